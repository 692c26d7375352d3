import { sql, type Kysely } from 'kysely';

/** The avatar a member chose; null shows the default. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customer add column avatar text`.execute(db);
}
