import { sql, type Kysely } from 'kysely';

/**
 * A session opened with the merchant's default password or an expired one (spec section 4) remembers
 * it, and so does a new-IP login challenge until its code completes the login: the server refuses the
 * member's calls until the password changes (decision 0026), not only the web app's modal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table session add column password_change_required boolean not null default false`.execute(
    db,
  );
  await sql`alter table login_challenge add column password_change_required boolean not null default false`.execute(
    db,
  );
}
