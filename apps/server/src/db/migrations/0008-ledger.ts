import { sql, type Kysely } from 'kysely';

/**
 * The double-entry ledger (ARCHITECTURE.md "Money"): accounts with a cached balance, immutable
 * transfers with a unique idempotency key per merchant, and append-only entries with the balance
 * after each change. Player accounts can never go negative (CHECK). A transfer that resolves an
 * earlier one (the post or void of a withdrawal reserve) names it in `resolves`, unique: a reserve
 * resolves once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n(?=\s*(?:create|alter|comment))/).filter((s) => s.trim()))
    await sql.raw(statement).execute(db);
}

const ddl = `
  create table ledger_account (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    ledger text not null check (ledger in ('cash', 'points', 'trial')),
    kind text not null,
    owner_id int references customer(id),
    ref text not null default '',
    balance bigint not null default 0,
    allow_negative boolean not null default false,
    created_at timestamptz not null default now(),
    constraint ledger_account_not_negative check (allow_negative or balance >= 0)
  );
  create unique index ledger_account_identity on ledger_account (merchant_id, ledger, kind, coalesce(owner_id, 0), ref);
  create table ledger_transfer (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    ledger text not null,
    idempotency_key text not null,
    type text not null,
    from_account bigint not null references ledger_account(id),
    to_account bigint not null references ledger_account(id),
    amount bigint not null check (amount > 0),
    resolves bigint unique references ledger_transfer(id),
    meta jsonb not null default '{}',
    created_at timestamptz not null default now(),
    unique (merchant_id, idempotency_key),
    check (from_account <> to_account)
  );
  create index ledger_transfer_type on ledger_transfer (merchant_id, type, created_at);
  create table ledger_entry (
    id bigserial primary key,
    transfer_id bigint not null references ledger_transfer(id),
    account_id bigint not null references ledger_account(id),
    amount bigint not null,
    balance_after bigint not null,
    created_at timestamptz not null default now()
  );
  create index ledger_entry_account on ledger_entry (account_id, id);
  create index ledger_entry_transfer on ledger_entry (transfer_id);
  create function ledger_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger rows are immutable: % on %', tg_op, tg_table_name;
    end
  $$;
  create trigger ledger_transfer_immutable before update or delete on ledger_transfer
    for each row execute function ledger_immutable();
  create trigger ledger_entry_immutable before update or delete on ledger_entry
    for each row execute function ledger_immutable();
`;
