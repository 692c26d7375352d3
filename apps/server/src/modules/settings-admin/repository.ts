import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { MerchantSettings } from '../../db/schema.ts';

export async function updateFieldRule(
  db: Db,
  merchantId: number,
  name: string,
  rule: {
    enabled: boolean;
    required: boolean;
    patternId: string;
    acceptedPattern: string;
    minLength: number;
    maxLength: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('register_field_rule')
    .set({
      enabled: rule.enabled,
      required: rule.required,
      pattern_id: rule.patternId,
      accepted_pattern: rule.acceptedPattern,
      min_length: rule.minLength,
      max_length: rule.maxLength,
    })
    .where('merchant_id', '=', merchantId)
    .where('name', '=', name)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** One top-level key of the merchant's settings (only the keys the settings pages own). */
export async function setSettingsKey<K extends 'withdraw' | 'depositOffMessage'>(
  db: Db,
  merchantId: number,
  key: K,
  value: MerchantSettings[K],
): Promise<void> {
  await db
    .updateTable('merchant')
    .set({
      settings: sql`jsonb_set(settings, ${sql.lit(`{${key}}`)}::text[], ${JSON.stringify(value ?? null)}::jsonb)`,
    })
    .where('id', '=', merchantId)
    .execute();
}

export function listPaymentChannels(db: Db, merchantId: number) {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPaymentChannel(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('payment_channel')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updatePaymentChannel(
  db: Db,
  merchantId: number,
  id: number,
  c: {
    enabled: boolean;
    name: string;
    minAmount: bigint;
    maxAmount: bigint;
    feeBp: number;
    feeFixed: bigint;
    feeMin: bigint | null;
    feeMax: bigint | null;
    rebateBp: number;
    fixAmounts: bigint[];
    fixAmountOnly: boolean;
    sort: number;
    receiver: string | null;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_channel')
    .set({
      enabled: c.enabled,
      name: c.name,
      min_amount: c.minAmount,
      max_amount: c.maxAmount,
      fee_bp: c.feeBp,
      fee_fixed: c.feeFixed,
      fee_min: c.feeMin,
      fee_max: c.feeMax,
      rebate_bp: c.rebateBp,
      fix_amounts: c.fixAmounts,
      fix_amount_only: c.fixAmountOnly,
      sort: c.sort,
      receiver: c.receiver,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
