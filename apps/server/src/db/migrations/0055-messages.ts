import { sql, type Kysely } from 'kysely';

/**
 * Messages (`messageV2`, inventory 1.5.1, decision 0060): one `message` row per message sent (by a member
 * or agent, or by the platform's staff), one `message_recipient` row per recipient with its own read and
 * deleted marks. The merchants that exist get the message centre's flags on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table message (
      id serial primary key,
      merchant_id int not null references merchant(id),
      sender_id int references customer(id),
      staff_id int references staff(id),
      send_type smallint not null check (send_type between 0 and 5),
      audience text check (audience in ('MEMBER', 'ALL_MEMBERS', 'ALL_AGENTS')),
      reply_to_id int references message(id),
      subject text not null,
      content text not null,
      recipient_count int not null default 0,
      sender_deleted_at timestamptz,
      created_at timestamptz not null default now(),
      check ((sender_id is null) = (audience is not null))
    )`.execute(db);
  await sql`create index message_sender on message (sender_id, created_at) where sender_id is not null`.execute(
    db,
  );
  await sql`create index message_platform on message (merchant_id, created_at) where sender_id is null`.execute(
    db,
  );
  await sql`
    create table message_recipient (
      id serial primary key,
      message_id int not null references message(id),
      customer_id int not null references customer(id),
      created_at timestamptz not null,
      read_at timestamptz,
      deleted_at timestamptz,
      unique (message_id, customer_id)
    )`.execute(db);
  await sql`create index message_recipient_inbox on message_recipient (customer_id, created_at)
    where deleted_at is null`.execute(db);
  await sql`
    insert into merchant_module (merchant_id, mod_id, parent_mod_id, enabled, sort)
    select m.id, f.mod_id, f.parent_mod_id, true,
      coalesce((select max(sort) from merchant_module x where x.merchant_id = m.id), 0) + f.n
    from merchant m
    cross join (values ('MAILCEN', null, 1), ('INBOX3', 'MAILCEN', 2), ('OUTBOX3', 'MAILCEN', 3),
      ('SENDMAIL3', 'MAILCEN', 4)) as f(mod_id, parent_mod_id, n)
    where not exists (select 1 from merchant_module y where y.merchant_id = m.id and y.mod_id = f.mod_id)`.execute(
    db,
  );
}
