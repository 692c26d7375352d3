import { sql, type Kysely } from 'kysely';

/** The receipt picture a member uploads for a manual deposit (kept in the database: any node can serve it). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deposit_receipt (
      order_id bigint primary key references deposit_order(id),
      content_type text not null check (content_type in ('image/png', 'image/jpeg')),
      bytes bytea not null,
      uploaded_at timestamptz not null default now()
    )
  `.execute(db);
}
