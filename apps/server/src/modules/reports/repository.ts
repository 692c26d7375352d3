import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/client.ts';

/**
 * The reports' SQL (decision 0033): money moves from the ledger's transfers, play from the betting record,
 * players from the customer table. Each query sums over a window of instants [from, to) and groups by one
 * key, chosen from a fixed list (never from input): the business day, the merchant, the vendor, the game
 * category, or nothing (one row).
 */
export type GroupKey = 'day' | 'merchant' | 'vendor' | 'category' | 'none';

export interface Window {
  /** Merchants to read; null: every merchant. */
  merchantIds: number[] | null;
  from: Date;
  to: Date;
  timeZone: string;
}

export interface PlayFilter {
  vendor?: string;
  category?: string;
}

/** The key of a row, as SQL over a table's time column, merchant column and (for play) vendor row `v`. */
function keyOf(key: GroupKey, time: RawBuilder<unknown>, merchant: RawBuilder<unknown>, tz: string) {
  switch (key) {
    case 'day':
      return sql<string>`to_char(${time} at time zone ${tz}, 'YYYY-MM-DD')`;
    case 'merchant':
      return sql<string>`${merchant}::text`;
    case 'vendor':
      return sql<string>`v.code`;
    case 'category':
      return sql<string>`v.game_type`;
    case 'none':
      return sql<string>`''`;
  }
}

const inMerchants = (column: RawBuilder<unknown>, ids: number[] | null) =>
  ids === null
    ? sql<boolean>`true`
    : ids.length === 0
      ? sql<boolean>`false`
      : sql<boolean>`${column} in (${sql.join(ids)})`;

/** Ledger transfer types the report reads, and which figure each feeds. */
export const moneyTypes = [
  'deposit',
  'withdraw_post',
  'bonus',
  'deposit_rebate',
  'lottery_rebate',
  'game_rebate',
  'game_rebate_clawback',
  'bonus_clawback',
  'adjustment',
] as const;

/**
 * Count and sum of the cash ledger's transfers of each money type, per key (day, merchant or none). An
 * adjustment counts positive when it credits a member's account and negative when it debits one.
 */
export async function moneyMoves(db: Db, key: 'day' | 'merchant' | 'none', w: Window) {
  const k = keyOf(key, sql`t.created_at`, sql`t.merchant_id`, w.timeZone);
  const { rows } = await sql<{ key: string; type: string; n: string; amount: string }>`
    select ${k} as key, t.type, count(*)::text as n,
      coalesce(sum(case when t.type = 'adjustment' and ta.owner_id is null then -t.amount else t.amount end), 0)::text as amount
    from ledger_transfer t
    join ledger_account ta on ta.id = t.to_account
    where t.ledger = 'cash'
      and t.type in (${sql.join([...moneyTypes])})
      and ${inMerchants(sql`t.merchant_id`, w.merchantIds)}
      and t.created_at >= ${w.from} and t.created_at < ${w.to}
    group by 1, 2`.execute(db);
  return rows;
}

/**
 * Each member's first deposit ever (the first `deposit` transfer into a member's cash account), counted
 * where it falls inside the window.
 */
export async function firstDeposits(db: Db, key: 'day' | 'merchant' | 'none', w: Window) {
  const k = keyOf(key, sql`f.created_at`, sql`f.merchant_id`, w.timeZone);
  const { rows } = await sql<{ key: string; n: string; amount: string }>`
    select ${k} as key, count(*)::text as n, coalesce(sum(f.amount), 0)::text as amount
    from (
      select distinct on (a.owner_id) a.owner_id, t.merchant_id, t.amount, t.created_at
      from ledger_transfer t
      join ledger_account a on a.id = t.to_account
      where t.ledger = 'cash' and t.type = 'deposit' and a.owner_id is not null
        and ${inMerchants(sql`t.merchant_id`, w.merchantIds)}
        and t.created_at < ${w.to}
      order by a.owner_id, t.created_at, t.id
    ) f
    where f.created_at >= ${w.from}
    group by 1`.execute(db);
  return rows;
}

/** Members registered in the window (trial accounts, type 4, are not players). */
export async function newPlayers(db: Db, key: 'day' | 'merchant' | 'none', w: Window) {
  const k = keyOf(key, sql`c.created_at`, sql`c.merchant_id`, w.timeZone);
  const { rows } = await sql<{ key: string; n: string }>`
    select ${k} as key, count(*)::text as n
    from customer c
    where c.type <> 4
      and ${inMerchants(sql`c.merchant_id`, w.merchantIds)}
      and c.created_at >= ${w.from} and c.created_at < ${w.to}
    group by 1`.execute(db);
  return rows;
}

const playFilter = (f: PlayFilter) =>
  sql<boolean>`${f.vendor === undefined ? sql`true` : sql`v.code = ${f.vendor}`}
    and ${f.category === undefined ? sql`true` : sql`v.game_type = ${f.category}`}`;

/**
 * Rounds settled in the window on the cash ledger: their net stakes (turnover, the member P&L's bets) and
 * payouts, per key. Open and rolled-back rounds never count (decision 0020).
 */
export async function settledPlay(db: Db, key: GroupKey, w: Window, f: PlayFilter) {
  const k = keyOf(key, sql`b.settled_at`, sql`b.merchant_id`, w.timeZone);
  const { rows } = await sql<{ key: string; bet: string; win: string }>`
    select ${k} as key, coalesce(sum(b.bet_amount), 0)::text as bet, coalesce(sum(b.win_amount), 0)::text as win
    from bet_record b
    join game_vendor v on v.code = b.vendor_code
    where b.ledger = 'cash' and b.status = 'SETTLED'
      and ${inMerchants(sql`b.merchant_id`, w.merchantIds)}
      and b.settled_at >= ${w.from} and b.settled_at < ${w.to}
      and ${playFilter(f)}
    group by 1`.execute(db);
  return rows;
}

/** Members who placed a bet in the window (the round's first bet), on the cash ledger, per key. */
export async function activePlayers(db: Db, key: GroupKey, w: Window, f: PlayFilter) {
  const k = keyOf(key, sql`b.placed_at`, sql`b.merchant_id`, w.timeZone);
  const { rows } = await sql<{ key: string; n: string }>`
    select ${k} as key, count(distinct b.customer_id)::text as n
    from bet_record b
    join game_vendor v on v.code = b.vendor_code
    where b.ledger = 'cash'
      and ${inMerchants(sql`b.merchant_id`, w.merchantIds)}
      and b.placed_at >= ${w.from} and b.placed_at < ${w.to}
      and ${playFilter(f)}
    group by 1`.execute(db);
  return rows;
}

/** The rewards granted in the window: one row per grant (source, ledger, merchant, member, amount, time). */
const grantsIn = (w: Window) => sql`
      select split_part(t.idempotency_key, ':', 1) as source, t.ledger, t.merchant_id, ta.owner_id as customer_id,
        t.amount, t.created_at
      from ledger_transfer t
      join ledger_account fa on fa.id = t.from_account
      join ledger_account ta on ta.id = t.to_account
      where ${inMerchants(sql`t.merchant_id`, w.merchantIds)}
        and t.created_at >= ${w.from} and t.created_at < ${w.to}
        and ta.owner_id is not null
        and (
          (t.ledger = 'cash' and t.type = 'bonus' and fa.kind = 'bonusExpense')
          or (t.ledger = 'points' and t.type = 'points' and fa.kind = 'source'
              and t.idempotency_key not like 'points-refund:%')
        )`;

/** The distinct members rewarded in the window, whatever the source. */
export async function rewardedMembers(db: Db, w: Window): Promise<number[]> {
  const { rows } = await sql<{ customer_id: number }>`
    with g as (${grantsIn(w)}) select distinct customer_id from g`.execute(db);
  return rows.map((r) => r.customer_id);
}

/**
 * Rewards granted in the window by source (the grant key's first part): cash bonuses are cash-ledger
 * `bonus` transfers out of the promotion expense account; points are points-ledger transfers out of the
 * house's source (a refund of a refused redemption returns the member's own points: not a reward). With
 * them, each source's members' valid bets (settled cash rounds' stakes) from their first reward of that
 * source in the window up to the window's end, so turnover is counted once per member and source.
 */
export async function rewardGrants(db: Db, w: Window) {
  const { rows } = await sql<{
    source: string;
    grants: string;
    cost: string;
    point_grants: string;
    points: string;
    members: string;
    turnover: string;
  }>`
    with g as (${grantsIn(w)}
    ),
    firsts as (
      select source, merchant_id, customer_id, min(created_at) as first_at from g group by 1, 2, 3
    ),
    played as (
      select f.source, coalesce(sum(b.bet_amount), 0) as turnover
      from firsts f
      join bet_record b on b.customer_id = f.customer_id and b.merchant_id = f.merchant_id
      where b.ledger = 'cash' and b.status = 'SETTLED' and b.settled_at >= f.first_at and b.settled_at < ${w.to}
      group by 1
    )
    select s.source,
      s.grants::text, s.cost::text, s.point_grants::text, s.points::text, s.members::text,
      coalesce(p.turnover, 0)::text as turnover
    from (
      select source,
        count(*) filter (where ledger = 'cash') as grants,
        coalesce(sum(amount) filter (where ledger = 'cash'), 0) as cost,
        count(*) filter (where ledger = 'points') as point_grants,
        coalesce(sum(amount) filter (where ledger = 'points'), 0) as points,
        count(distinct customer_id) as members
      from g group by source
    ) s
    left join played p on p.source = s.source`.execute(db);
  return rows;
}

/** The instant each business day starts, and the business date of an instant. */
export async function dayStarts(db: Db, timeZone: string, days: string[]): Promise<Date[]> {
  if (days.length === 0) return [];
  const { rows } = await sql<{ at: Date }>`
    select (d::date)::timestamp at time zone ${timeZone} as at
    from unnest(${sql.val(days)}::text[]) with ordinality as u(d, n)
    order by n`.execute(db);
  return rows.map((r) => new Date(r.at));
}

export async function businessDate(db: Db, timeZone: string, at: Date): Promise<string> {
  const { rows } = await sql<{ day: string }>`
    select to_char(${at}::timestamptz at time zone ${timeZone}, 'YYYY-MM-DD') as day`.execute(db);
  return rows[0]!.day;
}

/** Merchants by code (for the `merchant` filter) and by id (for names and currencies). */
export function merchants(db: Db) {
  return db.selectFrom('merchant').select(['id', 'code', 'name', 'settings']).orderBy('id').execute();
}

/** Vendor display names. */
export function vendors(db: Db) {
  return db.selectFrom('game_vendor').select(['code', 'name', 'game_type']).execute();
}

/**
 * Manual (bank transfer) deposits waiting for staff, reserved withdrawals waiting for a decision, and
 * balance adjustments waiting for a second staff member: the same counts as the cashier's queue badge
 * (`/bo/v1/cashier/pending-count`), for one merchant or several.
 */
export async function pendingCounts(db: Db, merchantIds: number[] | null) {
  const { rows } = await sql<{ deposits: string; withdrawals: string; adjustments: string }>`
    select
      (select count(*) from deposit_order d join payment_channel c on c.id = d.channel_id
        where d.status = 'PENDING' and c.method = 'MT'
          and ${inMerchants(sql`d.merchant_id`, merchantIds)})::text as deposits,
      (select count(*) from withdrawal_order w
        where w.status = 'PENDING' and w.reserve_transfer_id is not null
          and ${inMerchants(sql`w.merchant_id`, merchantIds)})::text as withdrawals,
      (select count(*) from balance_adjustment a
        where a.status = 'PENDING' and ${inMerchants(sql`a.merchant_id`, merchantIds)})::text as adjustments`.execute(
    db,
  );
  const r = rows[0]!;
  return {
    deposits: Number(r.deposits),
    withdrawals: Number(r.withdrawals),
    adjustments: Number(r.adjustments),
  };
}

/** Member sessions live now: not revoked, not expired, used since `idleSince`. */
export async function onlineSessions(db: Db, merchantIds: number[] | null, now: Date, idleSince: Date) {
  const { rows } = await sql<{ n: string }>`
    select count(*)::text as n
    from session s join customer c on c.id = s.customer_id
    where s.revoked_at is null and s.expires_at > ${now} and s.last_seen_at > ${idleSince}
      and c.type <> 4
      and ${inMerchants(sql`c.merchant_id`, merchantIds)}`.execute(db);
  return Number(rows[0]!.n);
}
