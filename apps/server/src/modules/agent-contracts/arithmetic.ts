import type { StoredTerms } from './terms.ts';

/**
 * Settlement arithmetic (decision 0056), integers only: amounts in minor units, rates in basis points.
 * The tier reached is the highest whose every condition is met; its rate applies to the base.
 */

export interface PeriodFigures {
  /** Team valid bet of the period. */
  bet: bigint;
  win: bigint;
  rebate: bigint;
  promotion: bigint;
  depositFee: bigint;
  active: number;
  /** Month-to-date valid bet (dividends with periodicTotalBetRequired 'Y'). */
  periodicTotalBet?: bigint;
  /** What the agent's downline agents' contracts of the same kind pay for the same period (decision 0058). */
  downlinePaid?: bigint;
}

export interface Outcome {
  /** 1-based tier reached, or null. */
  tier: number | null;
  rateBp: number;
  amount: bigint;
  /** Dividend: the period's net loss before carry-forward, the base after it and what carries on. */
  netLoss: bigint;
  base: bigint;
  carry: bigint;
}

const BP = 10_000n;
/** Rounded down to the minor unit: a salary never pays a fraction it did not earn. */
const share = (amount: bigint, bp: number) => (amount * BigInt(bp)) / BP;

/**
 * Net loss of the team for the house: bets − wins − rebates − the agent's share (cost bearing, basis
 * points) of promotions and deposit fees.
 */
export function netLossOf(f: PeriodFigures, costBearing = { depositFee: 0, promotion: 0 }): bigint {
  return (
    f.bet -
    f.win -
    f.rebate -
    share(f.promotion, costBearing.promotion) -
    share(f.depositFee, costBearing.depositFee)
  );
}

/**
 * A dividend: base = net loss + what carried from the previous period (per the carry-forward mode),
 * tier by valid bet, base, periodic total bet and active members; amount = base × rate when base > 0.
 * Carry: 0 none; 1 a negative base carries; 2 as 1 but nothing carries into a new calendar month;
 * 3 the base of a period that paid nothing carries (loss or profit).
 */
export function dividend(
  terms: StoredTerms,
  f: PeriodFigures,
  prevCarry: bigint,
  newMonth: boolean,
): Outcome {
  const mode = terms.carryForward ?? 0;
  const netLoss = netLossOf(f, terms.costBearing);
  const carried = mode === 0 || (mode === 2 && newMonth) ? 0n : prevCarry;
  const base = netLoss + carried;
  let tier: number | null = null;
  terms.tiers.forEach((t, i) => {
    const ok =
      f.bet >= BigInt(t.minimumBet!) &&
      base >= BigInt(t.netLoss!) &&
      (terms.periodicTotalBetRequired !== 'Y' ||
        (f.periodicTotalBet ?? 0n) >= BigInt(t.periodicTotalBet ?? 0)) &&
      f.active >= Number(t.activeMember);
    if (ok) tier = i + 1;
  });
  const rateBp = tier === null ? 0 : Number(terms.tiers[tier - 1]!.contractRate);
  const amount = base > 0n ? share(base, rateBp) : 0n;
  const carry = mode === 0 ? 0n : mode === 3 ? (amount > 0n ? 0n : base) : base < 0n ? base : 0n;
  return { tier, rateBp, amount, netLoss, base, carry };
}

/**
 * A salary (daily, manual-receive daily, hourly): tier by team bet volume and active members; amount =
 * bet volume × rate (P) or the tier's fixed amount (F).
 */
export function salary(terms: StoredTerms, f: PeriodFigures): Outcome {
  const field = terms.kind === 'HOURLY' ? 'minimumBet' : 'betVolume';
  let tier: number | null = null;
  terms.tiers.forEach((t, i) => {
    if (f.bet >= BigInt(t[field]!) && f.active >= Number(t.activeMember)) tier = i + 1;
  });
  if (tier === null) return { tier, rateBp: 0, amount: 0n, netLoss: 0n, base: f.bet, carry: 0n };
  const t = terms.tiers[tier - 1]!;
  const fixed = t.rateType === 'F';
  return {
    tier,
    rateBp: fixed ? 0 : Number(t.rate),
    amount: fixed ? BigInt(t.rate!) : share(f.bet, Number(t.rate)),
    netLoss: 0n,
    base: f.bet,
    carry: 0n,
  };
}

/**
 * Real-time salary of one player's lottery round: the highest tier whose single-bet threshold the
 * round's stake meets; loss rate when the player lost the round (win < stake), win rate otherwise.
 */
export function realtime(terms: StoredTerms, stake: bigint, win: bigint): Outcome {
  let tier: number | null = null;
  terms.tiers.forEach((t, i) => {
    if (stake >= BigInt(t.betAmount!)) tier = i + 1;
  });
  if (tier === null) return { tier, rateBp: 0, amount: 0n, netLoss: 0n, base: stake, carry: 0n };
  const t = terms.tiers[tier - 1]!;
  const rateBp = Number(win < stake ? t.lossRate : t.winRate);
  return { tier, rateBp, amount: share(stake, rateBp), netLoss: stake - win, base: stake, carry: 0n };
}

/**
 * An upline's share of a team result its downline agents are paid on too (decision 0058, the inventory's
 * "downline dividends to pay"): its amount on the whole team minus what its downline agents' contracts
 * of the same kind pay for the same period on their sub-teams, never below 0. The tier, rate, base and
 * carry-forward stay those of the team result (the carry follows the team's result, not the payment).
 */
export function afterDownline(o: Outcome, downlinePaid: bigint): Outcome {
  if (downlinePaid <= 0n) return o;
  return { ...o, amount: o.amount > downlinePaid ? o.amount - downlinePaid : 0n };
}
