import { sql, type Kysely } from 'kysely';

/**
 * The agent centre's team part (issue 17 item 1, decision 0054): invitation links with the account type
 * and rebates a member registering through them gets, the member's link (the link's count), and an
 * agent's private remarks about the members of its downline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_link (
      id serial primary key,
      merchant_id int not null references merchant(id),
      agent_id int not null references customer(id),
      code text not null,
      account_type int not null check (account_type in (0, 1)),
      rebates jsonb not null default '{}',
      channel text not null,
      channel_text text,
      remark text,
      expires_at timestamptz,
      deleted_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index agent_link_code on agent_link (merchant_id, lower(code))`.execute(db);
  await sql`create index agent_link_agent on agent_link (agent_id)`.execute(db);
  await sql`alter table customer add column agent_link_id int references agent_link(id)`.execute(db);
  await sql`create index customer_agent_link on customer (agent_link_id) where agent_link_id is not null`.execute(
    db,
  );
  await sql`
    create table agent_member_remark (
      agent_id int not null references customer(id),
      customer_id int not null references customer(id),
      remark text not null,
      updated_at timestamptz not null default now(),
      primary key (agent_id, customer_id)
    )`.execute(db);
}
