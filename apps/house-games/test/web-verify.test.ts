import { describe, expect, it } from 'vitest';
import { crashPoint, generateChain } from '../src/engine/crash-chain.ts';
import { playDice } from '../src/engine/dice.ts';
import { DRAGON_FORTUNE } from '../src/engine/dragon-fortune.ts';
import { floats, hashSeed, newServerSeed } from '../src/engine/fair.ts';
import { playPlinko } from '../src/engine/plinko.ts';
import { slotVariant } from '../src/engine/slot-games.ts';
import { floatsPerRound, spin } from '../src/engine/slots.ts';
import {
  amountDecimals,
  overall,
  verifyCrash,
  verifyDice,
  verifyPlinko,
  verifySlots,
} from '../web/src/verify/verify-logic.ts';

const serverSeed = newServerSeed(Uint8Array.from({ length: 32 }, (_, i) => (i * 53 + 7) % 256));
const seed = { serverSeed, serverSeedHash: hashSeed(serverSeed), clientSeed: 'web test', nonce: 3 };
const major = (minor: bigint) => Number(minor) / 100;

describe('verify page against what the server would store', () => {
  it('dice: a stored round matches; a changed roll or seed hash does not', async () => {
    const params = { target: 4999, direction: 'over' as const };
    const r = playDice(floats(serverSeed, seed.clientSeed, seed.nonce, 1), params, 1234n);
    const stored = {
      bet: 12.34,
      win: major(r.win),
      outcome: { roll: r.roll, won: r.won, multiplier: r.multiplier },
    };
    expect(overall(await verifyDice(seed, params, stored))).toBe('match');
    const tampered = { ...stored, outcome: { ...stored.outcome, roll: (r.roll + 1) % 10_000 } };
    expect(overall(await verifyDice(seed, params, tampered))).toBe('mismatch');
    const wrongHash = await verifyDice({ ...seed, serverSeedHash: 'ab'.repeat(32) }, params, stored);
    expect(wrongHash.hashCheck).toBe('mismatch');
  });

  it('plinko: path, slot, multiplier and win', async () => {
    const params = { rows: 16 as const, risk: 'high' as const };
    const r = playPlinko(floats(serverSeed, seed.clientSeed, seed.nonce, 16), params, 500n);
    const stored = {
      bet: 5,
      win: major(r.win),
      outcome: { path: [...r.path], slot: r.slot, multiplier: r.multiplier },
    };
    const report = await verifyPlinko(seed, params, stored);
    expect(report.comparisons.map((c) => c.check)).toEqual(['match', 'match', 'match', 'match']);
    expect(overall(await verifyPlinko({ ...seed, nonce: 4 }, params, stored))).toBe('mismatch');
  });

  it('slots: grid, lines and the win scaled to the bet, free spins included', async () => {
    const r = spin(
      DRAGON_FORTUNE,
      floats(serverSeed, seed.clientSeed, seed.nonce, floatsPerRound(DRAGON_FORTUNE)),
      2000n,
    );
    const stored = {
      bet: 20,
      win: major(r.totalWin),
      outcome: { grid: r.grid, lineWins: r.lineWins },
      decimals: 2,
    };
    const report = await verifySlots('HOUSE_DRAGON_FORTUNE', seed, stored);
    expect(overall(report)).toBe('match');
    expect(report.grid).toEqual(r.grid);
    const otherWin = await verifySlots('HOUSE_DRAGON_FORTUNE', seed, { ...stored, win: stored.win + 0.2 });
    expect(otherWin.comparisons.find((c) => c.label === 'win')?.check).toBe('mismatch');
  });

  it('recomputes a round in the RTP variant it played, and only in that one', async () => {
    const params = { target: 4999, direction: 'over' as const, rtp: 97 };
    const r = playDice(floats(serverSeed, seed.clientSeed, seed.nonce, 1), params, 1234n);
    const stored = {
      bet: 12.34,
      win: major(r.win),
      outcome: { roll: r.roll, won: r.won, multiplier: r.multiplier },
    };
    expect(r.multiplier).toBe(19_400);
    expect(overall(await verifyDice(seed, params, stored))).toBe('match');
    const asDefault = await verifyDice(seed, { target: 4999, direction: 'over' }, stored);
    expect(asDefault.comparisons.find((c) => c.label === 'multiplier')?.check).toBe('mismatch');
    // A slot round of the 92 % paytable: its win only matches with that paytable.
    const def = slotVariant('dragon-fortune', 92)!;
    let nonce = 0;
    let spun = spin(def, floats(serverSeed, seed.clientSeed, nonce, floatsPerRound(def)), 2000n);
    // A line win (scatter pays are the same in every variant).
    while (spun.lineWins.length === 0) {
      nonce++;
      spun = spin(def, floats(serverSeed, seed.clientSeed, nonce, floatsPerRound(def)), 2000n);
    }
    const slotSeed = { ...seed, nonce };
    const slotStored = {
      bet: 20,
      win: major(spun.totalWin),
      outcome: { grid: spun.grid, lineWins: spun.lineWins },
      decimals: 2,
    };
    expect(overall(await verifySlots('HOUSE_DRAGON_FORTUNE', slotSeed, slotStored, 92))).toBe('match');
    const asDefaultSlot = await verifySlots('HOUSE_DRAGON_FORTUNE', slotSeed, slotStored);
    expect(asDefaultSlot.comparisons.find((c) => c.label === 'win')?.check).toBe('mismatch');
  });

  it('crash: the chain leads to the terminating hash and the crash point is recomputed', async () => {
    const chain = generateChain('web test chain', 50);
    const salt = 'salt-of-the-chain';
    const k = 17;
    const hash = chain.roundHashes[k - 1]!;
    const point = crashPoint(hash, salt);
    const input = { roundHash: hash, terminatingHash: chain.terminatingHash, salt, maxSteps: 50 };
    const report = await verifyCrash(input, {
      crashPoint: point,
      roundNumber: k,
      bet: { cashedOutAt: 101, win: point >= 101 ? 1.01 : 0 },
    });
    expect(overall(report)).toBe('match');
    expect(report.comparisons.find((c) => c.label === 'chain')?.recomputed).toBe(String(k));
    const notInChain = await verifyCrash(
      { ...input, terminatingHash: 'cd'.repeat(32) },
      { crashPoint: point, roundNumber: k },
    );
    expect(overall(notInChain)).toBe('mismatch');
    const otherPoint = await verifyCrash(input, { crashPoint: point + 1, roundNumber: k });
    expect(overall(otherPoint)).toBe('mismatch');
  });

  it('guesses decimals from the stored amounts when the server did not give them', () => {
    expect(amountDecimals(10, 19.8)).toBe(1);
    expect(amountDecimals(1000, 2500)).toBe(0);
    expect(amountDecimals(1.25, null)).toBe(2);
  });
});
