import { sql, type Kysely } from 'kysely';

/**
 * The cashier: wallet account type ids of vendors, payment channels per merchant (amounts in minor
 * units, percentages in basis points), and deposit orders, each credited by one ledger transfer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  alter table game_vendor add column account_type_id int unique;
  update game_vendor set account_type_id = 100 + n.rn from (
    select code, row_number() over (order by code) as rn from game_vendor
  ) n where n.code = game_vendor.code;
  create table payment_channel (
    id serial primary key,
    merchant_id int not null references merchant(id),
    code text not null,
    method text not null check (method in ('PG', 'MT')),
    name jsonb not null,
    description jsonb not null,
    icon_url text,
    min_amount bigint not null check (min_amount > 0),
    max_amount bigint not null,
    fee_bp int not null default 0 check (fee_bp between 0 and 10000),
    fee_fixed bigint not null default 0 check (fee_fixed >= 0),
    fee_min bigint,
    fee_max bigint,
    rebate_bp int not null default 0 check (rebate_bp between 0 and 10000),
    fix_amounts bigint[] not null default '{}',
    fix_amount_only boolean not null default false,
    expire_minutes int,
    receiver jsonb,
    secret text,
    enabled boolean not null default true,
    sort int not null default 0,
    unique (merchant_id, code),
    check (max_amount >= min_amount)
  );
  create table deposit_order (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    customer_id int not null references customer(id),
    channel_id int not null references payment_channel(id),
    request_id text not null,
    amount bigint not null check (amount > 0),
    fee bigint not null default 0,
    rebate bigint not null default 0,
    status text not null default 'PENDING' check (status in ('PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED')),
    pay_token text unique,
    reference_no text,
    expires_at timestamptz,
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    unique (customer_id, request_id)
  );
  create index deposit_order_customer on deposit_order (customer_id, created_at desc);
  alter table customer add column payment_password_hash text
`;
