import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, SaviorTier } from '../../db/schema.ts';

type Trx = Transaction<Database>;

const configColumns = [
  'id',
  'merchant_id',
  'name',
  'rules',
  'enabled',
  'period',
  'products',
  'turnover_multiple',
  'expiry_days',
] as const;
export type SaviorConfigRow = Awaited<ReturnType<typeof configById>> & {};

export function configById(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('savior_config')
    .select(configColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function enabledConfigs(db: Db, merchantId: number) {
  return db
    .selectFrom('savior_config')
    .select(configColumns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
}

/** Every enabled config of every merchant, with the merchant's settings (the issuing job). */
export function allEnabledConfigs(db: Db) {
  return db
    .selectFrom('savior_config as c')
    .innerJoin('merchant as m', 'm.id', 'c.merchant_id')
    .select([...configColumns.map((c) => `c.${c}` as const), 'm.settings'])
    .where('c.enabled', '=', true)
    .orderBy('c.id')
    .execute();
}

export function allConfigs(db: Db, merchantId: number) {
  return db
    .selectFrom('savior_config as s')
    .select([
      ...configColumns.map((c) => `s.${c}` as const),
      (eb) =>
        eb
          .selectFrom('issued_reward as r')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('r.config_id', '=', 's.id')
          .as('issued'),
    ])
    .where('s.merchant_id', '=', merchantId)
    .orderBy('s.id', 'desc')
    .execute();
}

export function issuedCount(db: Db, configId: number) {
  return db
    .selectFrom('issued_reward')
    .select(sql<string>`count(*)`.as('n'))
    .where('config_id', '=', configId)
    .executeTakeFirstOrThrow();
}

export interface ConfigWrite {
  name: string;
  rules: string;
  enabled: boolean;
  period: 'DAILY';
  products: string;
  turnover_multiple: number;
  expiry_days: number;
}

export async function saveConfig(db: Db, merchantId: number, id: number | null, c: ConfigWrite) {
  if (id === null)
    return (
      await db
        .insertInto('savior_config')
        .values({ ...c, merchant_id: merchantId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .updateTable('savior_config')
    .set({ ...c, updated_at: new Date() })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .execute();
  return id;
}

/** Members (not trial accounts) with settled cash bets in [from, to) on these game types. */
export async function playersOf(db: Db, merchantId: number, gameTypes: string[], from: Date, to: Date) {
  if (!gameTypes.length) return [];
  const rows = await db
    .selectFrom('bet_record as b')
    .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
    .innerJoin('customer as u', 'u.id', 'b.customer_id')
    .select('b.customer_id')
    .distinct()
    .where('u.merchant_id', '=', merchantId)
    .where('u.type', '!=', 4)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where('b.settled_at', '>=', from)
    .where('b.settled_at', '<', to)
    .where('v.game_type', 'in', gameTypes)
    .orderBy('b.customer_id')
    .execute();
  return rows.map((r) => r.customer_id);
}

/** A rescue-fund reward; undefined when this member, config, period and product already has one. */
export function insertSavior(
  db: Db,
  r: {
    merchantId: number;
    customerId: number;
    configId: number;
    periodKey: string;
    productType: string;
    netLoss: bigint;
    amount: bigint;
    turnoverMultiple: number;
    name: string;
    expiresAt: Date;
    approvedAt: Date;
  },
) {
  return db
    .insertInto('issued_reward')
    .values({
      merchant_id: r.merchantId,
      customer_id: r.customerId,
      kind: 'SAVIOR',
      status: 'ISSUED',
      config_id: r.configId,
      period_key: r.periodKey,
      product_type: r.productType,
      net_loss: r.netLoss,
      amount: r.amount,
      turnover_multiple: r.turnoverMultiple,
      name: r.name,
      expires_at: r.expiresAt,
      approved_at: r.approvedAt,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'config_id', 'period_key', 'product_type']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export function insertManual(
  trx: Trx | Db,
  r: {
    merchantId: number;
    customerId: number;
    status: 'PENDING' | 'ISSUED';
    amount: bigint;
    points: bigint;
    turnoverMultiple: number;
    name: string;
    expiryDays: number;
    expiresAt: Date | null;
    createdBy: string;
    approvedAt: Date | null;
  },
) {
  return trx
    .insertInto('issued_reward')
    .values({
      merchant_id: r.merchantId,
      customer_id: r.customerId,
      kind: 'MANUAL',
      status: r.status,
      amount: r.amount,
      points: r.points,
      turnover_multiple: r.turnoverMultiple,
      name: r.name,
      expiry_days: r.expiryDays,
      expires_at: r.expiresAt,
      created_by: r.createdBy,
      approved_at: r.approvedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const rewardColumns = [
  'r.id',
  'r.merchant_id',
  'r.customer_id',
  'r.kind',
  'r.status',
  'r.config_id',
  'r.period_key',
  'r.product_type',
  'r.net_loss',
  'r.amount',
  'r.points',
  'r.turnover_multiple',
  'r.name',
  'r.expiry_days',
  'r.expires_at',
  'r.created_by',
  'r.decided_by',
  'r.reason',
  'r.approved_at',
  'r.created_at',
  'c.created_at as claimed_at',
] as const;
export type RewardRow = Awaited<ReturnType<typeof rewardById>> & {};

export function rewardById(db: Db | Trx, merchantId: number, id: bigint) {
  return db
    .selectFrom('issued_reward as r')
    .leftJoin('issued_reward_claim as c', 'c.reward_id', 'r.id')
    .innerJoin('customer as u', 'u.id', 'r.customer_id')
    .select([...rewardColumns, 'u.username'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** The member's issued, unclaimed, unexpired rewards of a kind, oldest first. */
export function claimable(db: Db, customerId: number, kind: 'SAVIOR' | 'MANUAL', now: Date) {
  return db
    .selectFrom('issued_reward as r')
    .leftJoin('issued_reward_claim as c', 'c.reward_id', 'r.id')
    .select(rewardColumns)
    .where('r.customer_id', '=', customerId)
    .where('r.kind', '=', kind)
    .where('r.status', '=', 'ISSUED')
    .where('c.reward_id', 'is', null)
    .where((eb) => eb.or([eb('r.expires_at', 'is', null), eb('r.expires_at', '>', now)]))
    .orderBy('r.id')
    .execute();
}

/** Back office list, newest first (500 at most). */
export function rewards(
  db: Db,
  merchantId: number,
  f: { kind: 'SAVIOR' | 'MANUAL'; status?: string; configId?: number; now: Date },
) {
  let q = db
    .selectFrom('issued_reward as r')
    .leftJoin('issued_reward_claim as c', 'c.reward_id', 'r.id')
    .innerJoin('customer as u', 'u.id', 'r.customer_id')
    .select([...rewardColumns, 'u.username'])
    .where('r.merchant_id', '=', merchantId)
    .where('r.kind', '=', f.kind);
  if (f.configId !== undefined) q = q.where('r.config_id', '=', f.configId);
  if (f.status === 'PENDING' || f.status === 'REJECTED') q = q.where('r.status', '=', f.status);
  if (f.status === 'CLAIMED') q = q.where('c.reward_id', 'is not', null);
  if (f.status === 'ISSUED')
    q = q
      .where('r.status', '=', 'ISSUED')
      .where('c.reward_id', 'is', null)
      .where((eb) => eb.or([eb('r.expires_at', 'is', null), eb('r.expires_at', '>', f.now)]));
  if (f.status === 'EXPIRED')
    q = q
      .where('r.status', '=', 'ISSUED')
      .where('c.reward_id', 'is', null)
      .where('r.expires_at', '<=', f.now);
  return q.orderBy('r.id', 'desc').limit(500).execute();
}

/** The claim row; undefined when the reward was already claimed (the primary key decides). */
export function insertClaim(trx: Trx, rewardId: bigint, customerId: number) {
  return trx
    .insertInto('issued_reward_claim')
    .values({ reward_id: rewardId, customer_id: customerId })
    .onConflict((oc) => oc.column('reward_id').doNothing())
    .returning('reward_id')
    .executeTakeFirst();
}

/** Decides a PENDING manual bonus; undefined when it was not pending any more. */
export function decide(
  db: Db,
  merchantId: number,
  id: bigint,
  d: { status: 'ISSUED' | 'REJECTED'; by: string; reason: string | null; at: Date; expiresAt: Date | null },
) {
  return db
    .updateTable('issued_reward')
    .set({
      status: d.status,
      decided_by: d.by,
      reason: d.reason,
      approved_at: d.status === 'ISSUED' ? d.at : null,
      expires_at: d.expiresAt,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('kind', '=', 'MANUAL')
    .where('status', '=', 'PENDING')
    .returning(['id', 'customer_id'])
    .executeTakeFirst();
}

export function membersByName(db: Db, merchantId: number, usernames: string[]) {
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type'])
    .where('merchant_id', '=', merchantId)
    .where('username', 'in', usernames)
    .execute();
}

export async function threshold(db: Db, merchantId: number): Promise<bigint | null> {
  const row = await db
    .selectFrom('manual_bonus_setting')
    .select('approval_threshold')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row ? BigInt(row.approval_threshold) : null;
}

export function saveThreshold(db: Db, merchantId: number, value: bigint) {
  return db
    .insertInto('manual_bonus_setting')
    .values({ merchant_id: merchantId, approval_threshold: value })
    .onConflict((oc) =>
      oc.column('merchant_id').doUpdateSet({ approval_threshold: value, updated_at: new Date() }),
    )
    .execute();
}

export type { SaviorTier };
