import { sql, type Kysely } from 'kysely';

/**
 * Invite friends (`referral`, inventory 1.7, decision 0063): the program's settings per merchant, each
 * member's referral code, one row per friend registered through a code (qualified by its first approved
 * deposit), and one row per income paid, whose `source` is the ledger transfer's idempotency key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table referral_config (
      merchant_id int primary key references merchant(id),
      config jsonb not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table referral_code (
      customer_id int primary key references customer(id),
      merchant_id int not null references merchant(id),
      code text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index referral_code_unique on referral_code (merchant_id, lower(code))`.execute(db);
  await sql`
    create table referral (
      friend_id int primary key references customer(id),
      merchant_id int not null references merchant(id),
      referrer_id int not null references customer(id),
      code text not null,
      created_at timestamptz not null default now(),
      qualified_at timestamptz,
      first_order_id bigint,
      first_deposit_amount bigint,
      check (friend_id <> referrer_id)
    )`.execute(db);
  await sql`create index referral_referrer on referral (referrer_id, created_at)`.execute(db);
  await sql`create index referral_unqualified on referral (merchant_id) where qualified_at is null`.execute(
    db,
  );
  await sql`
    create table referral_reward (
      id bigserial primary key,
      merchant_id int not null references merchant(id),
      referrer_id int not null references customer(id),
      kind text not null check (kind in ('INVITATION', 'ACHIEVEMENT', 'DEPOSIT', 'BETTING')),
      source text not null,
      friend_id int references customer(id),
      amount bigint not null check (amount > 0),
      base_amount bigint,
      rate_bp int,
      game_type text,
      tier_id int,
      day text,
      created_at timestamptz not null default now(),
      unique (merchant_id, source)
    )`.execute(db);
  await sql`create index referral_reward_referrer on referral_reward (referrer_id, kind, created_at)`.execute(
    db,
  );
  await sql`create index referral_reward_recent on referral_reward (merchant_id, created_at)`.execute(db);
}
