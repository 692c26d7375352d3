import { sql, type Kysely } from 'kysely';

/**
 * The reward centre's total promotion earnings (inventory 1.4.1 `DISPTOTPROMEARN3`, decision 0052): the
 * feature flag for merchants that exist already, on; new merchants get it from the defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO merchant_module (merchant_id, mod_id, parent_mod_id, enabled, sort)
    SELECT id, 'DISPTOTPROMEARN3', null, true, 102 FROM merchant
    ON CONFLICT DO NOTHING`.execute(db);
}
