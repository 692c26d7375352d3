import { sql, type Kysely } from 'kysely';

/**
 * A redemption and a conversion of points carry the client's id of the attempt (`requestId`, optional: the
 * original clients send none): a retry of the same attempt answers the first one instead of spending twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['point_redemption', 'point_conversion']) {
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN request_id text`.execute(db);
    await sql`CREATE UNIQUE INDEX ${sql.raw(`${table}_request`)} ON ${sql.table(table)} (customer_id, request_id) WHERE request_id IS NOT NULL`.execute(
      db,
    );
  }
}
