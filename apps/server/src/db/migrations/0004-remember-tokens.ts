import { sql, type Kysely } from 'kysely';

/** Device remember tokens: the "remember password" of the login form without storing any password. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table remember_token (
      token_hash text primary key,
      customer_id int not null references customer(id),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )
  `.execute(db);
}
