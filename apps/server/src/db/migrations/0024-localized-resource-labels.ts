import { sql, type Kysely } from 'kysely';

/**
 * A resource's label in each language (`{TW, EN, VI}`), beside its English label: a TW page showed the
 * footer's about links in English (issue 14 item 7). Rows without one keep showing `label_name_en`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table resource add column label_names jsonb`.execute(db);
}
