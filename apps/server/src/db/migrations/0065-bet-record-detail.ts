import { sql, type Kysely } from 'kysely';

/**
 * What a round was bet on, for the betting record (decision 0071): a vendor may send a `detail` with its
 * `bet` (a sports bet's legs) and with its `win` (each leg's result). Stored as sent (validated by the
 * protocol's schema); rows without them are every other round and every round before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet_record add column bet_detail jsonb, add column win_detail jsonb`.execute(db);
}
