import { describe, expect, it } from 'vitest';
import { fishKind } from '../../src/engine/fishing/fish.ts';
import { fishAt, fishOnScreen, fishPosition, WAVE_MS, waveFish } from '../../src/engine/fishing/spawn.ts';

describe('fishing: the seeded scene', () => {
  it('is the same for the same spawn seed and differs for another', () => {
    expect(waveFish('s1', 3)).toEqual(waveFish('s1', 3));
    expect(waveFish('s1', 3)).not.toEqual(waveFish('s2', 3));
  });

  it('sends a dragon every fourth wave, named w<wave>f<index>, entering inside its wave', () => {
    for (let w = 0; w < 12; w++) {
      const fish = waveFish('boss', w);
      expect(fish.some((f) => f.kind === 'dragon')).toBe(w % 4 === 3);
      fish.forEach((f, i) => {
        expect(f.id).toBe(`w${w}f${i}`);
        expect(f.startMs).toBeGreaterThanOrEqual(w * WAVE_MS);
        expect(f.startMs).toBeLessThan((w + 1) * WAVE_MS);
        expect(f.endMs).toBeGreaterThan(f.startMs);
      });
    }
  });

  it('knows a fish on screen and refuses one that is not (or not yet, or gone)', () => {
    const dragon = waveFish('x', 3).find((f) => f.kind === 'dragon')!;
    const mid = (dragon.startMs + dragon.endMs) / 2;
    expect(fishOnScreen('x', dragon.id, mid, 0)).toEqual(dragon);
    expect(fishAt('x', mid)).toContainEqual(dragon);
    expect(fishOnScreen('x', dragon.id, dragon.startMs - 2_000, 1_000)).toBeNull();
    expect(fishOnScreen('x', dragon.id, dragon.endMs + 2_000, 1_000)).toBeNull();
    // Wave 7's dragon does not exist at wave 3's time, nor does a fish index past the wave's end.
    expect(fishOnScreen('x', 'w7f16', mid, 1_000)).toBeNull();
    expect(fishOnScreen('x', 'w3f99', mid, 1_000)).toBeNull();
    expect(fishOnScreen('x', 'dragon', mid, 1_000)).toBeNull();
  });

  it('swims from one side to the other', () => {
    const f = waveFish('p', 0)[0]!;
    const kind = fishKind(f.kind)!;
    const a = fishPosition(f, kind, f.startMs);
    const b = fishPosition(f, kind, f.endMs);
    expect(f.fromLeft ? a.x < 0 && b.x > 1 : a.x > 1 && b.x < 0).toBe(true);
  });
});
