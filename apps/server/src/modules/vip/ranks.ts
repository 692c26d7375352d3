import { vipConditionKeys, type VipConditionKey } from '@portal/contract';
import type { VipConditions } from '../../db/schema.ts';
import { addDays, localDay, localMidnight } from '../../lib/time-zone.ts';

/**
 * The rank rules of decision 0062 as pure functions, so worked examples can test them without a database:
 * which conditions hold, the keep-rank check at a month's start (one level down), and promotion through
 * every next level whose conditions hold.
 */

/** A member's measures (minor units; the deposit count as a count). */
export type Figures = Record<VipConditionKey, bigint>;
export const noFigures = (): Figures => ({
  monthlyDeposit: 0n,
  totalDeposit: 0n,
  totalDepositCount: 0n,
  monthlyTurnover: 0n,
  totalTurnover: 0n,
});

export interface RankLevel {
  rank_level: number;
  condition_type: 'AND' | 'OR';
  conditions: VipConditions;
  keep_condition_type: 'AND' | 'OR' | null;
  keep_conditions: VipConditions;
}

/**
 * Whether conditions hold: AND all enabled ones, OR any; a level with no enabled condition is reached by
 * everyone (an entry level).
 */
export function evaluate(type: 'AND' | 'OR', conditions: VipConditions, figures: Figures) {
  const enabled = vipConditionKeys.filter((k) => conditions[k].enabled);
  const completed = enabled.filter((k) => figures[k] >= BigInt(conditions[k].expected)).length;
  const met = enabled.length === 0 || (type === 'AND' ? completed === enabled.length : completed > 0);
  return { met, completed, total: enabled.length };
}

export interface RankState {
  rankLevel: number;
  checkedMonth: string | null;
  holdMonth: string | null;
}
export interface RankChange {
  from: number;
  to: number;
  reason: 'PROMOTE' | 'DEMOTE';
}

/**
 * The member's rank now. At the first look in a month (`checkedMonth` behind) a member with a rank whose
 * level has keep-rank conditions is checked against last month's figures (`lastMonth`; null: not measured,
 * the check waits) and goes one level down if they do not hold; a demoted member is not promoted again in
 * that month. Then every next level whose level-up conditions hold is reached, several at once.
 */
export function decide(
  levels: readonly RankLevel[],
  state: RankState,
  month: string,
  figures: Figures,
  lastMonth: Figures | null,
): RankState & { changes: RankChange[] } {
  const sorted = [...levels].sort((a, b) => a.rank_level - b.rank_level);
  const changes: RankChange[] = [];
  let { rankLevel, checkedMonth, holdMonth } = state;
  if (checkedMonth !== month) {
    const level = sorted.find((l) => l.rank_level === rankLevel);
    const needsCheck = rankLevel > 0 && level?.keep_condition_type;
    if (needsCheck && lastMonth) {
      if (!evaluate(level.keep_condition_type!, level.keep_conditions, lastMonth).met) {
        const below = sorted.filter((l) => l.rank_level < rankLevel).at(-1)?.rank_level ?? 0;
        changes.push({ from: rankLevel, to: below, reason: 'DEMOTE' });
        rankLevel = below;
        holdMonth = month;
      }
      checkedMonth = month;
    } else if (!needsCheck) checkedMonth = month;
  }
  if (holdMonth !== month)
    for (const next of sorted.filter((l) => l.rank_level > rankLevel)) {
      if (!evaluate(next.condition_type, next.conditions, figures).met) break;
      changes.push({ from: rankLevel, to: next.rank_level, reason: 'PROMOTE' });
      rankLevel = next.rank_level;
    }
  return { rankLevel, checkedMonth, holdMonth, changes };
}

// ---- months and reward periods in the merchant's time zone ----

/** YYYY-MM of a local day. */
export const monthOf = (day: string) => day.slice(0, 7);
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function shiftMonth(first: string, n: number): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
}

/** The current month's start, last month's start and the current month key, in a time zone. */
export function months(now: Date, timeZone: string) {
  const first = firstOfMonth(localDay(now, timeZone));
  return {
    month: monthOf(first),
    start: localMidnight(first, timeZone),
    lastStart: localMidnight(shiftMonth(first, -1), timeZone),
  };
}

export type RewardType = 'DAILY' | 'WEEKLY' | 'MONTHLY';

/**
 * A reward period around `now`: the local day, the week (Sunday to Saturday, as sign-in's) or the month;
 * its key (first local day), bounds, and the unlock moment: `unlockTime` (HH:mm) on the period's last day.
 */
export function rewardPeriod(type: RewardType, now: Date, timeZone: string, unlockTime: string) {
  const today = localDay(now, timeZone);
  let first = today;
  let next = addDays(today, 1);
  if (type === 'WEEKLY') {
    first = addDays(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
    next = addDays(first, 7);
  } else if (type === 'MONTHLY') {
    first = firstOfMonth(today);
    next = shiftMonth(first, 1);
  }
  const lastDay = addDays(next, -1);
  const [h, m] = unlockTime.split(':').map(Number);
  const unlock = new Date(localMidnight(lastDay, timeZone).getTime() + (h! * 60 + m!) * 60_000);
  return {
    key: first,
    start: localMidnight(first, timeZone),
    end: localMidnight(next, timeZone),
    unlock,
  };
}
