import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

export interface DepositFilters {
  status?: 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'EXPIRED';
  method?: 'PG' | 'MT';
  channel?: string;
  member?: string;
  from?: Date;
  to?: Date;
  minAmount?: bigint;
  maxAmount?: bigint;
}
export type DepositSort = 'o.id' | 'o.created_at' | 'o.amount';

/** Deposit orders of a merchant with member, channel and whether a receipt was uploaded. */
export async function depositPage(
  db: Db,
  merchantId: number,
  f: DepositFilters,
  page: { limit: number; offset: number; sort: DepositSort; direction: 'asc' | 'desc' },
) {
  let base = db
    .selectFrom('deposit_order as o')
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .innerJoin('payment_channel as ch', 'ch.id', 'o.channel_id')
    .where('o.merchant_id', '=', merchantId);
  if (f.status) base = base.where('o.status', '=', f.status);
  if (f.method) base = base.where('ch.method', '=', f.method);
  if (f.channel) base = base.where('ch.code', '=', f.channel);
  if (f.member) base = base.where(sql<string>`lower(c.username)`, '=', f.member.toLowerCase());
  if (f.from) base = base.where('o.created_at', '>=', f.from);
  if (f.to) base = base.where('o.created_at', '<=', f.to);
  if (f.minAmount !== undefined) base = base.where('o.amount', '>=', f.minAmount);
  if (f.maxAmount !== undefined) base = base.where('o.amount', '<=', f.maxAmount);
  const [rows, count] = await Promise.all([
    base
      .select([
        'o.id',
        'o.customer_id',
        'c.username',
        'ch.code as channel',
        'ch.method',
        'o.amount',
        'o.fee',
        'o.rebate',
        'o.bonus',
        'o.status',
        'o.reference_no',
        'o.reject_reason',
        'o.decided_by',
        'o.created_at',
        'o.settled_at',
        (eb) =>
          eb
            .exists(
              eb.selectFrom('deposit_receipt as r').select('r.order_id').whereRef('r.order_id', '=', 'o.id'),
            )
            .as('has_receipt'),
      ])
      .orderBy(page.sort, page.direction)
      .orderBy('o.id', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

export interface WithdrawalFilters {
  status?: 'PENDING' | 'APPROVED' | 'REJECTED';
  member?: string;
  from?: Date;
  to?: Date;
  minAmount?: bigint;
  maxAmount?: bigint;
}
export type WithdrawalSort = 'queue' | 'w.id' | 'w.created_at' | 'w.amount';

/**
 * Withdrawal orders of a merchant (reserved ones: an order whose money was never reserved does not
 * exist for the member either). `queue` order: pending first, oldest pending first, then the newest decided.
 */
export async function withdrawalPage(
  db: Db,
  merchantId: number,
  f: WithdrawalFilters,
  page: { limit: number; offset: number; sort: WithdrawalSort; direction: 'asc' | 'desc' },
) {
  let base = db
    .selectFrom('withdrawal_order as w')
    .innerJoin('customer as c', 'c.id', 'w.customer_id')
    .where('w.merchant_id', '=', merchantId)
    .where('w.reserve_transfer_id', 'is not', null);
  if (f.status) base = base.where('w.status', '=', f.status);
  if (f.member) base = base.where(sql<string>`lower(c.username)`, '=', f.member.toLowerCase());
  if (f.from) base = base.where('w.created_at', '>=', f.from);
  if (f.to) base = base.where('w.created_at', '<=', f.to);
  if (f.minAmount !== undefined) base = base.where('w.amount', '>=', f.minAmount);
  if (f.maxAmount !== undefined) base = base.where('w.amount', '<=', f.maxAmount);
  let query = base.select([
    'w.id',
    'w.customer_id',
    'c.username',
    'w.amount',
    'w.fee',
    'w.bank_name',
    'w.account_number',
    'w.payee_name',
    'w.status',
    'w.reject_reason',
    'w.decided_by',
    'w.created_at',
    'w.decided_at',
  ]);
  query =
    page.sort === 'queue'
      ? query
          .orderBy(sql`case when w.status = 'PENDING' then 0 else 1 end`)
          .orderBy(sql`case when w.status = 'PENDING' then w.id else -w.id end`)
      : query.orderBy(page.sort, page.direction).orderBy('w.id', page.direction);
  const [rows, count] = await Promise.all([
    query.limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * The risk facts of withdrawal orders, in three statements for a whole page: whether an earlier withdrawal
 * of the member was paid out, how many other members share one of its login IPs, and whether a bank card
 * was added or removed in the 24 hours before the order.
 */
export async function riskFacts(db: Db, merchantId: number, orderIds: bigint[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('withdrawal_order as w')
    .select([
      'w.id',
      'w.customer_id',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('withdrawal_order as p')
              .select('p.id')
              .whereRef('p.customer_id', '=', 'w.customer_id')
              .where('p.status', '=', 'APPROVED')
              .whereRef('p.id', '<', 'w.id'),
          )
          .as('paid_before'),
      sql<string>`(select count(distinct other.customer_id) from login_ip mine
          join login_ip other on other.ip = mine.ip and other.customer_id <> mine.customer_id
          join customer oc on oc.id = other.customer_id and oc.merchant_id = ${merchantId} and oc.type <> 4
          where mine.customer_id = w.customer_id)`.as('shared_ip_members'),
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('bank_card as b')
              .select('b.id')
              .whereRef('b.customer_id', '=', 'w.customer_id')
              .where((x) =>
                x.or([
                  x.and([
                    x('b.created_at', '<=', x.ref('w.created_at')),
                    x('b.created_at', '>', sql<Date>`w.created_at - interval '24 hours'`),
                  ]),
                  x.and([
                    x('b.deleted_at', '<=', x.ref('w.created_at')),
                    x('b.deleted_at', '>', sql<Date>`w.created_at - interval '24 hours'`),
                  ]),
                ]),
              ),
          )
          .as('card_changed'),
    ])
    .where('w.merchant_id', '=', merchantId)
    .where('w.id', 'in', orderIds)
    .execute();
}

/** Pending orders waiting for staff, and the newest order ids (the admin app polls it for new orders). */
export async function pendingCounts(db: Db, merchantId: number) {
  const [deposits, withdrawals] = await Promise.all([
    db
      .selectFrom('deposit_order as o')
      .innerJoin('payment_channel as ch', 'ch.id', 'o.channel_id')
      .select([
        sql<string>`count(*) filter (where o.status = 'PENDING' and ch.method = 'MT')`.as('pending'),
        sql<string | null>`max(o.id)`.as('latest'),
      ])
      .where('o.merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawal_order')
      .select([
        sql<string>`count(*) filter (where status = 'PENDING' and reserve_transfer_id is not null)`.as(
          'pending',
        ),
        sql<string | null>`max(id) filter (where reserve_transfer_id is not null)`.as('latest'),
      ])
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    deposits: Number(deposits.pending),
    withdrawals: Number(withdrawals.pending),
    latestDepositId: deposits.latest === null ? null : String(deposits.latest),
    latestWithdrawalId: withdrawals.latest === null ? null : String(withdrawals.latest),
  };
}

export interface CallbackFilters {
  channel?: string;
  orderId?: bigint;
  outcome?: 'ok' | 'refused';
  from?: Date;
  to?: Date;
}

/** The payment callbacks received for the merchant's orders, newest first. */
export async function callbackPage(
  db: Db,
  merchantId: number,
  f: CallbackFilters,
  page: { limit: number; offset: number; ascending: boolean },
) {
  let base = db.selectFrom('payment_callback_log').where('merchant_id', '=', merchantId);
  if (f.channel) base = base.where('channel_code', '=', f.channel);
  if (f.orderId !== undefined) base = base.where('order_id', '=', f.orderId);
  if (f.outcome === 'ok') base = base.where('outcome', '=', 200);
  if (f.outcome === 'refused') base = base.where('outcome', '<>', 200);
  if (f.from) base = base.where('received_at', '>=', f.from);
  if (f.to) base = base.where('received_at', '<=', f.to);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('id', page.ascending ? 'asc' : 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
