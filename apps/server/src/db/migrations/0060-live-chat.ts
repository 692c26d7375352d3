import { sql, type Kysely } from 'kysely';

/**
 * Customer service and the built-in live chat (issue 18 item 6, decision 0066): customer-service entries get
 * a `type` (1 built-in chat, 2 link, 3 encrypted outside address); the old LIVECHAT/VIP demo entries that
 * pointed at pages which never chatted become the built-in chat; BOTTOM is now LOGIN (the login and
 * forgot-password modals). Conversations and their messages are kept per merchant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table customer_service add column type smallint not null default 2
    check (type between 1 and 3)`.execute(db);
  await sql`update customer_service set type = 1, path = '' where path like '/helpmc?cs=%'`.execute(db);
  await sql`update customer_service set cs_position = 'LOGIN' where cs_position = 'BOTTOM'`.execute(db);
  await sql`
    create table chat_conversation (
      id serial primary key,
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      status text not null default 'WAITING' check (status in ('WAITING', 'ACTIVE', 'CLOSED')),
      vip boolean not null default false,
      staff_id int references staff(id),
      rating smallint check (rating between 1 and 5),
      member_unread int not null default 0,
      staff_unread int not null default 0,
      last_text text,
      created_at timestamptz not null,
      last_message_at timestamptz not null,
      closed_at timestamptz,
      check ((status = 'WAITING') = (staff_id is null) or status = 'CLOSED')
    )`.execute(db);
  // One open conversation per member (a second open races into the unique index).
  await sql`create unique index chat_conversation_open on chat_conversation (customer_id)
    where status <> 'CLOSED'`.execute(db);
  await sql`create index chat_conversation_merchant on chat_conversation (merchant_id, status, last_message_at)`.execute(
    db,
  );
  await sql`create index chat_conversation_customer on chat_conversation (customer_id, created_at)`.execute(
    db,
  );
  await sql`
    create table chat_message (
      id serial primary key,
      conversation_id int not null references chat_conversation(id),
      sender text not null check (sender in ('MEMBER', 'STAFF', 'SYSTEM')),
      event text check (event in ('JOINED', 'CLOSED')),
      staff_id int references staff(id),
      text text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index chat_message_conversation on chat_message (conversation_id, id)`.execute(db);
}
