import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, LocalizedText, VipConditions, VipRewards } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;
type Trx = Transaction<Database>;

const levelColumns = [
  'id',
  'merchant_id',
  'rank_level',
  'name',
  'color',
  'color2',
  'condition_type',
  'conditions',
  'keep_condition_type',
  'keep_conditions',
  'benefits',
  'upgrade_bonus',
  'rewards',
  'updated_at',
] as const;
export type LevelRow = Awaited<ReturnType<typeof levels>>[number];

/** The merchant's levels, lowest rank first. */
export function levels(db: Conn, merchantId: number) {
  return db
    .selectFrom('vip_level')
    .select(levelColumns)
    .where('merchant_id', '=', merchantId)
    .orderBy('rank_level')
    .execute();
}

export function levelById(db: Conn, merchantId: number, id: number) {
  return db
    .selectFrom('vip_level')
    .select(levelColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export interface LevelValues {
  rank_level: number;
  name: LocalizedText;
  color: string;
  color2: string;
  condition_type: 'AND' | 'OR';
  conditions: VipConditions;
  keep_condition_type: 'AND' | 'OR' | null;
  keep_conditions: VipConditions;
  benefits: LocalizedText[];
  upgrade_bonus: bigint;
  rewards: VipRewards;
}
const json = (v: LevelValues) => ({
  ...v,
  name: JSON.stringify(v.name),
  conditions: JSON.stringify(v.conditions),
  keep_conditions: JSON.stringify(v.keep_conditions),
  benefits: JSON.stringify(v.benefits),
  rewards: JSON.stringify(v.rewards),
});

/** Null when another level of the merchant has this rank level. */
export async function insertLevel(db: Conn, merchantId: number, v: LevelValues, now: Date) {
  const row = await db
    .insertInto('vip_level')
    .values({ merchant_id: merchantId, ...json(v), created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['merchant_id', 'rank_level']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function updateLevel(db: Conn, merchantId: number, id: number, v: LevelValues, now: Date) {
  await db
    .updateTable('vip_level')
    .set({ ...json(v), updated_at: now })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

export async function rankTaken(db: Conn, merchantId: number, rankLevel: number, exceptId: number | null) {
  const row = await db
    .selectFrom('vip_level')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('rank_level', '=', rankLevel)
    .$if(exceptId !== null, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteLevel(db: Conn, merchantId: number, id: number) {
  await db.deleteFrom('vip_level').where('merchant_id', '=', merchantId).where('id', '=', id).execute();
}

/** Members per rank level of the merchant. */
export async function memberCounts(db: Conn, merchantId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('vip_member')
    .select(['rank_level', sql<string>`count(*)`.as('n')])
    .where('merchant_id', '=', merchantId)
    .groupBy('rank_level')
    .execute();
  return new Map(rows.map((r) => [r.rank_level, Number(r.n)]));
}

/** Whether the customer is a trial (free-play) account: those have no rank. */
export async function isTrial(db: Conn, customerId: number): Promise<boolean> {
  const row = await db.selectFrom('customer').select('type').where('id', '=', customerId).executeTakeFirst();
  return row?.type === 4;
}

export function memberRow(db: Conn, customerId: number) {
  return db
    .selectFrom('vip_member')
    .select(['rank_level', 'since', 'checked_month', 'hold_month', 'pending_level_up'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

/** The member's rank row, created at rank 0 if missing, locked for the transaction. */
export async function lockMember(trx: Trx, merchantId: number, customerId: number) {
  await trx
    .insertInto('vip_member')
    .values({
      customer_id: customerId,
      merchant_id: merchantId,
      since: null,
      checked_month: null,
      hold_month: null,
      pending_level_up: null,
    })
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .execute();
  return trx
    .selectFrom('vip_member')
    .select(['rank_level', 'checked_month', 'hold_month', 'pending_level_up'])
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function updateMember(
  trx: Trx,
  customerId: number,
  v: {
    rank_level: number;
    checked_month: string | null;
    hold_month: string | null;
    pending_level_up: number | null;
    since?: Date;
    updated_at: Date;
  },
) {
  await trx.updateTable('vip_member').set(v).where('customer_id', '=', customerId).execute();
}

export async function clearPending(db: Conn, customerId: number) {
  await db
    .updateTable('vip_member')
    .set({ pending_level_up: null })
    .where('customer_id', '=', customerId)
    .execute();
}

export async function insertHistory(
  trx: Trx,
  row: {
    merchant_id: number;
    customer_id: number;
    from_level: number;
    to_level: number;
    reason: 'PROMOTE' | 'DEMOTE';
    upgrade_bonus: bigint;
    created_at: Date;
  },
) {
  await trx.insertInto('vip_history').values(row).execute();
}

/** The rank levels whose upgrade bonus the member was paid. */
export async function bonusPaidLevels(db: Conn, customerId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('vip_history')
    .select('to_level')
    .where('customer_id', '=', customerId)
    .where('reason', '=', 'PROMOTE')
    .where('upgrade_bonus', '>', 0n)
    .execute();
  return new Set(rows.map((r) => r.to_level));
}

export function history(db: Conn, customerId: number) {
  return db
    .selectFrom('vip_history')
    .select(['from_level', 'to_level', 'reason', 'upgrade_bonus', 'created_at'])
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** Null when this period's reward of that type was already claimed. */
export async function insertClaim(
  trx: Trx,
  v: {
    merchant_id: number;
    customer_id: number;
    type: 'DAILY' | 'WEEKLY' | 'MONTHLY';
    period_key: string;
    rank_level: number;
    name: LocalizedText;
    bonus: bigint;
    points: bigint;
    created_at: Date;
  },
) {
  const row = await trx
    .insertInto('vip_claim')
    .values({ ...v, name: JSON.stringify(v.name) })
    .onConflict((oc) => oc.columns(['customer_id', 'type', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function claimedPeriods(db: Conn, customerId: number, keys: { type: string; key: string }[]) {
  if (keys.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom('vip_claim')
    .select(['type', 'period_key'])
    .where('customer_id', '=', customerId)
    .where(
      'period_key',
      'in',
      keys.map((k) => k.key),
    )
    .execute();
  return new Set(rows.map((r) => `${r.type}:${r.period_key}`));
}

/** The member's claims in [from, to), newest first, with the total. */
export async function claimHistory(
  db: Conn,
  customerId: number,
  w: { from: Date | null; to: Date | null; limit: number; offset: number },
) {
  const base = db
    .selectFrom('vip_claim')
    .where('customer_id', '=', customerId)
    .$if(w.from !== null, (qb) => qb.where('created_at', '>=', w.from!))
    .$if(w.to !== null, (qb) => qb.where('created_at', '<', w.to!));
  const [rows, total] = await Promise.all([
    base
      .select(['id', 'type', 'name', 'rank_level', 'bonus', 'points', 'created_at'])
      .orderBy('id', 'desc')
      .limit(w.limit)
      .offset(w.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The merchant's claims (of one member when a username is given), newest first, with the total. */
export async function merchantClaims(
  db: Conn,
  merchantId: number,
  w: { username: string | null; limit: number; offset: number },
) {
  const base = db
    .selectFrom('vip_claim as v')
    .innerJoin('customer as c', 'c.id', 'v.customer_id')
    .where('v.merchant_id', '=', merchantId)
    .$if(w.username !== null, (qb) => qb.where(sql`lower(c.username)`, '=', w.username!.toLowerCase()));
  const [rows, total] = await Promise.all([
    base
      .select([
        'v.id',
        'c.username',
        'v.type',
        'v.period_key',
        'v.rank_level',
        'v.bonus',
        'v.points',
        'v.created_at',
      ])
      .orderBy('v.id', 'desc')
      .limit(w.limit)
      .offset(w.offset)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function customerByUsername(db: Conn, merchantId: number, username: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type'])
    .where('merchant_id', '=', merchantId)
    .where(sql`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Merchants that have at least one level (the job's work), with their settings (time zone). */
export function merchantsWithLevels(db: Conn) {
  return db
    .selectFrom('merchant as m')
    .select(['m.id', 'm.settings'])
    .where((eb) =>
      eb.exists(eb.selectFrom('vip_level as l').select('l.id').whereRef('l.merchant_id', '=', 'm.id')),
    )
    .orderBy('m.id')
    .execute();
}

/** The merchant's active members and agents (not trial accounts): whom the job recomputes. */
export async function rankedCustomers(db: Conn, merchantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('customer')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('type', '<>', 4)
    .where('status', '=', 'ACTIVE')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function rules(db: Conn, merchantId: number) {
  const row = await db
    .selectFrom('vip_rules')
    .select('content')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.content ?? {};
}

export async function saveRules(db: Conn, merchantId: number, content: Partial<LocalizedText>, now: Date) {
  await db
    .insertInto('vip_rules')
    .values({ merchant_id: merchantId, content: JSON.stringify(content), updated_at: now })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ content: JSON.stringify(content), updated_at: now }),
    )
    .execute();
}
