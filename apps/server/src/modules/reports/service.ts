import {
  BUSINESS_TIME_ZONE,
  REPORT_MAX_DAYS,
  type DailyReportQuery,
  type DailyReportRow,
  type DailyReportValue,
  type DashboardDay,
  type DashboardValue,
  type ReportFigures,
  type RewardReportQuery,
  type RewardReportRow,
  type RewardReportValue,
} from '@portal/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { sortOf } from '../../lib/listing.ts';
import * as repo from './repository.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import { addDays } from '../../lib/time-zone.ts';

export { addDays };

/** Who asks: the staff member's merchant scope (null: every merchant) and the merchant of the call. */
export interface ReportScope {
  staffMerchantId: number | null;
  tenantId: number;
  /** The `merchant` query parameter: a code, `all`, or left out (the call's merchant). */
  merchant?: string;
}

type Key = repo.GroupKey;
const DASHBOARD_DAYS = 14;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const zero = (merchantFigures: boolean): ReportFigures => {
  const m = merchantFigures ? 0 : null;
  return {
    depositCount: m,
    depositAmount: m,
    withdrawalCount: m,
    withdrawalAmount: m,
    turnover: 0,
    ggr: 0,
    promotions: m,
    rebates: m,
    adjustments: m,
    bonuses: m,
    ngr: m,
    activePlayers: 0,
    newPlayers: m,
    firstDepositCount: m,
    firstDepositAmount: m,
  };
};

/**
 * Reads every figure of a window, grouped by one key, into rows of figures (decision 0033). Figures that
 * belong to no vendor (money moves, registrations) are read only when `merchantFigures` is true.
 */
async function figuresBy(
  db: Db,
  key: Key,
  w: repo.Window,
  filter: repo.PlayFilter,
  merchantFigures: boolean,
): Promise<Map<string, ReportFigures>> {
  const moneyKey = key === 'day' || key === 'merchant' || key === 'none' ? key : null;
  const withMoney = merchantFigures && moneyKey !== null;
  const [play, active, money, firsts, registered] = await Promise.all([
    repo.settledPlay(db, key, w, filter),
    repo.activePlayers(db, key, w, filter),
    withMoney ? repo.moneyMoves(db, moneyKey, w) : [],
    withMoney ? repo.firstDeposits(db, moneyKey, w) : [],
    withMoney ? repo.newPlayers(db, moneyKey, w) : [],
  ]);
  const out = new Map<string, ReportFigures>();
  const of = (k: string) => {
    let row = out.get(k);
    if (!row) out.set(k, (row = zero(withMoney)));
    return row;
  };
  for (const p of play) {
    const row = of(p.key);
    row.turnover += Number(p.bet);
    row.ggr += Number(p.bet) - Number(p.win);
  }
  for (const a of active) of(a.key).activePlayers = Number(a.n);
  for (const m of money) {
    const row = of(m.key);
    const n = Number(m.n);
    const amount = Number(m.amount);
    if (m.type === 'deposit') {
      row.depositCount! += n;
      row.depositAmount! += amount;
    } else if (m.type === 'withdraw_post') {
      row.withdrawalCount! += n;
      row.withdrawalAmount! += amount;
    } else if (m.type === 'bonus') row.promotions! += amount;
    // A referral betting rebate taken back (decision 0063) lowers the promotions.
    else if (m.type === 'bonus_clawback') row.promotions! -= amount;
    else if (m.type === 'adjustment') row.adjustments! += amount;
    // A game rebate taken back (a rolled-back round, decision 0058) lowers the rebates.
    else if (m.type === 'game_rebate_clawback') row.rebates! -= amount;
    else row.rebates! += amount;
  }
  for (const f of firsts) {
    const row = of(f.key);
    row.firstDepositCount = Number(f.n);
    row.firstDepositAmount = Number(f.amount);
  }
  for (const r of registered) of(r.key).newPlayers = Number(r.n);
  for (const row of out.values()) finish(row);
  return out;
}

/** The derived figures: bonuses and NGR. */
function finish(row: ReportFigures): ReportFigures {
  if (row.promotions !== null) {
    row.bonuses = row.promotions + row.rebates! + row.adjustments!;
    row.ngr = row.ggr - row.bonuses;
  }
  return row;
}

const sortable = [
  'key',
  'depositCount',
  'depositAmount',
  'withdrawalCount',
  'withdrawalAmount',
  'turnover',
  'ggr',
  'promotions',
  'rebates',
  'adjustments',
  'bonuses',
  'ngr',
  'activePlayers',
  'newPlayers',
  'firstDepositCount',
  'firstDepositAmount',
] as const;
export type ReportSortField = (typeof sortable)[number];
export const reportSortFields = Object.fromEntries(sortable.map((f) => [f, f])) as Record<
  ReportSortField,
  ReportSortField
>;

export function createReports(db: Db, opts: { sessionIdleMinutes: number; timeZone?: string }) {
  const platformZone = opts.timeZone ?? BUSINESS_TIME_ZONE;

  /** The merchants a staff member asks for, within their scope. */
  async function merchantsOf(scope: ReportScope) {
    const all = await repo.merchants(db);
    const own = scope.staffMerchantId;
    const wanted = scope.merchant;
    let ids: number[] | null;
    if (wanted === undefined) ids = [scope.tenantId];
    else if (wanted.toLowerCase() === 'all') {
      if (own !== null) throw new AppError('permission.denied');
      ids = null;
    } else {
      const m = all.find((x) => x.code.toLowerCase() === wanted.toLowerCase());
      if (!m) throw new AppError('not.found');
      if (own !== null && m.id !== own) throw new AppError('permission.denied');
      ids = [m.id];
    }
    const first = all.find((m) => ids === null || ids.includes(m.id)) ?? all[0];
    // Business days in the merchant's own time zone; across merchants, in theirs when they share one,
    // else in the platform's.
    const zones = new Set(
      all.filter((m) => ids === null || ids.includes(m.id)).map((m) => timeZoneOf(m.settings)),
    );
    return {
      ids,
      timeZone: zones.size === 1 ? [...zones][0]! : platformZone,
      byId: new Map(all.map((m) => [m.id, m])),
      currency: first?.settings.currency.code ?? '',
      decimals: first?.settings.currency.decimals ?? 2,
    };
  }

  /** The window of business days [from, to], both inclusive. */
  async function windowOf(
    ids: number[] | null,
    timeZone: string,
    from: string,
    to: string,
  ): Promise<repo.Window> {
    const [start, end] = await repo.dayStarts(db, timeZone, [from, addDays(to, 1)]);
    return { merchantIds: ids, from: start!, to: end!, timeZone };
  }

  return {
    async daily(
      scope: ReportScope,
      q: DailyReportQuery,
    ): Promise<DailyReportValue & { sort: { field: ReportSortField; direction: 'asc' | 'desc' } }> {
      const m = await merchantsOf(scope);
      const timeZone = m.timeZone;
      const today = await repo.businessDate(db, timeZone, clock.now());
      const to = q.to ?? today;
      const from = q.from ?? addDays(to, -6);
      const span = daysBetween(from, to);
      if (!(span >= 0 && span < REPORT_MAX_DAYS)) throw new AppError('request_param_err', { to: 'range' });
      const w = await windowOf(m.ids, timeZone, from, to);
      const filter = { vendor: q.vendor, category: q.category };
      const merchantFigures = q.vendor === undefined && q.category === undefined;
      const key: Key = q.groupBy;
      const [grouped, totals, vendorRows] = await Promise.all([
        figuresBy(db, key, w, filter, merchantFigures),
        figuresBy(db, 'none', w, filter, merchantFigures),
        key === 'vendor' ? repo.vendors(db) : Promise.resolve([]),
      ]);
      // Every day and every merchant of the range has a row, with zeros when nothing happened.
      const keys = new Set(grouped.keys());
      if (key === 'day') for (let d = from; d <= to; d = addDays(d, 1)) keys.add(d);
      if (key === 'merchant') for (const id of m.ids ?? [...m.byId.keys()]) keys.add(String(id));
      const vendorName = new Map(vendorRows.map((v) => [v.code, v.name]));
      const rowsAll: DailyReportRow[] = [...keys].map((k) => {
        const figures = grouped.get(k) ?? zero(merchantFigures && key !== 'vendor' && key !== 'category');
        if (key === 'merchant') {
          const merchant = m.byId.get(Number(k));
          return { key: merchant?.code ?? k, label: merchant?.name ?? k, ...figures };
        }
        return { key: k, label: key === 'vendor' ? (vendorName.get(k) ?? k) : k, ...figures };
      });
      const order = sortOf(
        q.sort,
        reportSortFields,
        key === 'day' ? { column: 'key', direction: 'desc' } : { column: 'turnover', direction: 'desc' },
      );
      const sort = { field: order.column, direction: order.direction };
      const dir = sort.direction === 'asc' ? 1 : -1;
      rowsAll.sort((a, b) => {
        const x = a[sort.field];
        const y = b[sort.field];
        if (x === y) return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
        if (x === null) return 1;
        if (y === null) return -1;
        return (x < y ? -1 : 1) * dir;
      });
      const rows =
        q.format === 'csv' ? rowsAll : rowsAll.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
      return {
        rows,
        total: rowsAll.length,
        totals: totals.get('') ?? zero(merchantFigures),
        from,
        to,
        groupBy: key,
        timeZone,
        currency: m.currency,
        decimals: m.decimals,
        sort,
      };
    },

    /** Cost per reward against the turnover it brought, by reward source (decision 0048). */
    async rewards(scope: ReportScope, q: RewardReportQuery): Promise<RewardReportValue> {
      const m = await merchantsOf(scope);
      const timeZone = m.timeZone;
      const today = await repo.businessDate(db, timeZone, clock.now());
      const to = q.to ?? today;
      const from = q.from ?? addDays(to, -29);
      const span = daysBetween(from, to);
      if (!(span >= 0 && span < REPORT_MAX_DAYS)) throw new AppError('request_param_err', { to: 'range' });
      const w = await windowOf(m.ids, timeZone, from, to);
      const ratio = (turnover: number, cost: number) =>
        cost > 0 ? Math.round((turnover / cost) * 100) / 100 : null;
      const rows: RewardReportRow[] = (await repo.rewardGrants(db, w))
        .map((r) => ({
          source: r.source,
          grants: Number(r.grants),
          cost: Number(r.cost),
          pointGrants: Number(r.point_grants),
          points: Number(r.points),
          members: Number(r.members),
          turnover: Number(r.turnover),
          turnoverPerCost: ratio(Number(r.turnover), Number(r.cost)),
        }))
        .sort((a, b) => b.cost - a.cost || b.points - a.points || (a.source < b.source ? -1 : 1));
      const sum = (f: 'grants' | 'cost' | 'pointGrants' | 'points' | 'turnover') =>
        rows.reduce((n, r) => n + r[f], 0);
      // A member rewarded by two sources counts once in the totals' members; turnover is the rows' sum
      // (each source's own attribution).
      const members = new Set<number>();
      for (const id of await repo.rewardedMembers(db, w)) members.add(id);
      return {
        rows,
        total: rows.length,
        totals: {
          grants: sum('grants'),
          cost: sum('cost'),
          pointGrants: sum('pointGrants'),
          points: sum('points'),
          members: members.size,
          turnover: sum('turnover'),
          turnoverPerCost: ratio(sum('turnover'), sum('cost')),
        },
        from,
        to,
        timeZone,
        currency: m.currency,
        decimals: m.decimals,
      };
    },

    async dashboard(scope: ReportScope): Promise<DashboardValue> {
      const m = await merchantsOf(scope);
      const timeZone = m.timeZone;
      const now = clock.now();
      const today = await repo.businessDate(db, timeZone, now);
      const first = addDays(today, -(DASHBOARD_DAYS - 1));
      const days = Array.from({ length: DASHBOARD_DAYS + 1 }, (_, i) => addDays(first, i));
      const starts = await repo.dayStarts(db, timeZone, days);
      const todayStart = starts[DASHBOARD_DAYS - 1]!;
      const yesterdayStart = starts[DASHBOARD_DAYS - 2]!;
      const soFar = now.getTime() - todayStart.getTime();
      const base = { merchantIds: m.ids, timeZone };
      const [todayFigures, yesterdayFigures, series, pending, online] = await Promise.all([
        figuresBy(db, 'none', { ...base, from: todayStart, to: now }, {}, true),
        figuresBy(
          db,
          'none',
          { ...base, from: yesterdayStart, to: new Date(yesterdayStart.getTime() + soFar) },
          {},
          true,
        ),
        figuresBy(db, 'day', { ...base, from: starts[0]!, to: now }, {}, true),
        repo.pendingCounts(db, m.ids),
        repo.onlineSessions(db, m.ids, now, new Date(now.getTime() - opts.sessionIdleMinutes * 60_000)),
      ]);
      return {
        asOf: now.toISOString(),
        timeZone,
        currency: m.currency,
        decimals: m.decimals,
        today: todayFigures.get('') ?? zero(true),
        yesterday: yesterdayFigures.get('') ?? zero(true),
        series: days.slice(0, DASHBOARD_DAYS).map((day): DashboardDay => {
          const f = series.get(day) ?? zero(true);
          return {
            day,
            depositAmount: f.depositAmount ?? 0,
            withdrawalAmount: f.withdrawalAmount ?? 0,
            turnover: f.turnover,
            ggr: f.ggr,
            ngr: f.ngr ?? 0,
            activePlayers: f.activePlayers,
            newPlayers: f.newPlayers ?? 0,
          };
        }),
        pending,
        onlineSessions: online,
      };
    },
  };
}
export type Reports = ReturnType<typeof createReports>;
