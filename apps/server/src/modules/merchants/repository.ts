import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

export function findMerchantByCode(db: Db, code: string) {
  return db.selectFrom('merchant').selectAll().where('code', '=', code).executeTakeFirst();
}

export function findMerchantCodeByHost(db: Db, host: string) {
  return db
    .selectFrom('merchant_domain')
    .innerJoin('merchant', 'merchant.id', 'merchant_domain.merchant_id')
    .select('merchant.code')
    .where('merchant_domain.host', '=', host)
    .executeTakeFirst();
}

export function listDomains(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_domain')
    .select(['host', 'kind'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id')
    .execute();
}

/** Every merchant's domain host names. */
export function listAllDomainHosts(db: Db) {
  return db.selectFrom('merchant_domain').select('host').execute();
}

export function listModules(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_module')
    .select(['mod_id', 'parent_mod_id', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();
}

export function listFieldRules(db: Db, merchantId: number) {
  return db
    .selectFrom('register_field_rule')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();
}

export function listResources(db: Db, merchantId: number) {
  return db
    .selectFrom('resource')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();
}

export function listCustomerService(db: Db, merchantId: number) {
  return db
    .selectFrom('customer_service')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .execute();
}

export async function setMaintenance(db: Db, code: string, on: boolean, until: Date | null) {
  const result = await db
    .updateTable('merchant')
    .set({ maintenance: on, maintenance_end: on ? until : null })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setBlockedCountries(db: Db, code: string, countries: string[]) {
  const result = await db
    .updateTable('merchant')
    .set({ blocked_countries: countries })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setModuleEnabled(db: Db, code: string, modId: string, enabled: boolean) {
  const merchant = await findMerchantByCode(db, code);
  if (!merchant) return false;
  const result = await db
    .updateTable('merchant_module')
    .set({ enabled })
    .where('merchant_id', '=', merchant.id)
    .where('mod_id', '=', modId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The merchant's default password (spec {secret}: logging in with it forces a change); null clears it. */
export async function setDefaultPassword(db: Db, code: string, password: string | null) {
  const result = await db
    .updateTable('merchant')
    .set({ settings: sql`jsonb_set(settings, '{defaultPassword}', ${JSON.stringify(password)}::jsonb)` })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The merchant's analytics id or CDN lists (`analytics`, `imageCDNs`, `launchGameCDNs` of its settings). */
export async function setWebSetting(
  db: Db,
  code: string,
  setting: { analytics: { gtagId: string | null } } | { imageCDNs: string[] } | { launchGameCDNs: string[] },
) {
  const [key, value] = Object.entries(setting)[0]!;
  const result = await db
    .updateTable('merchant')
    .set({
      settings: sql`jsonb_set(settings, ${sql.lit(`{${key}}`)}::text[], ${JSON.stringify(value)}::jsonb)`,
    })
    .where('code', '=', code)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
