import { randomBytes } from 'node:crypto';
import { fieldPatterns } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { LocalizedText, MerchantFooterDraftTable, MerchantSettings } from '../../db/schema.ts';
import { defaultFieldRules, defaultModuleTree } from './defaults.ts';

/**
 * What every merchant needs before it can be served: its row, its domains, the whitelabel module tree and
 * the register field rules (the defaults of defaults.ts). The demo seed and the back office's brand
 * creation both start a merchant here. Returns the new merchant's id.
 */
export async function insertMerchantSkeleton(
  trx: Db,
  m: { code: string; settings: MerchantSettings; domains: { host: string; kind: 'MAIN' | 'PROMOTION' }[] },
): Promise<number> {
  const { id: merchantId } = await trx
    .insertInto('merchant')
    .values({ code: m.code, name: m.settings.brand.name, settings: JSON.stringify(m.settings) })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (m.domains.length)
    await trx
      .insertInto('merchant_domain')
      .values(m.domains.map((d) => ({ merchant_id: merchantId, host: d.host, kind: d.kind })))
      .execute();
  let sort = 0;
  await trx
    .insertInto('merchant_module')
    .values(
      defaultModuleTree.flatMap((mod) => [
        {
          merchant_id: merchantId,
          mod_id: mod.modId,
          parent_mod_id: null,
          enabled: mod.enabled,
          sort: sort++,
        },
        ...(mod.children ?? []).map((c) => ({
          merchant_id: merchantId,
          mod_id: c.modId,
          parent_mod_id: mod.modId,
          enabled: c.enabled,
          sort: sort++,
        })),
      ]),
    )
    .execute();
  await trx
    .insertInto('register_field_rule')
    .values(
      defaultFieldRules.map(([name, enabled, required, patternId, min, max, type], i) => ({
        merchant_id: merchantId,
        name,
        enabled,
        required,
        accepted_pattern: fieldPatterns[patternId].pattern,
        pattern_id: patternId,
        min_length: min,
        max_length: max,
        type,
        sort: i,
      })),
    )
    .execute();
  return merchantId;
}

export function listMerchants(db: Db, onlyId: number | null) {
  let q = db.selectFrom('merchant').select(['id', 'code', 'name', 'maintenance', 'created_at']).orderBy('id');
  if (onlyId !== null) q = q.where('id', '=', onlyId);
  return q.execute();
}

export function listDomainsOf(db: Db, merchantIds: number[]) {
  if (!merchantIds.length) return Promise.resolve([]);
  return db
    .selectFrom('merchant_domain')
    .select(['merchant_id', 'host', 'kind'])
    .where('merchant_id', 'in', merchantIds)
    .orderBy('id')
    .execute();
}

/** Hosts of `hosts` that another merchant than `merchantId` serves. */
export async function hostsOfOthers(db: Db, hosts: string[], merchantId: number | null) {
  if (!hosts.length) return [];
  let q = db.selectFrom('merchant_domain').select('host').where('host', 'in', hosts);
  if (merchantId !== null) q = q.where('merchant_id', '<>', merchantId);
  return (await q.execute()).map((r) => r.host);
}

export async function updateMerchantSettings(
  trx: Db,
  merchantId: number,
  settings: MerchantSettings,
): Promise<void> {
  await trx
    .updateTable('merchant')
    .set({ name: settings.brand.name, settings: JSON.stringify(settings) })
    .where('id', '=', merchantId)
    .execute();
}

export async function replaceDomains(
  trx: Db,
  merchantId: number,
  domains: { host: string; kind: 'MAIN' | 'PROMOTION' }[],
): Promise<void> {
  await trx.deleteFrom('merchant_domain').where('merchant_id', '=', merchantId).execute();
  if (domains.length)
    await trx
      .insertInto('merchant_domain')
      .values(domains.map((d) => ({ merchant_id: merchantId, host: d.host, kind: d.kind })))
      .execute();
}

export interface ResourceInput {
  resourceType: string;
  url: string;
  qrCodeUrl: string | null;
  labelNameEn: string;
  labelNames: Partial<LocalizedText> | null;
}
export async function replaceResources(trx: Db, merchantId: number, resources: ResourceInput[]) {
  await trx.deleteFrom('resource').where('merchant_id', '=', merchantId).execute();
  if (resources.length)
    await trx
      .insertInto('resource')
      .values(
        resources.map((r, i) => ({
          merchant_id: merchantId,
          resource_type: r.resourceType,
          url: r.url,
          qr_code_url: r.qrCodeUrl,
          label_name_en: r.labelNameEn,
          label_names: r.labelNames ? JSON.stringify(r.labelNames) : null,
          sort: i,
        })),
      )
      .execute();
}

export interface CustomerServiceInput {
  type: number;
  csType: string;
  csPosition: string;
  title: string;
  path: string;
  labelIds: string[];
}
export async function replaceCustomerService(trx: Db, merchantId: number, entries: CustomerServiceInput[]) {
  await trx.deleteFrom('customer_service').where('merchant_id', '=', merchantId).execute();
  if (entries.length)
    await trx
      .insertInto('customer_service')
      .values(
        entries.map((c, i) => ({
          merchant_id: merchantId,
          type: c.type,
          cs_type: c.csType,
          cs_position: c.csPosition,
          title: c.title,
          path: c.path,
          label_ids: c.labelIds,
          sort: i,
        })),
      )
      .execute();
}

/** The game catalog of a new merchant: the template's vendors as it has them, or the given vendors. */
export async function copyVendors(trx: Db, merchantId: number, templateId: number): Promise<number> {
  const rows = await trx
    .selectFrom('merchant_vendor')
    .selectAll()
    .where('merchant_id', '=', templateId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .execute();
  if (rows.length)
    await trx
      .insertInto('merchant_vendor')
      .values(
        rows.map((r) => ({ ...r, merchant_id: merchantId, maintenance: false, maintenance_message: null })),
      )
      .execute();
  return rows.length;
}

export async function enableVendors(trx: Db, merchantId: number, codes: readonly string[]) {
  const existing = await trx
    .selectFrom('game_vendor')
    .select('code')
    .where('code', 'in', [...codes])
    .execute();
  if (existing.length)
    await trx
      .insertInto('merchant_vendor')
      .values(
        existing.map((v) => ({
          merchant_id: merchantId,
          vendor_code: v.code,
          enabled: true,
          is_hot: false,
          maintenance: false,
          // In the order asked for (the house's games, then the sportsbook's lobbies).
          sort: codes.indexOf(v.code),
        })),
      )
      .execute();
  return existing.length;
}

/** The sandbox gateway: every new merchant can take deposits in a test setting until it adds real ones. */
export async function insertSandboxChannel(trx: Db, merchantId: number) {
  await trx
    .insertInto('payment_channel')
    .values({
      merchant_id: merchantId,
      code: 'SANDBOX',
      method: 'PG',
      name: JSON.stringify({ TW: '沙盒支付', EN: 'Sandbox Pay', VI: 'Cổng thanh toán thử' }),
      description: JSON.stringify({
        TW: '<p>測試用線上支付：在付款頁確認後即時到帳。</p>',
        EN: '<p>The test gateway: confirm on its payment page and the money arrives at once.</p>',
        VI: '<p>Cổng thanh toán thử: xác nhận trên trang thanh toán và tiền vào ngay.</p>',
      }),
      icon_url: null,
      min_amount: 1_000n,
      max_amount: 5_000_000n,
      fee_min: null,
      fee_max: null,
      expire_minutes: null,
      receiver: null,
      secret: randomBytes(32).toString('hex'),
      sort: 0,
    })
    .execute();
}

export async function insertHelpCategories(
  trx: Db,
  merchantId: number,
  categories: { code: string; title: LocalizedText }[],
) {
  if (categories.length)
    await trx
      .insertInto('help_category')
      .values(
        categories.map((c, i) => ({
          merchant_id: merchantId,
          code: c.code,
          title: JSON.stringify(c.title),
          sort: i,
        })),
      )
      .execute();
}

export async function countMembers(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('customer')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- the footer's draft (decision 0036) ----
export type FooterDraft = MerchantFooterDraftTable['footer']['__select__'];
export function findFooterDraft(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_footer_draft')
    .select(['footer', 'staff_id', 'updated_at'])
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
}
export async function upsertFooterDraft(
  db: Db,
  merchantId: number,
  footer: FooterDraft,
  staffId: number | null,
  now: Date,
) {
  const values = { footer: JSON.stringify(footer), staff_id: staffId, updated_at: now };
  await db
    .insertInto('merchant_footer_draft')
    .values({ merchant_id: merchantId, ...values })
    .onConflict((oc) => oc.column('merchant_id').doUpdateSet(values))
    .execute();
}
export async function deleteFooterDraft(db: Db, merchantId: number) {
  const r = await db
    .deleteFrom('merchant_footer_draft')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}
