import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import { downlineQuery, inTeam } from '../agents/tree-repository.ts';

// The figures themselves come from the one set of queries personal P&L, the betting record and the account
// record use, widened to a set of customers (decision 0055).
export { betsByDay, moneyByDay, type CustomerSet, type DayRange } from '../wallet/profit-loss-repository.ts';
import { inSet, type DayRange } from '../wallet/profit-loss-repository.ts';
export { betPage } from '../games/vendor-repository.ts';
export { entryPage } from '../wallet/repository.ts';

/** Everyone below the agent, with depth, upline, type and registration day in `timeZone`. */
export function downline(db: Db, agentId: number, timeZone: string) {
  return db
    .selectFrom(downlineQuery(db, agentId).as('d'))
    .innerJoin('customer as c', 'c.id', 'd.id')
    .select([
      'c.id',
      'c.username',
      'c.type',
      'c.parent_id',
      'd.depth',
      sql<string>`to_char(c.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('reg_day'),
    ])
    .execute();
}

/** A member of the merchant by user name (null when there is none). */
export function memberByUsername(db: Db, merchantId: number, username: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type', 'parent_id'])
    .where('merchant_id', '=', merchantId)
    .where(sql<SqlBool>`lower(username) = lower(${username})`)
    .executeTakeFirst();
}

export function membersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type', 'parent_id'])
    .where('id', 'in', ids)
    .execute();
}

const inDays = (column: string, timeZone: string, startDate: string, endDate: string) =>
  sql<SqlBool>`(${sql.ref(column)} at time zone ${timeZone})::date between ${startDate}::date and ${endDate}::date`;

/** Who of the team (below the agent) logged in on which day. */
export function loginDays(db: Db, agentId: number, timeZone: string, startDate: string, endDate: string) {
  return db
    .selectFrom('member_login as l')
    .select([
      sql<string>`to_char(l.created_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      'l.customer_id',
    ])
    .where('l.customer_id', 'in', downlineQuery(db, agentId).clearSelect().select('id'))
    .where(inDays('l.created_at', timeZone, startDate, endDate))
    .groupBy([sql`1`, 'l.customer_id'])
    .execute();
}

/** The day of each team member's first deposit ever, for those whose first deposit falls in the range. */
export async function firstDepositDays(
  db: Db,
  merchantId: number,
  agentId: number,
  timeZone: string,
  startDate: string,
  endDate: string,
) {
  const { rows } = await sql<{ customer_id: number; day: string }>`
    select a.owner_id as customer_id,
      to_char(min(t.created_at) at time zone ${timeZone}, 'YYYY-MM-DD') as day
    from ledger_transfer t join ledger_account a on a.id = t.to_account
    where t.merchant_id = ${merchantId} and t.type = 'deposit' and a.kind = 'cash'
      and a.ledger = 'cash' and ${inTeam(sql.ref('a.owner_id'), agentId)}
    group by a.owner_id
    having (min(t.created_at) at time zone ${timeZone})::date between ${startDate}::date and ${endDate}::date`.execute(
    db,
  );
  return rows;
}

/** Team members below the agent with a live session: not revoked, not expired, used since `idleSince`. */
export async function onlineCount(db: Db, agentId: number, now: Date, idleSince: Date): Promise<number> {
  const row = await db
    .selectFrom('session as s')
    .select(sql<string>`count(distinct s.customer_id)`.as('n'))
    .where('s.customer_id', 'in', downlineQuery(db, agentId).clearSelect().select('id'))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_seen_at', '>', idleSince)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Main-wallet cash of the agent and its whole team. */
export async function teamCash(db: Db, merchantId: number, agentId: number): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account as a')
    .select(sql<string>`coalesce(sum(a.balance), 0)`.as('total'))
    .where('a.merchant_id', '=', merchantId)
    .where('a.ledger', '=', 'cash')
    .where('a.kind', '=', 'cash')
    .where(inTeam(sql.ref('a.owner_id'), agentId))
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * The agent's income as accrued (`commission_accrue` into its commission payable), by kind, product and the
 * member whose play earned it, over the range.
 */
export function accruals(
  db: Db,
  merchantId: number,
  agentId: number,
  timeZone: string,
  startDate: string,
  endDate: string,
) {
  // Income accrued into the agent's commission payable, less agent rebates clawed back from its cash
  // (decision 0058), which carry the same meta.
  return db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as a', (j) =>
      j.on(
        sql<SqlBool>`a.id = case when t.type = 'commission_accrue' then t.to_account else t.from_account end`,
      ),
    )
    .select([
      sql<string | null>`t.meta->>'kind'`.as('kind'),
      sql<string | null>`t.meta->>'product'`.as('product'),
      sql<string | null>`t.meta->>'memberId'`.as('member_id'),
      sql<string>`sum(case when t.type = 'commission_accrue' then t.amount else -t.amount end)`.as('total'),
    ])
    .where('t.merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        eb.and([eb('t.type', '=', 'commission_accrue'), eb('a.kind', '=', 'commissionPayable')]),
        eb.and([eb('t.type', '=', 'agent_rebate_clawback'), eb('a.kind', '=', 'cash')]),
      ]),
    )
    .where('a.owner_id', '=', agentId)
    .where(inDays('t.created_at', timeZone, startDate, endDate))
    .groupBy([sql`1`, sql`2`, sql`3`])
    .execute();
}

export { uplines } from '../agents/tree-repository.ts';

/**
 * Jackpot wins inside the customers' settled cash bets, per customer (decision 0059): the house vendor pays
 * a jackpot as a seamless `win` of its own whose transaction id ends in `:jackpot` (decision 0009), applied
 * (`OK`, not a tombstone). Dated by the bet's settle day and filtered by category like `betsByDay`, so it is
 * the part of its wins that the jackpot paid.
 */
export function jackpotWins(
  db: Db,
  { merchantId, customers, timeZone, startDate, endDate }: DayRange,
  gameType: string | undefined,
) {
  return db
    .selectFrom('vendor_tx as x')
    .innerJoin('bet_record as b', (j) =>
      j
        .onRef('b.vendor_code', '=', 'x.vendor_code')
        .onRef('b.round_id', '=', 'x.round_id')
        .onRef('b.customer_id', '=', 'x.customer_id'),
    )
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .select(['b.customer_id', sql<string>`sum(x.amount)`.as('total')])
    .where('x.kind', '=', 'win')
    .where('x.status', '=', 'OK')
    .where('x.tombstone', '=', false)
    .where('x.transaction_id', 'like', '%:jackpot')
    .where(inSet(sql.ref('b.customer_id'), customers))
    .where('b.merchant_id', '=', merchantId)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where(
      sql<SqlBool>`(b.settled_at at time zone ${timeZone})::date between ${startDate}::date and ${endDate}::date`,
    )
    .$if(gameType !== undefined, (qb) => qb.where('v.game_type', '=', gameType!))
    .groupBy('b.customer_id')
    .execute();
}
