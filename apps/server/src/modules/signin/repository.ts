import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;
export type SignInConfigRow = Awaited<ReturnType<typeof configById>> & {};

const configColumns = [
  'id',
  'merchant_id',
  'type',
  'name',
  'description',
  'no_expiry',
  'start_at',
  'end_at',
  'enabled',
  'turnover_multiple',
  'required_info',
  'days',
] as const;

export function configById(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('sign_in_config')
    .select(configColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Enabled configs open at `now` (no expiry, or inside [start, end)). */
export function openConfigs(db: Db, merchantId: number, now: Date) {
  return db
    .selectFrom('sign_in_config')
    .select(configColumns)
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where((eb) =>
      eb.or([eb('no_expiry', '=', true), eb.and([eb('start_at', '<=', now), eb('end_at', '>', now)])]),
    )
    .orderBy('id')
    .execute();
}

/** The member's claims of one config, newest first. */
/** When the member registered. */
export async function memberSince(db: Db, customerId: number): Promise<Date> {
  const row = await db
    .selectFrom('customer')
    .select('created_at')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return new Date(row.created_at);
}

export function claimsOf(db: Db, customerId: number, configId: number) {
  return db
    .selectFrom('sign_in_claim')
    .select(['id', 'period_key', 'day_no', 'bonus', 'points', 'created_at'])
    .where('customer_id', '=', customerId)
    .where('config_id', '=', configId)
    .orderBy('period_key', 'desc')
    .execute();
}

/** The member's latest claim of each of these configs (the current period or the streak's last day). */
export function latestClaims(db: Db, customerId: number, configIds: number[]) {
  if (!configIds.length) return Promise.resolve([]);
  return db
    .selectFrom('sign_in_claim')
    .select(['config_id', sql<string>`max(period_key)`.as('period_key')])
    .where('customer_id', '=', customerId)
    .where('config_id', 'in', configIds)
    .groupBy('config_id')
    .execute();
}

/** A claim row, or undefined when the member already holds one for this period (the unique index decides). */
export function insertClaim(
  trx: Trx,
  c: {
    merchantId: number;
    customerId: number;
    configId: number;
    periodKey: string;
    dayNo: number;
    bonus: bigint;
    points: bigint;
  },
) {
  return trx
    .insertInto('sign_in_claim')
    .values({
      merchant_id: c.merchantId,
      customer_id: c.customerId,
      config_id: c.configId,
      period_key: c.periodKey,
      day_no: c.dayNo,
      bonus: c.bonus,
      points: c.points,
    })
    .onConflict((oc) => oc.columns(['customer_id', 'config_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

// ---- back office ----

export function allConfigs(db: Db, merchantId: number) {
  return db
    .selectFrom('sign_in_config as s')
    .select([
      ...configColumns.map((c) => `s.${c}` as const),
      (eb) =>
        eb
          .selectFrom('sign_in_claim as c')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('c.config_id', '=', 's.id')
          .as('claims'),
    ])
    .where('s.merchant_id', '=', merchantId)
    .orderBy('s.id', 'desc')
    .execute();
}

export function claimCount(db: Db, configId: number) {
  return db
    .selectFrom('sign_in_claim')
    .select(sql<string>`count(*)`.as('n'))
    .where('config_id', '=', configId)
    .executeTakeFirstOrThrow();
}

export interface ConfigWrite {
  type: 'N' | 'W' | 'M' | 'C';
  name: string;
  description: string;
  no_expiry: boolean;
  start_at: Date | null;
  end_at: Date | null;
  enabled: boolean;
  turnover_multiple: number;
  required_info: string;
  days: string;
}

export async function saveConfig(db: Db, merchantId: number, id: number | null, c: ConfigWrite) {
  if (id === null)
    return (
      await db
        .insertInto('sign_in_config')
        .values({ ...c, merchant_id: merchantId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .updateTable('sign_in_config')
    .set({ ...c, updated_at: new Date() })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .execute();
  return id;
}

/** Claims of the merchant (of one config when given), newest first. */
export function claims(db: Db, merchantId: number, configId: number | null) {
  let q = db
    .selectFrom('sign_in_claim as c')
    .innerJoin('customer as u', 'u.id', 'c.customer_id')
    .select([
      'c.id',
      'u.username',
      'c.config_id',
      'c.period_key',
      'c.day_no',
      'c.bonus',
      'c.points',
      'c.created_at',
    ])
    .where('c.merchant_id', '=', merchantId);
  if (configId !== null) q = q.where('c.config_id', '=', configId);
  return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(500).execute();
}
