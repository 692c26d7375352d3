import { sql, type Kysely } from 'kysely';

/**
 * Drafts of help categories and of the footer (decision 0036, completing 0035):
 * - `help_category.published`: false is a draft category, shown (with its articles) only in a preview. Every
 *   category written before stays published.
 * - `merchant_footer_draft`: at most one saved, unpublished footer per merchant (resources, social links,
 *   licence texts, as the footer edit has them). Publishing copies it into the merchant's footer and
 *   deletes it; a preview link shows it in place of the live footer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE help_category ADD COLUMN published boolean NOT NULL DEFAULT true`,
    sql`CREATE TABLE merchant_footer_draft (
          merchant_id integer PRIMARY KEY REFERENCES merchant(id),
          footer jsonb NOT NULL,
          staff_id integer REFERENCES staff(id),
          updated_at timestamptz NOT NULL DEFAULT now()
        )`,
  ])
    await statement.execute(db);
}
