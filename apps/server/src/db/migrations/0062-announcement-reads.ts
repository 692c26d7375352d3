import { sql, type Kysely } from 'kysely';

/**
 * Which notices a member has read (issue 18 item 3, decision 0067): one row per member and announcement,
 * gone with the announcement. The player site marks unread notices; the back office counts readers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table announcement_read (
      customer_id int not null references customer(id),
      announcement_id int not null references announcement(id) on delete cascade,
      read_at timestamptz not null,
      primary key (customer_id, announcement_id)
    )`.execute(db);
  await sql`create index announcement_read_announcement on announcement_read (announcement_id)`.execute(db);
}
