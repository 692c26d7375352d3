import { sql, type Kysely } from 'kysely';

/**
 * Platform messages in several languages and to a segment (decision 0067): a message keeps its main
 * subject and content and may carry versions per language (`translations`, read in the member's
 * language); the back office may send to the members who carry a label (`audience` LABEL, the label in
 * `audience_label`). A recipient's `noticed_at` marks the message the login notice already named.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table message add column translations jsonb not null default '{}'`.execute(db);
  await sql`alter table message add column audience_label text`.execute(db);
  // The login notice (the original's toast of the newest unread message of the last 7 days) names each
  // message once per member, on whichever device logs in first.
  await sql`alter table message_recipient add column noticed_at timestamptz`.execute(db);
  await sql`alter table message drop constraint message_audience_check`.execute(db);
  await sql`alter table message add constraint message_audience_check
    check (audience in ('MEMBER', 'ALL_MEMBERS', 'ALL_AGENTS', 'LABEL'))`.execute(db);
  await sql`alter table message add constraint message_audience_label_check
    check ((audience = 'LABEL') = (audience_label is not null))`.execute(db);
}
