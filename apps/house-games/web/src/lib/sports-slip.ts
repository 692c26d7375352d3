/**
 * The sportsbook's bet slip, all in integer minor units and odds in thousandths, with the engine's own
 * arithmetic (parlay odds: one floor over the exact product; payout: floor(stake × odds / 1000)) so the
 * slip shows what the server will take and pay. Limits are the server's sports config within the
 * session's (the merchant's) limits; a parlay takes the tightest of its legs' (decision 0070).
 */
import {
  MAX_PARLAY_LEGS,
  ODDS_SCALE,
  parlayOdds,
  validateParlay,
  type SportId,
} from '../../../src/engine/sports/index.ts';
/** The limits a slip is checked against: the operator's current settings, as the events answer carries them. */
export interface SlipLimits {
  readonly stakes: {
    readonly default: { readonly min: number; readonly max: number };
    readonly byKind: Readonly<Partial<Record<string, { readonly min: number; readonly max: number }>>>;
  };
  readonly maxPayoutMajor: number;
}

export interface SlipPick {
  readonly eventId: string;
  readonly sport: SportId;
  readonly homeId: string;
  readonly awayId: string;
  readonly kickoffAt: string;
  readonly marketId: string;
  readonly kind: string;
  readonly line: number | null;
  readonly selectionId: string;
  /** The odds the member saw and accepted, thousandths. */
  readonly odds: number;
}

export type SlipMode = 'singles' | 'parlay';
export type OddsChange = 'any' | 'higher' | 'none';

export const samePick = (a: SlipPick, b: Pick<SlipPick, 'eventId' | 'marketId' | 'selectionId'>) =>
  a.eventId === b.eventId && a.marketId === b.marketId && a.selectionId === b.selectionId;

/**
 * Tapping a price: the same price again removes it; another price of the same market replaces the
 * earlier one (a market has one answer); anything else is added at the end.
 */
export function togglePick(picks: readonly SlipPick[], pick: SlipPick): SlipPick[] {
  if (picks.some((p) => samePick(p, pick))) return picks.filter((p) => !samePick(p, pick));
  const i = picks.findIndex((p) => p.eventId === pick.eventId && p.marketId === pick.marketId);
  if (i >= 0) return picks.map((p, j) => (j === i ? pick : p));
  return [...picks, pick];
}

export type ParlayProblem = 'too_few' | 'too_many_legs' | 'same_event' | 'bad_odds' | 'no_legs';

/** Why these picks cannot make one parlay (before anything is sent), or null. */
export function parlayProblem(picks: readonly SlipPick[]): ParlayProblem | null {
  if (picks.length === 1) return 'too_few';
  return validateParlay(picks);
}

export { MAX_PARLAY_LEGS };

/** The parlay's odds in thousandths as the server computes them (every leg won). */
export function parlayOddsOf(picks: readonly Pick<SlipPick, 'eventId' | 'odds'>[]): number {
  return Number(parlayOdds(picks.map((p) => ({ eventId: p.eventId, odds: p.odds, result: 'won' as const }))));
}

/** Potential payout in minor units, stake included: floor(stake × odds / 1000). */
export function payoutOf(stakeMinor: number, odds: number): number {
  return Number((BigInt(stakeMinor) * BigInt(odds)) / BigInt(ODDS_SCALE));
}

export interface StakeBounds {
  /** Minor units. */
  readonly min: number;
  readonly max: number;
}

/**
 * The stakes one bet on `kinds` (one kind per leg) may take: the tightest of the legs' sports limits,
 * within the session's. Null when nothing fits both.
 */
export function stakeBounds(
  kinds: readonly string[],
  limits: Pick<SlipLimits, 'stakes'>,
  session: { minBet: number; maxBet: number },
  decimals: number,
): StakeBounds | null {
  const toMinor = (major: number) => Math.round(major * 10 ** decimals);
  let min = toMinor(session.minBet);
  let max = toMinor(session.maxBet);
  for (const kind of kinds) {
    const lim = limits.stakes.byKind[kind] ?? limits.stakes.default;
    min = Math.max(min, toMinor(lim.min));
    max = Math.min(max, toMinor(lim.max));
  }
  min = Math.max(min, 1);
  return min > max ? null : { min, max };
}

/** The largest stake whose payout at `odds` stays within the maximum payout (minor units). */
export function maxStakeForPayout(odds: number, maxPayoutMinor: number): number {
  return Number((BigInt(maxPayoutMinor) * BigInt(ODDS_SCALE)) / BigInt(odds));
}

export type StakeProblem = 'empty' | 'below' | 'above' | 'payout' | 'balance';

/** What is wrong with a stake, checked in the order the member fixes things; null when it can go. */
export function stakeProblem(
  stakeMinor: number | null,
  bounds: StakeBounds | null,
  odds: number,
  maxPayoutMinor: number,
): Exclude<StakeProblem, 'balance'> | null {
  if (stakeMinor === null || !(stakeMinor > 0)) return 'empty';
  if (!bounds || stakeMinor < bounds.min) return 'below';
  if (stakeMinor > bounds.max) return 'above';
  if (payoutOf(stakeMinor, odds) > maxPayoutMinor) return 'payout';
  return null;
}

/** One bet the slip will send: singles make one per pick, a parlay one for all. */
export interface SlipBet {
  readonly key: string;
  readonly picks: readonly SlipPick[];
  readonly odds: number;
  readonly stake: number | null;
  readonly payout: number;
  readonly bounds: StakeBounds | null;
  readonly problem: StakeProblem | null;
}

export const pickKey = (p: Pick<SlipPick, 'eventId' | 'marketId' | 'selectionId'>) =>
  `${p.eventId}|${p.marketId}|${p.selectionId}`;

/**
 * The bets of the slip with their odds, payouts and problems. `stakes` by pickKey for singles and
 * 'parlay' for the parlay (minor units). The total of the stakes must fit the balance.
 */
export function slipBets(args: {
  picks: readonly SlipPick[];
  mode: SlipMode;
  stakes: Readonly<Record<string, number | null>>;
  limits: SlipLimits;
  session: { minBet: number; maxBet: number };
  decimals: number;
  balanceMinor: number;
  /** The stake of a bet the member has not typed one for yet. */
  defaultStake?: number | null;
}): { bets: SlipBet[]; total: number; totalPayout: number } {
  const maxPayout = Math.round(args.limits.maxPayoutMajor * 10 ** args.decimals);
  const groups =
    args.mode === 'parlay'
      ? [{ key: 'parlay', picks: args.picks }]
      : args.picks.map((p) => ({ key: pickKey(p), picks: [p] }));
  const draft = groups.map(({ key, picks }) => {
    const odds = picks.length === 1 ? picks[0]!.odds : parlayOddsOf(picks);
    const stake = key in args.stakes ? (args.stakes[key] ?? null) : (args.defaultStake ?? null);
    const bounds = stakeBounds(
      picks.map((p) => p.kind),
      args.limits,
      args.session,
      args.decimals,
    );
    return {
      key,
      picks,
      odds,
      stake,
      payout: stake ? payoutOf(stake, odds) : 0,
      bounds,
      problem: stakeProblem(stake, bounds, odds, maxPayout) as StakeProblem | null,
    };
  });
  const total = draft.reduce((s, b) => s + (b.stake ?? 0), 0);
  const bets = draft.map((b) =>
    b.problem === null && total > args.balanceMinor ? { ...b, problem: 'balance' as const } : b,
  );
  return { bets, total, totalPayout: bets.reduce((s, b) => s + b.payout, 0) };
}

/** Picks whose price moved since they were added: `now` is the current odds by pickKey (absent: closed). */
export function pickChanges(
  picks: readonly SlipPick[],
  now: ReadonlyMap<string, number>,
): Map<string, { from: number; to: number | null }> {
  const out = new Map<string, { from: number; to: number | null }>();
  for (const p of picks) {
    const current = now.get(pickKey(p));
    if (current === undefined) out.set(pickKey(p), { from: p.odds, to: null });
    else if (current !== p.odds) out.set(pickKey(p), { from: p.odds, to: current });
  }
  return out;
}

/** Odds in thousandths as a decimal, "1.875". */
export const formatOdds = (odds: number): string => (odds / ODDS_SCALE).toFixed(odds % 10 === 0 ? 2 : 3);
