import { msToReach } from '../../src/engine/crash.ts';
import { clock } from '../../src/server/lib/clock.ts';
import type { World } from './world.ts';

/**
 * Drives the house's crash loop on a test clock: time moves only when the test says, and `tick()` does
 * what the loop's timer would have done by then.
 */
export function crashDriver(w: World) {
  const realNow = clock.nowMs;
  let now = Date.now();
  clock.nowMs = () => now;
  const loop = w.house.house.crash;

  const driver = {
    now: () => now,
    async at(ms: number) {
      now = ms;
      await loop.tick();
      return loop.peek()!;
    },
    /** Moves on round after round until one is taking bets and will crash at `min` (hundredths) or above. */
    async bettingRoundCrashingAtLeast(min: number) {
      for (let i = 0; i < 500; i++) {
        await loop.tick();
        const r = loop.peek()!;
        if (r.phase === 'betting' && r.crashPoint >= min) return r;
        now = Math.max(now, r.crashAtMs) + 3_001;
      }
      throw new Error(`no crash point of at least ${min} in 500 rounds`);
    },
    /** The moment the running curve shows `multiplier` (hundredths). */
    whenMultiplier: (startsAtMs: number, multiplier: number) => startsAtMs + msToReach(multiplier),
    restore() {
      clock.nowMs = realNow;
    },
  };
  return driver;
}
