/**
 * Crash: pure maths shared by the server, the animation and the verify page (no crypto here; the hash
 * chain and HMAC live in crash-chain.ts for Node and crash-chain-web.ts for browsers).
 *
 * Crash point of a round, in hundredths (100 = 1.00x):
 *   hmac = HMAC-SHA256(key = roundHash as its 64 hex characters, message = salt), hex
 *   h    = first 13 hex digits of hmac as an integer (52 bits), E = 2^52
 *   crash = min(MAX, max(100, floor(99 * E / (E - h))))          (integer division)
 * For a cash-out target m > 100: crash >= m  <=>  E - h <= 99E/m, so P(crash >= m) = floor(99E/m) / E
 * and P(crash >= m) * m / 100 is 0.99 minus less than m / (100 * 2^52) (under 3e-10 for every allowed
 * target): a 1% edge at every target, never less. About 1.98% of rounds bust at 1.00x (nobody can
 * win those, targets start at 1.01x).
 * MAX caps the value so it stays a safe integer; targets above it are refused, so the cap changes no odds.
 *
 * Multiplier curve (shared by server timing and animation), elapsed ms since the round started:
 *   multiplierAt(ms) = floor(100 * e^(0.00006 * ms)) hundredths
 * The round busts at msToReach(crash). A cash-out at multiplier m (manual: m = multiplierAt(elapsed),
 * elapsed < msToReach(crash); auto: the player's target) wins iff m <= crash; win = floor(bet * m / 100).
 */

/**
 * One variant only (decision 0034): a crash round and its point are shared by every player of every
 * merchant (one hash chain), so a per-merchant edge would need per-merchant chains or payouts scaled off
 * the shown multiplier; neither is done.
 */
export const CRASH_RTP_VARIANTS = [99] as const;

export const CRASH = {
  id: 'crash',
  name: 'Crash',
  minCashout: 101,
  /** 1,000,000.00x. */
  maxCrash: 100_000_000,
  growthPerMs: 0.00006,
  hashBits: 52,
  minBet: 100n,
} as const;

const E = 1n << BigInt(CRASH.hashBits);

/** h is the 52-bit integer from the HMAC (0 <= h < 2^52). */
export function crashPointFromBits(h: bigint): number {
  if (h < 0n || h >= E) throw new RangeError('h must be a 52-bit integer');
  const x = (99n * E) / (E - h);
  if (x < 100n) return 100;
  if (x > BigInt(CRASH.maxCrash)) return CRASH.maxCrash;
  return Number(x);
}

export function crashPointFromHmacHex(hmacHex: string): number {
  if (!/^[0-9a-f]{13}/.test(hmacHex)) throw new TypeError('expected a lowercase hex HMAC');
  return crashPointFromBits(BigInt(`0x${hmacHex.slice(0, 13)}`));
}

/** Hundredths at `ms` elapsed; non-decreasing in ms. */
export function multiplierAt(ms: number): number {
  if (!(ms >= 0)) return 100;
  return Math.floor(100 * Math.exp(CRASH.growthPerMs * ms));
}

/** Smallest whole ms at which multiplierAt reaches `multiplier` (hundredths). */
export function msToReach(multiplier: number): number {
  if (!Number.isInteger(multiplier) || multiplier < 100) throw new RangeError('multiplier must be >= 100');
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 100) / CRASH.growthPerMs));
  // The closed form can be off by one ms either way through float rounding; settle it on the curve itself.
  while (multiplierAt(ms) < multiplier) ms++;
  while (ms > 0 && multiplierAt(ms - 1) >= multiplier) ms--;
  return ms;
}

export function validateCashoutTarget(cashout: number): string | null {
  if (!Number.isInteger(cashout)) return 'cash-out target must be whole hundredths';
  if (cashout < CRASH.minCashout) return `cash-out target must be at least ${CRASH.minCashout}`;
  if (cashout > CRASH.maxCrash) return `cash-out target must be at most ${CRASH.maxCrash}`;
  return null;
}

export function validateCrashBet(bet: bigint): string | null {
  return bet < CRASH.minBet ? `bet must be at least ${CRASH.minBet}` : null;
}

export interface CrashSettlement {
  readonly crash: number;
  /** Null when the player never cashed out. */
  readonly cashout: number | null;
  readonly won: boolean;
  readonly win: bigint;
}

/** Settles one bet; `cashout` is the multiplier the player cashed out at (hundredths) or null. */
export function settleCrashBet(bet: bigint, cashout: number | null, crash: number): CrashSettlement {
  const problem = validateCrashBet(bet) ?? (cashout === null ? null : validateCashoutTarget(cashout));
  if (problem) throw new RangeError(problem);
  const won = cashout !== null && cashout <= crash;
  return { crash, cashout, won, win: won ? (bet * BigInt(cashout)) / 100n : 0n };
}
