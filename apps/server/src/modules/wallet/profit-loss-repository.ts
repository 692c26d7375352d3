import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import { inTeam } from '../agents/tree-repository.ts';

/**
 * Whose figures: one member, or an agent's team (the agent and everyone below it). Every figure a member
 * or an agent sees (personal P&L, the agent centre's reports) comes from the queries below with one of
 * these (decision 0055), so the two cannot disagree.
 */
export type CustomerSet = { customerId: number } | { teamOf: number } | { downlineOf: number };

/** A condition on a customer-id column: the customer is in the set. */
export const inSet = (column: Expression<number>, set: CustomerSet): Expression<SqlBool> =>
  'customerId' in set
    ? sql<SqlBool>`${column} = ${set.customerId}`
    : 'teamOf' in set
      ? inTeam(column, set.teamOf)
      : sql<SqlBool>`(${column} <> ${set.downlineOf} and ${inTeam(column, set.downlineOf)})`;

/** Whose days: the customers, the merchant's time zone and an inclusive range of dates (YYYY-MM-DD). */
export interface DayRange {
  merchantId: number;
  customers: CustomerSet;
  timeZone: string;
  startDate: string;
  endDate: string;
}

/** The money moves personal P&L shows. */
export const PERSONAL_MONEY_TYPES = [
  'deposit',
  'withdraw_post',
  'deposit_rebate',
  'bonus',
  'lottery_rebate',
  'game_rebate',
  'game_rebate_clawback',
  'bonus_clawback',
] as const;

/**
 * Money taken back, as negative amounts: rebates (decision 0058) count against the rebates, a bonus taken
 * back (a referral betting rebate, decision 0063) against the promotions.
 */
export const CLAWBACK_TYPES = ['agent_rebate_clawback', 'game_rebate_clawback', 'bonus_clawback'] as const;

/**
 * Money moves per day, customer and type, touching the customers' cash, withdrawal hold or bonus
 * wallet: by default deposits, paid-out withdrawals, deposit rebates, bonuses granted (into the bonus
 * wallet) and wager rebates (the lottery's); `types` widens it (fees, salaries, dividends, agent rebates).
 */
export function moneyByDay(
  db: Db,
  { merchantId, customers, timeZone, startDate, endDate }: DayRange,
  types: readonly string[] = PERSONAL_MONEY_TYPES,
) {
  const day = sql<string>`to_char(created_at at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const inRange = sql<boolean>`(created_at at time zone ${timeZone})::date between ${startDate}::date and ${endDate}::date`;
  return db
    .selectFrom(
      db
        .selectFrom('ledger_transfer as t')
        .innerJoin('ledger_account as a', (j) =>
          j.on((eb) =>
            eb.or([eb('a.id', '=', eb.ref('t.from_account')), eb('a.id', '=', eb.ref('t.to_account'))]),
          ),
        )
        .select([
          't.type',
          sql<bigint>`case when t.type in (${sql.join([...CLAWBACK_TYPES])}) then -t.amount else t.amount end`.as(
            'amount',
          ),
          't.created_at',
          'a.owner_id',
        ])
        .where(inSet(sql.ref('a.owner_id'), customers))
        .where('a.kind', 'in', ['cash', 'withdrawHold', 'bonus'])
        .where('t.merchant_id', '=', merchantId)
        .where('t.type', 'in', [...types])
        .as('m'),
    )
    .select([
      day.as('day'),
      sql<number>`owner_id`.as('customer_id'),
      'type',
      sql<string>`sum(amount)`.as('total'),
    ])
    .where(inRange)
    .groupBy([sql`1`, 'owner_id', 'type'])
    .execute();
}

/** Settled cash bets and wins per day and customer, of one game category or all (undefined). */
export function betsByDay(
  db: Db,
  { merchantId, customers, timeZone, startDate, endDate }: DayRange,
  gameType: string | undefined,
) {
  return db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .select([
      sql<string>`to_char(b.settled_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      'b.customer_id',
      sql<string>`sum(b.bet_amount)`.as('bet'),
      sql<string>`sum(b.win_amount)`.as('win'),
    ])
    .where(inSet(sql.ref('b.customer_id'), customers))
    .where('b.merchant_id', '=', merchantId)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where(
      sql<boolean>`(b.settled_at at time zone ${timeZone})::date between ${startDate}::date and ${endDate}::date`,
    )
    .$if(gameType !== undefined, (qb) => qb.where('v.game_type', '=', gameType!))
    .groupBy([sql`1`, 'b.customer_id'])
    .execute();
}

/** The sum of a member's withdrawals waiting to be paid out or returned. */
export async function pendingWithdrawals(db: Db, customerId: number): Promise<bigint> {
  const row = await db
    .selectFrom('withdrawal_order')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('total'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'PENDING')
    .where('reserve_transfer_id', 'is not', null)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
