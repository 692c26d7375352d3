import { toMajor } from '@portal/contract/money';
import { CRASH } from '../../../engine/crash.ts';
import { DICE } from '../../../engine/dice.ts';
import { PLINKO } from '../../../engine/plinko.ts';
import { SLOT_GAMES } from '../../../engine/slot-games.ts';
import { houseGameKind, type HouseGameCode } from '../../../shared/api.ts';

export interface BetLimits {
  minBet: bigint;
  maxBet: bigint;
  chips: bigint[];
}

/**
 * Bet limits in minor units of a two-decimal currency. Minimums are the engine's (below them rounding
 * would push the RTP down); slot bets are whole multiples of the lines. Maximums keep one round's
 * largest win within what the house wants to carry.
 */
type GameKind =
  | 'dragon-fortune'
  | 'neon-fruits'
  | 'dice'
  | 'plinko'
  | 'crash'
  | 'sports'
  | 'baccarat'
  | 'baccarat-nc'
  | 'dragon-tiger'
  | 'roulette'
  | 'sicbo'
  | 'holdem'
  | 'bullbull'
  | 'fishing';
const TABLE_LIMITS = {
  min: 100n,
  max: 5_000_000n,
  chips: [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n, 100_000n],
};
const ROOM_LIMITS = { min: 1_000n, max: 10_000_000n, chips: [2_000n, 10_000n, 20_000n, 100_000n, 200_000n] };
const LIMITS_2DP: Record<GameKind, { min: bigint; max: bigint; chips: bigint[] }> = {
  'dragon-fortune': { min: 20n, max: 100_000n, chips: [20n, 100n, 200n, 500n, 1_000n, 5_000n, 10_000n] },
  'neon-fruits': { min: 10n, max: 100_000n, chips: [10n, 50n, 100n, 200n, 500n, 1_000n, 5_000n] },
  dice: { min: DICE.minBet, max: 500_000n, chips: [200n, 500n, 1_000n, 5_000n, 10_000n, 50_000n] },
  plinko: { min: PLINKO.minBet, max: 100_000n, chips: [100n, 200n, 500n, 1_000n, 5_000n, 10_000n] },
  crash: { min: CRASH.minBet, max: 500_000n, chips: [100n, 500n, 1_000n, 5_000n, 10_000n, 50_000n] },
  // A sports bet's stake (decision 0071): 1 to 10,000, the sportsbook's default market limits (sports/config.ts).
  sports: { min: 100n, max: 1_000_000n, chips: [1_000n, 5_000n, 10_000n, 50_000n, 100_000n] },
  // A chip on a table (issue 20, decision 0075): 1 to 50,000 per bet; each table's own limits narrow it.
  baccarat: TABLE_LIMITS,
  'baccarat-nc': TABLE_LIMITS,
  'dragon-tiger': TABLE_LIMITS,
  roulette: TABLE_LIMITS,
  sicbo: TABLE_LIMITS,
  // A card room's stake is the buy-in: 10 to 100,000 (each room's blinds set its own range).
  holdem: ROOM_LIMITS,
  bullbull: ROOM_LIMITS,
  // Fishing's stake is one bullet: 0.10 to 100.
  fishing: { min: 10n, max: 10_000n, chips: [10n, 50n, 100n, 500n, 1_000n, 5_000n, 10_000n] },
};

/** The same limits in another currency's minor units (rounded up to what the engine accepts). */
export function limitsFor(game: HouseGameCode, decimals: number): BetLimits {
  const kind = houseGameKind(game) as GameKind;
  const base = LIMITS_2DP[kind];
  const slot = SLOT_GAMES[kind];
  const step = slot ? BigInt(slot.paylines.length) : 1n;
  const engineMin =
    kind === 'dice'
      ? DICE.minBet
      : kind === 'plinko'
        ? PLINKO.minBet
        : kind === 'crash'
          ? CRASH.minBet
          : step;
  const scale = (v: bigint) => {
    const div = 10n ** BigInt(Math.max(0, 2 - decimals));
    const scaled = decimals >= 2 ? v * 10n ** BigInt(decimals - 2) : (v + div - 1n) / div;
    const stepped = ((scaled + step - 1n) / step) * step;
    return stepped < engineMin ? engineMin : stepped;
  };
  return { minBet: scale(base.min), maxBet: scale(base.max), chips: [...new Set(base.chips.map(scale))] };
}

/**
 * The limits a session plays within: the engine's narrowed to the merchant's stake limits (minor units,
 * from the platform's authenticate answer; null = none set, the engine's own). A slot's bounds are kept to
 * whole multiples of its lines (min up, max down). The chips are the engine's within the range, with the
 * range's ends added where the narrowing cut chips off, so every chip is a stake both sides accept. Null
 * when no stake fits both (the session cannot be played).
 */
export function sessionLimits(
  game: HouseGameCode,
  decimals: number,
  merchant: { min: bigint; max: bigint } | null,
): BetLimits | null {
  const engine = limitsFor(game, decimals);
  if (!merchant) return engine;
  const slot = SLOT_GAMES[houseGameKind(game) as GameKind];
  const step = slot ? BigInt(slot.paylines.length) : 1n;
  const lo = merchant.min > engine.minBet ? merchant.min : engine.minBet;
  const hi = merchant.max < engine.maxBet ? merchant.max : engine.maxBet;
  const minBet = ((lo + step - 1n) / step) * step;
  const maxBet = (hi / step) * step;
  if (minBet > maxBet) return null;
  const inside = engine.chips.filter((c) => c >= minBet && c <= maxBet);
  const chips = new Set(inside);
  if (engine.chips.some((c) => c < minBet) || inside.length === 0) chips.add(minBet);
  if (engine.chips.some((c) => c > maxBet)) chips.add(maxBet);
  return { minBet, maxBet, chips: [...chips].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)) };
}

export const limitsOnWire = (l: BetLimits, decimals: number) => ({
  minBet: toMajor(l.minBet, decimals),
  maxBet: toMajor(l.maxBet, decimals),
  chips: l.chips.map((c) => toMajor(c, decimals)),
});
