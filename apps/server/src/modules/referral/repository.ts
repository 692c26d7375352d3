import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, ReferralTables } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;
type RewardRow = Omit<ReferralTables['referral_reward'], 'id' | 'created_at'> & { created_at?: Date };
export type IncomeKind = RewardRow['kind'];

// ---- settings ----

export async function config(db: Conn, merchantId: number) {
  const row = await db
    .selectFrom('referral_config')
    .select('config')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.config;
}

export async function allConfigs(db: Conn) {
  return db.selectFrom('referral_config').select(['merchant_id', 'config']).execute();
}

export async function saveConfig(db: Conn, merchantId: number, value: Record<string, unknown>, at: Date) {
  await db
    .insertInto('referral_config')
    .values({ merchant_id: merchantId, config: JSON.stringify(value), updated_at: at })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ config: JSON.stringify(value), updated_at: at }),
    )
    .execute();
}

// ---- codes and friends ----

export async function codeOf(db: Conn, customerId: number) {
  const row = await db
    .selectFrom('referral_code')
    .select('code')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.code;
}

/** Stores a new code; false when the member has one already or the code is taken. */
export async function insertCode(db: Conn, merchantId: number, customerId: number, code: string) {
  const row = await db
    .insertInto('referral_code')
    .values({ customer_id: customerId, merchant_id: merchantId, code })
    .onConflict((oc) => oc.doNothing())
    .returning('code')
    .executeTakeFirst();
  return row !== undefined;
}

/** The member a referral code belongs to (case-insensitive), if it is a real, active member. */
export async function referrerByCode(db: Conn, merchantId: number, code: string) {
  return db
    .selectFrom('referral_code as rc')
    .innerJoin('customer as c', 'c.id', 'rc.customer_id')
    .select(['c.id', 'rc.code'])
    .where('rc.merchant_id', '=', merchantId)
    .where(sql<string>`lower(rc.code)`, '=', code.toLowerCase())
    .where('c.type', '!=', 4)
    .where('c.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

export async function insertReferral(
  db: Conn,
  row: { friend_id: number; merchant_id: number; referrer_id: number; code: string; created_at: Date },
) {
  await db
    .insertInto('referral')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/**
 * Friends not qualified yet whose first approved deposit exists: of one merchant and, when given, one
 * referrer. The first deposit is the earliest SUCCESS order (settle time, then id).
 */
export async function qualifying(db: Conn, merchantId: number, referrerId: number | null, limit: number) {
  const rows = await sql<{
    friend_id: number;
    referrer_id: number;
    order_id: string;
    amount: string;
    settled_at: Date;
  }>`
    select r.friend_id, r.referrer_id, d.id as order_id, d.amount, d.settled_at
    from referral r
    join lateral (
      select o.id, o.amount, o.settled_at from deposit_order o
      where o.customer_id = r.friend_id and o.status = 'SUCCESS' and o.settled_at is not null
      order by o.settled_at, o.id limit 1
    ) d on true
    where r.merchant_id = ${merchantId} and r.qualified_at is null
      ${referrerId === null ? sql`` : sql`and r.referrer_id = ${referrerId}`}
    order by r.friend_id
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ ...r, order_id: BigInt(r.order_id), amount: BigInt(r.amount) }));
}

/** Marks a friend qualified; false when it was already (another run got there first). */
export async function markQualified(
  trx: Conn,
  friendId: number,
  first: { orderId: bigint; amount: bigint; at: Date },
) {
  const row = await trx
    .updateTable('referral')
    .set({ qualified_at: first.at, first_order_id: first.orderId, first_deposit_amount: first.amount })
    .where('friend_id', '=', friendId)
    .where('qualified_at', 'is', null)
    .returning('friend_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Approved deposits of friends since `since` that have no deposit rebate yet. */
export async function unpaidDeposits(
  db: Conn,
  merchantId: number,
  since: Date,
  referrerId: number | null,
  limit: number,
) {
  const rows = await sql<{
    order_id: string;
    amount: string;
    friend_id: number;
    referrer_id: number;
  }>`
    select d.id as order_id, d.amount, r.friend_id, r.referrer_id
    from referral r
    join deposit_order d on d.customer_id = r.friend_id
    where r.merchant_id = ${merchantId} and d.status = 'SUCCESS'
      and d.settled_at >= ${since} and d.settled_at >= r.created_at
      ${referrerId === null ? sql`` : sql`and r.referrer_id = ${referrerId}`}
      and not exists (select 1 from referral_reward w
        where w.merchant_id = r.merchant_id and w.source = 'referral-deposit:' || d.id::text)
    order by d.id
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({ ...r, order_id: BigInt(r.order_id), amount: BigInt(r.amount) }));
}

/** Friends' settled cash stakes in [from, to) per friend and game category (bets after the referral only). */
export async function friendStakes(db: Conn, merchantId: number, from: Date, to: Date) {
  return db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .innerJoin('referral as r', 'r.friend_id', 'b.customer_id')
    .select(['r.referrer_id', 'r.friend_id', 'v.game_type', sql<string>`sum(b.bet_amount)`.as('bet')])
    .where('b.merchant_id', '=', merchantId)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where('b.settled_at', '>=', from)
    .where('b.settled_at', '<', to)
    .whereRef('b.settled_at', '>=', 'r.created_at')
    .groupBy(['r.referrer_id', 'r.friend_id', 'v.game_type'])
    .execute();
}

/**
 * What each (friend, category) betting rebate of one business day has paid so far (revisions summed, a
 * claw-back negative), how many revisions it has, and the rate of its first payment.
 */
export async function bettingPaid(db: Conn, merchantId: number, day: string) {
  return db
    .selectFrom('referral_reward')
    .select([
      'referrer_id',
      'friend_id',
      'game_type',
      sql<string>`sum(amount)`.as('paid'),
      sql<string>`count(*)`.as('revisions'),
      sql<number>`(array_agg(rate_bp order by id))[1]`.as('rate_bp'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'BETTING')
    .where('day', '=', day)
    .groupBy(['referrer_id', 'friend_id', 'game_type'])
    .execute();
}

/** Records an income; false when its source was recorded already (the caller then moves no money). */
export async function insertReward(trx: Conn, row: RewardRow) {
  const inserted = await trx
    .insertInto('referral_reward')
    .values(row)
    .onConflict((oc) => oc.columns(['merchant_id', 'source']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function lockCustomer(trx: Conn, customerId: number) {
  await trx.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
}

// ---- the member's pages ----

export async function friendCounts(db: Conn, referrerId: number) {
  const row = await db
    .selectFrom('referral')
    .select([sql<string>`count(*)`.as('n'), sql<string>`count(qualified_at)`.as('q')])
    .where('referrer_id', '=', referrerId)
    .executeTakeFirstOrThrow();
  return { friends: Number(row.n), qualified: Number(row.q) };
}

/** Income per kind: amount and how many friends (claims for achievements) it came from. */
export async function incomeByKind(db: Conn, referrerId: number, since?: Date) {
  return db
    .selectFrom('referral_reward')
    .select([
      'kind',
      sql<string>`sum(amount)`.as('amount'),
      sql<string>`case when kind = 'ACHIEVEMENT' then count(*) else count(distinct friend_id) end`.as(
        'members',
      ),
    ])
    .where('referrer_id', '=', referrerId)
    .$if(since !== undefined, (q) => q.where('created_at', '>=', since!))
    .groupBy('kind')
    .execute();
}

export async function claimedTiers(db: Conn, referrerId: number) {
  const rows = await db
    .selectFrom('referral_reward')
    .select('tier_id')
    .where('referrer_id', '=', referrerId)
    .where('kind', '=', 'ACHIEVEMENT')
    .execute();
  return new Set(rows.map((r) => r.tier_id));
}

export type FriendFilter = {
  status: 'A' | 'T' | 'F';
  dateType: 'R' | 'D';
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

export async function friends(db: Conn, referrerId: number, f: FriendFilter) {
  const dateColumn = f.dateType === 'D' ? 'r.qualified_at' : 'r.created_at';
  const base = db
    .selectFrom('referral as r')
    .innerJoin('customer as c', 'c.id', 'r.friend_id')
    .where('r.referrer_id', '=', referrerId)
    .$if(f.status === 'T', (q) => q.where('r.qualified_at', 'is not', null))
    .$if(f.status === 'F', (q) => q.where('r.qualified_at', 'is', null))
    .$if(f.from !== undefined, (q) => q.where(dateColumn, '>=', f.from!))
    .$if(f.to !== undefined, (q) => q.where(dateColumn, '<', f.to!));
  const [rows, total] = await Promise.all([
    base
      .select(['c.username', 'r.created_at', 'r.qualified_at', 'r.first_deposit_amount'])
      .orderBy(dateColumn === 'r.qualified_at' ? 'r.qualified_at' : 'r.created_at', 'desc')
      .orderBy('r.friend_id', 'desc')
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function records(
  db: Conn,
  referrerId: number,
  q: {
    kind: IncomeKind;
    from?: Date;
    to?: Date;
    sort: 'time' | 'bonus';
    direction: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const base = db
    .selectFrom('referral_reward as w')
    .leftJoin('customer as c', 'c.id', 'w.friend_id')
    .where('w.referrer_id', '=', referrerId)
    .where('w.kind', '=', q.kind)
    .$if(q.from !== undefined, (x) => x.where('w.created_at', '>=', q.from!))
    .$if(q.to !== undefined, (x) => x.where('w.created_at', '<', q.to!));
  const [rows, total] = await Promise.all([
    base
      .select([
        'w.id',
        'w.kind',
        'w.created_at',
        'c.username',
        'w.base_amount',
        'w.rate_bp',
        'w.game_type',
        'w.day',
        'w.amount',
      ])
      .orderBy(q.sort === 'bonus' ? 'w.amount' : 'w.created_at', q.direction)
      .orderBy('w.id', q.direction)
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The merchant's top referrers by income paid. */
export async function ranking(db: Conn, merchantId: number, limit: number) {
  return db
    .selectFrom('referral_reward as w')
    .innerJoin('customer as c', 'c.id', 'w.referrer_id')
    .select(['c.username', sql<string>`sum(w.amount)`.as('total')])
    .where('w.merchant_id', '=', merchantId)
    .groupBy(['w.referrer_id', 'c.username'])
    .orderBy(sql`sum(w.amount)`, 'desc')
    .orderBy('c.username')
    .limit(limit)
    .execute();
}

export async function recentRewards(db: Conn, merchantId: number, limit: number) {
  return db
    .selectFrom('referral_reward as w')
    .innerJoin('customer as c', 'c.id', 'w.referrer_id')
    .select(['c.username', 'w.amount', 'w.kind'])
    .where('w.merchant_id', '=', merchantId)
    .orderBy('w.created_at', 'desc')
    .orderBy('w.id', 'desc')
    .limit(limit)
    .execute();
}

// ---- back office ----

/** Members with friends or income, with their figures; newest referrers by friends first. */
export async function report(
  db: Conn,
  merchantId: number,
  q: { username?: string; limit: number; offset: number },
) {
  const people = db
    .selectFrom('customer as c')
    .leftJoin('referral_code as rc', 'rc.customer_id', 'c.id')
    .where('c.merchant_id', '=', merchantId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb.selectFrom('referral as r').select('r.friend_id').whereRef('r.referrer_id', '=', 'c.id'),
        ),
        eb.exists(
          eb.selectFrom('referral_reward as w').select('w.id').whereRef('w.referrer_id', '=', 'c.id'),
        ),
      ]),
    )
    .$if(!!q.username, (x) =>
      x.where(sql<string>`lower(c.username)`, 'like', `%${q.username!.toLowerCase()}%`),
    );
  const income = (kind: IncomeKind) =>
    sql<string>`(select coalesce(sum(w.amount), 0) from referral_reward w where w.referrer_id = c.id and w.kind = ${kind})`;
  const [rows, total, totals] = await Promise.all([
    people
      .select([
        'c.username',
        'rc.code',
        sql<string>`(select count(*) from referral r where r.referrer_id = c.id)`.as('friends'),
        sql<string>`(select count(r.qualified_at) from referral r where r.referrer_id = c.id)`.as(
          'qualified',
        ),
        income('INVITATION').as('invitation'),
        income('ACHIEVEMENT').as('achievement'),
        income('DEPOSIT').as('deposit'),
        income('BETTING').as('betting'),
      ])
      .orderBy('friends', 'desc')
      .orderBy('c.username')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    people.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    db
      .selectFrom('referral')
      .select([sql<string>`count(*)`.as('friends'), sql<string>`count(qualified_at)`.as('qualified')])
      .select(
        sql<string>`(select coalesce(sum(amount), 0) from referral_reward where merchant_id = ${merchantId})`.as(
          'paid',
        ),
      )
      .where('merchant_id', '=', merchantId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n), totals };
}

export async function merchantSettings(db: Conn, merchantId: number) {
  const row = await db
    .selectFrom('merchant')
    .select('settings')
    .where('id', '=', merchantId)
    .executeTakeFirst();
  return row?.settings;
}
