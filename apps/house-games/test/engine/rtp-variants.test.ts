import { houseGameDeclared } from '@portal/contract/house-games';
import { describe, expect, it } from 'vitest';
import { DRAGON_FORTUNE } from '../../src/engine/dragon-fortune.ts';
import { NEON_FRUITS } from '../../src/engine/neon-fruits.ts';
import { rtpVariantsOf } from '../../src/engine/rtp-variants.ts';
import { SLOT_RTP_VARIANTS, slotVariant } from '../../src/engine/slot-games.ts';
import { simulateSlot } from '../../src/engine/slots-sim.ts';
import { checkDefinition, computeRtp } from '../../src/engine/slots.ts';
import { houseGameCodes, houseGameKind } from '../../src/shared/api.ts';

const SLOT_CASES = Object.entries(SLOT_RTP_VARIANTS).flatMap(([id, variants]) =>
  variants.map((rtp) => [`${id} ${rtp}`, id, rtp] as const),
);

describe('RTP variants (decision 0034)', () => {
  it('declares in the contract exactly the variants each engine plays, default first', () => {
    for (const code of houseGameCodes) {
      expect([...houseGameDeclared[code].rtpVariants], code).toEqual([...rtpVariantsOf(houseGameKind(code))]);
    }
    // The default of each slot is the game as it was before variants.
    expect(slotVariant(DRAGON_FORTUNE.id)).toBe(DRAGON_FORTUNE);
    expect(slotVariant(NEON_FRUITS.id)).toBe(NEON_FRUITS);
    expect(slotVariant(NEON_FRUITS.id, 96)).toBeUndefined();
    expect(rtpVariantsOf('crash')).toEqual([99]);
  });

  it.each(SLOT_CASES)(
    '%s: exact RTP within 0.5 points of the variant and equal to declaredRtp',
    (_n, id, rtp) => {
      const def = slotVariant(id, rtp)!;
      expect(checkDefinition(def)).toEqual([]);
      const exact = computeRtp(def);
      expect(Math.abs(exact - rtp / 100)).toBeLessThan(0.005);
      expect(Math.abs(exact - def.declaredRtp)).toBeLessThan(0.00005);
    },
  );

  it.each(SLOT_CASES)('%s: a short simulation agrees with the exact RTP', (_n, id, rtp) => {
    const def = slotVariant(id, rtp)!;
    // 200k spins: a sanity check of the exact calculator, within 4 standard errors.
    const sim = simulateSlot(def, 200_000, 0x7a11 + rtp);
    expect(Math.abs(sim.rtp - computeRtp(def))).toBeLessThan(4 * sim.stdError);
  });

  it('orders the variants: a lower variant pays less', () => {
    for (const [id, variants] of Object.entries(SLOT_RTP_VARIANTS)) {
      const rtps = variants.map((v) => computeRtp(slotVariant(id, v)!));
      for (let i = 1; i < rtps.length; i++) expect(rtps[i]).toBeLessThan(rtps[i - 1]!);
    }
  });
});
