import { sql, type Kysely } from 'kysely';

/**
 * The house vendor's own data (decision 0009): players as the platform names them, house sessions,
 * provably fair seeds, rounds, the outbox of wallet-protocol calls, the transfer-mode wallet, the
 * progressive jackpot and the crash hash chains.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(forbidChange).execute(db);
  // The embedded database takes one statement per call.
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const forbidChange = `create function house_forbid_change() returns trigger language plpgsql as $$
  begin
    raise exception 'rows of % are immutable', tg_table_name;
  end
  $$`;

const ddl = `
  -- A player of one vendor code (HOUSE or HOUSEX) as the platform's authenticate answer names it.
  create table player (
    id bigserial primary key,
    vendor_code text not null,
    platform_player_id text not null,
    name text not null,
    currency text not null,
    decimals int not null check (decimals between 0 and 4),
    trial boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (vendor_code, platform_player_id)
  );

  -- Only the hash of the 256-bit session id is kept; the launch token is needed for the protocol calls.
  create table house_session (
    id_hash text primary key,
    player_id bigint not null references player(id),
    vendor_code text not null,
    game_code text not null,
    platform_token text not null,
    language text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null
  );
  create index house_session_expiry on house_session (expires_at);

  -- One active seed pair per player (revealed_at null); revealed ones stay for the verify page.
  create table fair_seed (
    id bigserial primary key,
    player_id bigint not null references player(id),
    server_seed text not null,
    server_seed_hash text not null,
    client_seed text not null,
    next_nonce int not null default 0,
    created_at timestamptz not null default now(),
    revealed_at timestamptz
  );
  create unique index fair_seed_active on fair_seed (player_id) where revealed_at is null;

  -- Crash: a hash chain consumed from its published end; the seed stays secret, each round reveals its link.
  create table crash_chain (
    id bigserial primary key,
    seed text not null,
    salt text not null,
    length int not null check (length > 0),
    terminating_hash text not null,
    next_number int not null default 1,
    created_at timestamptz not null default now()
  );

  create table crash_round (
    id text primary key,
    chain_id bigint not null references crash_chain(id),
    number int not null,
    hash text not null,
    crash_point int not null check (crash_point >= 100),
    phase text not null check (phase in ('live', 'crashed', 'void')),
    starts_at timestamptz not null,
    crashed_at timestamptz,
    created_at timestamptz not null default now(),
    unique (chain_id, number)
  );

  -- One player's play. status: pending (bet sent, no answer yet), open (crash bet in a running round),
  -- settled (bet accepted, win decided and queued), void (bet refused, nothing moved), rolled_back
  -- (bet outcome unknown or the round interrupted: a rollback is queued).
  create table game_round (
    id text primary key,
    player_id bigint not null references player(id),
    vendor_code text not null,
    game_code text not null,
    request_id text not null,
    protocol_round_id text not null,
    currency text not null,
    decimals int not null,
    bet bigint not null check (bet > 0),
    win bigint not null default 0 check (win >= 0),
    jackpot_win bigint not null default 0 check (jackpot_win >= 0),
    params jsonb not null,
    outcome jsonb not null,
    seed_id bigint references fair_seed(id),
    server_seed_hash text not null,
    client_seed text not null,
    nonce int not null,
    crash_round_id text references crash_round(id),
    status text not null check (status in ('pending', 'open', 'settled', 'void', 'rolled_back')),
    void_reason text,
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    unique (player_id, request_id)
  );
  create index game_round_history on game_round (player_id, created_at desc);
  create index game_round_crash on game_round (crash_round_id) where crash_round_id is not null;
  create index game_round_unfinished on game_round (status) where status in ('pending', 'open');

  -- Wallet-protocol calls with their exact body: a call whose answer was lost is sent again unchanged
  -- (same transactionId) until answered. Bets are sent inline only; wins and rollbacks by the worker too.
  create table outbox (
    id bigserial primary key,
    round_id text not null references game_round(id),
    vendor_code text not null,
    action text not null check (action in ('bet', 'win', 'rollback')),
    transaction_id text not null,
    body text not null,
    state text not null check (state in ('pending', 'done', 'abandoned')),
    attempts int not null default 0,
    next_at timestamptz not null,
    answer jsonb,
    last_error text,
    created_at timestamptz not null default now(),
    done_at timestamptz,
    unique (vendor_code, transaction_id)
  );
  create index outbox_due on outbox (next_at) where state = 'pending' and action <> 'bet';

  -- Transfer mode (HOUSEX): the house keeps the balance. One row per player and currency, never negative,
  -- and an immutable movement per change.
  create table wallet (
    vendor_code text not null,
    player_ref text not null,
    currency text not null,
    balance bigint not null default 0 check (balance >= 0),
    updated_at timestamptz not null default now(),
    primary key (vendor_code, player_ref, currency)
  );

  create table wallet_move (
    id bigserial primary key,
    vendor_code text not null,
    player_ref text not null,
    currency text not null,
    kind text not null check (kind in ('deposit', 'withdraw', 'bet', 'win')),
    amount bigint not null check (amount <> 0),
    balance_after bigint not null check (balance_after >= 0),
    ref text not null,
    created_at timestamptz not null default now(),
    unique (vendor_code, kind, ref)
  );
  create trigger wallet_move_immutable before update or delete on wallet_move
    for each row execute function house_forbid_change();

  -- The transfer API's transactions with their first answer; a tombstone is a status question that came
  -- before the transaction, which is then refused for good.
  create table transfer_tx (
    vendor_code text not null,
    transaction_id text not null,
    kind text not null check (kind in ('deposit', 'withdraw', 'tombstone')),
    player_ref text,
    currency text,
    decimals int,
    amount bigint not null default 0,
    request_hash text,
    status text not null,
    balance_after bigint not null default 0,
    created_at timestamptz not null default now(),
    primary key (vendor_code, transaction_id)
  );

  -- The progressive jackpot per currency, in hundredths of a minor unit so that 1% of any stake is exact.
  create table jackpot_pool (
    currency text primary key,
    decimals int not null,
    amount_x100 bigint not null check (amount_x100 >= 0),
    updated_at timestamptz not null default now()
  );

  create table jackpot_move (
    id bigserial primary key,
    currency text not null,
    kind text not null check (kind in ('seed', 'contribution', 'payout')),
    amount_x100 bigint not null,
    round_id text references game_round(id),
    created_at timestamptz not null default now()
  );
  create trigger jackpot_move_immutable before update or delete on jackpot_move
    for each row execute function house_forbid_change();
`;
