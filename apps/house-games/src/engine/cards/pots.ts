/**
 * Pots of a poker hand from what each player put in: side pots, awarding and the rake. Amounts are integer
 * minor units.
 */
export interface Contribution {
  seat: number;
  amount: bigint;
  folded: boolean;
}

export interface Pot {
  amount: bigint;
  /** Seats that can win it (not folded, put in at least its level), in seat order. */
  seats: number[];
}

/**
 * Main pot first. Levels are the distinct amounts of the players still in; each pot takes from everyone
 * (folded players too) what they put in between the previous level and its own. Pots with the same
 * eligible players merge.
 */
export function buildPots(contributions: readonly Contribution[]): Pot[] {
  const live = contributions.filter((c) => !c.folded);
  const levels = [...new Set(live.map((c) => c.amount))]
    .filter((a) => a > 0n)
    .sort((a, b) => (a < b ? -1 : 1));
  const pots: Pot[] = [];
  let previous = 0n;
  const min = (a: bigint, b: bigint) => (a < b ? a : b);
  for (const level of levels) {
    let amount = 0n;
    for (const c of contributions) amount += min(c.amount, level) - min(c.amount, previous);
    const seats = live
      .filter((c) => c.amount >= level)
      .map((c) => c.seat)
      .sort((a, b) => a - b);
    const last = pots[pots.length - 1];
    if (last && last.seats.join() === seats.join()) last.amount += amount;
    else if (amount > 0n) pots.push({ amount, seats });
    previous = level;
  }
  // Folded chips above the top live level (only if the caller did not return an uncalled bet) join the last pot.
  let rest = 0n;
  for (const c of contributions) if (c.amount > previous) rest += c.amount - previous;
  const top = pots[pots.length - 1];
  if (rest > 0n && top) top.amount += rest;
  return pots;
}

/**
 * The uncalled part of the biggest contribution: what it put in above the second biggest (folded players
 * included), returned to it before the pots are built.
 */
export function uncalled(contributions: readonly Contribution[]): { seat: number; amount: bigint } | null {
  const sorted = [...contributions].sort((a, b) => (a.amount > b.amount ? -1 : a.amount < b.amount ? 1 : 0));
  const [first, second] = sorted;
  if (!first) return null;
  const excess = first.amount - (second?.amount ?? 0n);
  return excess > 0n ? { seat: first.seat, amount: excess } : null;
}

export interface RakeRule {
  /** Basis points of each pot (500 = 5 %). */
  bps: number;
  /** The most for one hand; 0 = no cap. */
  cap: bigint;
}

export interface AwardedPot {
  amount: bigint;
  rake: bigint;
  winners: { seat: number; amount: bigint }[];
}

/**
 * Awards each pot to the best score among its seats, split evenly, odd chips one by one to the winners
 * nearest the button's left. The rake (none when `raked` is false: no flop, no drop) is each pot's percent,
 * rounded down, until the hand's cap is used up.
 */
export function awardPots(
  pots: readonly Pot[],
  scoreOf: (seat: number) => number,
  button: number,
  seatCount: number,
  rake: RakeRule,
  raked: boolean,
): AwardedPot[] {
  let capLeft = rake.cap > 0n ? rake.cap : -1n;
  const leftOfButton = (seat: number) => (seat - button - 1 + seatCount * 2) % seatCount;
  return pots.map((pot) => {
    let potRake = raked ? (pot.amount * BigInt(rake.bps)) / 10_000n : 0n;
    if (capLeft >= 0n) {
      if (potRake > capLeft) potRake = capLeft;
      capLeft -= potRake;
    }
    const best = Math.max(...pot.seats.map(scoreOf));
    const winners = pot.seats
      .filter((s) => scoreOf(s) === best)
      .sort((a, b) => leftOfButton(a) - leftOfButton(b));
    const net = pot.amount - potRake;
    const share = net / BigInt(winners.length);
    let odd = net - share * BigInt(winners.length);
    return {
      amount: pot.amount,
      rake: potRake,
      winners: winners.map((seat) => {
        const extra = odd > 0n ? 1n : 0n;
        odd -= extra;
        return { seat, amount: share + extra };
      }),
    };
  });
}
