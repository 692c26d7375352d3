import { sql, type Kysely } from 'kysely';

/**
 * Drafts and preview links of the back office's content (decision 0035):
 * - `published` on banners, announcements and help articles: false is a draft, shown to no member. Every
 *   row written before (the demo seed, the operators' content) stays published.
 * - `content_preview_token`: a preview link of the player site for one staff member and one merchant, kept
 *   as the SHA-256 of the token (the token itself is only in the link), valid 30 minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`ALTER TABLE banner ADD COLUMN published boolean NOT NULL DEFAULT true`,
    sql`ALTER TABLE announcement ADD COLUMN published boolean NOT NULL DEFAULT true`,
    sql`ALTER TABLE help_article ADD COLUMN published boolean NOT NULL DEFAULT true`,
    sql`CREATE TABLE content_preview_token (
          token_hash text PRIMARY KEY,
          merchant_id integer NOT NULL REFERENCES merchant(id),
          staff_id integer NOT NULL REFERENCES staff(id),
          created_at timestamptz NOT NULL DEFAULT now(),
          expires_at timestamptz NOT NULL
        )`,
    sql`CREATE INDEX content_preview_token_expires ON content_preview_token (expires_at)`,
  ])
    await statement.execute(db);
}
