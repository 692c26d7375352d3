import { sql, type Kysely } from 'kysely';

/**
 * VIP ranks (inventory 1.6, decision 0062): the operator's levels per merchant (conditions, keep-rank
 * conditions, benefits, upgrade bonus and rank rewards as JSON), each member's rank with its history, the
 * rank reward claims (one per member, period type and period) and the merchant's rules text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table vip_level (
      id serial primary key,
      merchant_id int not null references merchant(id),
      rank_level int not null check (rank_level between 1 and 99),
      name jsonb not null,
      color text not null,
      color2 text not null,
      condition_type text not null check (condition_type in ('AND', 'OR')),
      conditions jsonb not null,
      keep_condition_type text check (keep_condition_type in ('AND', 'OR')),
      keep_conditions jsonb not null,
      benefits jsonb not null default '[]',
      upgrade_bonus bigint not null default 0 check (upgrade_bonus >= 0),
      rewards jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (merchant_id, rank_level)
    )`.execute(db);
  await sql`
    create table vip_member (
      customer_id int primary key references customer(id),
      merchant_id int not null references merchant(id),
      rank_level int not null default 0,
      since timestamptz,
      checked_month text,
      hold_month text,
      pending_level_up int,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index vip_member_level on vip_member (merchant_id, rank_level)`.execute(db);
  await sql`
    create table vip_history (
      id bigserial primary key,
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      from_level int not null,
      to_level int not null,
      reason text not null check (reason in ('PROMOTE', 'DEMOTE')),
      upgrade_bonus bigint not null default 0,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index vip_history_member on vip_history (customer_id, created_at)`.execute(db);
  await sql`
    create table vip_claim (
      id serial primary key,
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      type text not null check (type in ('DAILY', 'WEEKLY', 'MONTHLY')),
      period_key text not null,
      rank_level int not null,
      name jsonb not null,
      bonus bigint not null,
      points bigint not null,
      created_at timestamptz not null,
      unique (customer_id, type, period_key)
    )`.execute(db);
  await sql`create index vip_claim_merchant on vip_claim (merchant_id, created_at)`.execute(db);
  await sql`
    create table vip_rules (
      merchant_id int primary key references merchant(id),
      content jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
}
