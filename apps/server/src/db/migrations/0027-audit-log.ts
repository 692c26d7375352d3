import { sql, type Kysely } from 'kysely';

/**
 * The back office's audit log (issue 15 item 3, decision 0028): one row per staff action, each carrying a
 * SHA-256 over the row and the previous row's hash, so an edit made behind the app's back shows where the
 * chain breaks. The app only ever inserts; a trigger refuses UPDATE and DELETE. Also the `media` table of
 * uploaded images.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE audit_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      merchant_id integer,
      staff_id integer,
      staff_username text,
      action text NOT NULL,
      target text,
      before jsonb,
      after jsonb,
      outcome integer NOT NULL,
      ip text NOT NULL,
      user_agent text NOT NULL,
      prev_hash text NOT NULL,
      hash text NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX audit_log_merchant_at ON audit_log (merchant_id, at DESC)`.execute(db);
  await sql`CREATE INDEX audit_log_staff ON audit_log (staff_username, at DESC)`.execute(db);
  await sql`
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only';
    END $$`.execute(db);
  await sql`
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  // Images staff upload (banners, logos, game icons): named by their SHA-256, in the database so that
  // every node serves them (lib/media-store.ts).
  await sql`
    CREATE TABLE media (
      name text PRIMARY KEY,
      merchant_id integer,
      content_type text NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}
