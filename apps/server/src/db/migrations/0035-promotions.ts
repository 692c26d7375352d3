import { sql, type Kysely } from 'kysely';

/**
 * Promotions for members (issue 16 item 2, decision 0038). A promotion is a PR announcement (its title,
 * content, image, category and schedule); these tables add:
 * - `promotion_category`: the merchant's categories (code and name per language) for the category tabs.
 * - `promotion_setting`: per PR announcement, whether members may apply, what an application needs, the
 *   bonus granted on approval with its turnover multiple, the limit per member and the budget with what
 *   approvals spent of it.
 * - `promotion_application`: a member's application (comment, status, the reason a rejection gives). At
 *   most one PENDING application per member and promotion (a partial unique index).
 * - `promotion_application_image`: the pictures of an application, kept private (staff see them through
 *   the back office), like deposit receipts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    sql`CREATE TABLE promotion_category (
          id serial PRIMARY KEY,
          merchant_id integer NOT NULL REFERENCES merchant(id),
          code text NOT NULL,
          name jsonb NOT NULL,
          sort integer NOT NULL DEFAULT 0,
          UNIQUE (merchant_id, code)
        )`,
    sql`CREATE TABLE promotion_setting (
          announcement_id integer PRIMARY KEY REFERENCES announcement(id) ON DELETE CASCADE,
          merchant_id integer NOT NULL REFERENCES merchant(id),
          apply_enabled boolean NOT NULL DEFAULT false,
          remark_required boolean NOT NULL DEFAULT false,
          pictures_required boolean NOT NULL DEFAULT false,
          bonus bigint NOT NULL DEFAULT 0 CHECK (bonus >= 0),
          turnover_multiple integer NOT NULL DEFAULT 0 CHECK (turnover_multiple >= 0),
          per_member text NOT NULL DEFAULT 'ONCE' CHECK (per_member IN ('ONCE', 'UNLIMITED')),
          budget bigint CHECK (budget IS NULL OR budget >= 0),
          spent bigint NOT NULL DEFAULT 0,
          updated_at timestamptz NOT NULL DEFAULT now()
        )`,
    sql`CREATE TABLE promotion_application (
          id bigserial PRIMARY KEY,
          merchant_id integer NOT NULL REFERENCES merchant(id),
          announcement_id integer NOT NULL REFERENCES announcement(id) ON DELETE CASCADE,
          customer_id integer NOT NULL REFERENCES customer(id),
          remarks text NOT NULL DEFAULT '',
          pictures integer NOT NULL DEFAULT 0,
          status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
          reason text,
          bonus bigint,
          required_turnover bigint,
          created_at timestamptz NOT NULL DEFAULT now(),
          reviewed_at timestamptz,
          reviewed_by integer REFERENCES staff(id)
        )`,
    sql`CREATE UNIQUE INDEX promotion_application_one_pending
          ON promotion_application (announcement_id, customer_id) WHERE status = 'PENDING'`,
    sql`CREATE INDEX promotion_application_queue ON promotion_application (merchant_id, status, id)`,
    sql`CREATE INDEX promotion_application_member ON promotion_application (customer_id, id)`,
    sql`CREATE TABLE promotion_application_image (
          application_id bigint NOT NULL REFERENCES promotion_application(id) ON DELETE CASCADE,
          n integer NOT NULL,
          content_type text NOT NULL,
          bytes bytea NOT NULL,
          PRIMARY KEY (application_id, n)
        )`,
  ])
    await statement.execute(db);
}
