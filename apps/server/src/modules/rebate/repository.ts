import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;
type Conn = Db | Trx;

/** The merchant's rebate configuration row, or undefined (nothing configured: every category off). */
export function config(db: Conn, merchantId: number) {
  return db.selectFrom('rebate_config').selectAll().where('merchant_id', '=', merchantId).executeTakeFirst();
}

export async function saveConfig(
  db: Conn,
  merchantId: number,
  c: {
    categories: Record<string, { enabled: boolean; rateBp: number }>;
    turnoverMultiple: number;
    claimDaysBack: number;
  },
) {
  const values = {
    categories: JSON.stringify(c.categories),
    turnover_multiple: c.turnoverMultiple,
    claim_days_back: c.claimDaysBack,
  };
  await db
    .insertInto('rebate_config')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** What was paid to a member for one business day, per category. */
export async function paidByCategory(db: Conn, customerId: number, balanceDate: string) {
  const rows = await db
    .selectFrom('rebate_disbursement')
    .select(['category', sql<string>`coalesce(sum(amount), 0)`.as('paid')])
    .where('customer_id', '=', customerId)
    .where('balance_date', '=', balanceDate)
    .groupBy('category')
    .execute();
  return new Map(rows.map((r) => [r.category, BigInt(r.paid)]));
}

/** Paid so far and the last payment's number for one day and category, read in one statement. */
export async function paidSoFar(trx: Conn, customerId: number, balanceDate: string, category: string) {
  const row = await trx
    .selectFrom('rebate_disbursement')
    .select([sql<string>`coalesce(sum(amount), 0)`.as('paid'), sql<number>`coalesce(max(seq), 0)`.as('seq')])
    .where('customer_id', '=', customerId)
    .where('balance_date', '=', balanceDate)
    .where('category', '=', category)
    .executeTakeFirstOrThrow();
  return { paid: BigInt(row.paid), seq: Number(row.seq) };
}

/**
 * One payment; undefined when another claim took this payment number first (the unique
 * (member, day, category, seq) key), in which case nothing may be paid.
 */
export function insertDisbursement(
  trx: Conn,
  d: {
    merchantId: number;
    customerId: number;
    balanceDate: string;
    category: string;
    seq: number;
    validBet: bigint;
    rateBp: number;
    amount: bigint;
  },
) {
  return trx
    .insertInto('rebate_disbursement')
    .values({
      merchant_id: d.merchantId,
      customer_id: d.customerId,
      balance_date: d.balanceDate,
      category: d.category,
      seq: d.seq,
      valid_bet: d.validBet,
      rate_bp: d.rateBp,
      amount: d.amount,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'balance_date', 'category', 'seq']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

/** The back office's list of payments, newest first. */
export async function disbursements(
  db: Db,
  q: { merchantId: number; username?: string; balanceDate?: string; offset: number; limit: number },
) {
  const base = db
    .selectFrom('rebate_disbursement as d')
    .innerJoin('customer as c', 'c.id', 'd.customer_id')
    .where('d.merchant_id', '=', q.merchantId)
    .$if(!!q.username, (w) => w.where('c.username', '=', q.username!))
    .$if(!!q.balanceDate, (w) => w.where('d.balance_date', '=', q.balanceDate!));
  const [rows, count] = await Promise.all([
    base
      .select([
        'd.id',
        'c.username',
        'd.balance_date',
        'd.category',
        'd.valid_bet',
        'd.rate_bp',
        'd.amount',
        'd.created_at',
      ])
      .orderBy('d.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Serialises one member's rebate claims for the rest of the transaction (taken before any ledger lock, so
 * two claims cannot wait on each other's accounts).
 */
export async function lockMember(trx: Trx, customerId: number) {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`rebate:${customerId}`}, 0))`.execute(trx);
}
