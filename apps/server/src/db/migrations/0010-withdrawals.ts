import { sql, type Kysely } from 'kysely';

/**
 * Withdrawals: bound bank cards and e-wallets (payee name locked to the account's), withdrawal orders
 * whose money is reserved by one ledger transfer and then posted or voided by another, and the
 * turnover a member must play before withdrawing (required by deposits, met by real bets).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  create table bank_card (
    id serial primary key,
    merchant_id int not null references merchant(id),
    customer_id int not null references customer(id),
    type text not null check (type in ('B', 'E')),
    bank_code text not null,
    bank_name text not null,
    account_number text not null,
    payee_name text not null,
    created_at timestamptz not null default now(),
    deleted_at timestamptz
  );
  create unique index bank_card_live_number on bank_card (merchant_id, type, account_number) where deleted_at is null;
  create index bank_card_customer on bank_card (customer_id) where deleted_at is null;
  create table withdrawal_order (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    customer_id int not null references customer(id),
    request_id text not null,
    card_id int not null references bank_card(id),
    card_type text not null,
    bank_name text not null,
    account_number text not null,
    payee_name text not null,
    amount bigint not null check (amount > 0),
    fee bigint not null default 0,
    status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
    reserve_transfer_id bigint references ledger_transfer(id),
    created_at timestamptz not null default now(),
    decided_at timestamptz,
    unique (customer_id, request_id)
  );
  create index withdrawal_order_customer on withdrawal_order (customer_id, created_at desc);
  create table turnover_requirement (
    id bigserial primary key,
    customer_id int not null references customer(id),
    source text not null,
    required bigint not null check (required >= 0),
    created_at timestamptz not null default now(),
    unique (source)
  )
`;
