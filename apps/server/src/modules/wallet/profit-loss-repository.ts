import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** A member's days: the merchant's time zone and an inclusive range of dates (YYYY-MM-DD). */
export interface DayRange {
  merchantId: number;
  customerId: number;
  timeZone: string;
  startDate: string;
  endDate: string;
}

/**
 * Money moves of a member per day and type: deposits, paid-out withdrawals, deposit rebates, bonuses
 * granted (into the bonus wallet) and wager rebates (the lottery's, so far).
 */
export function moneyByDay(db: Db, { merchantId, customerId, timeZone, startDate, endDate }: DayRange) {
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
        .select(['t.type', 't.amount', 't.created_at'])
        .where('a.owner_id', '=', customerId)
        .where('a.kind', 'in', ['cash', 'withdrawHold', 'bonus'])
        .where('t.merchant_id', '=', merchantId)
        .where('t.type', 'in', ['deposit', 'withdraw_post', 'deposit_rebate', 'bonus', 'lottery_rebate'])
        .as('m'),
    )
    .select([day.as('day'), 'type', sql<string>`sum(amount)`.as('total')])
    .where(inRange)
    .groupBy([sql`1`, 'type'])
    .execute();
}

/** Settled cash bets and wins of a member per day, of one game category or all (undefined). */
export function betsByDay(
  db: Db,
  { merchantId, customerId, timeZone, startDate, endDate }: DayRange,
  gameType: string | undefined,
) {
  return db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .select([
      sql<string>`to_char(b.settled_at at time zone ${timeZone}, 'YYYY-MM-DD')`.as('day'),
      sql<string>`sum(b.bet_amount)`.as('bet'),
      sql<string>`sum(b.win_amount)`.as('win'),
    ])
    .where('b.customer_id', '=', customerId)
    .where('b.merchant_id', '=', merchantId)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where(
      sql<boolean>`(b.settled_at at time zone ${timeZone})::date between ${startDate}::date and ${endDate}::date`,
    )
    .$if(gameType !== undefined, (qb) => qb.where('v.game_type', '=', gameType!))
    .groupBy(sql`1`)
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
