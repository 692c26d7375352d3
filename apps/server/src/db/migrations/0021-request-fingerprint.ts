import { sql, type Kysely } from 'kysely';

/**
 * A lottery request's fingerprint on each of its orders, so a retry with the same requestId but other
 * lines, numeros or chase is told apart from a true retry (decision 0014). Orders placed before this
 * have none and replay as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table lottery_order add column request_hash text`.execute(db);
}
