import { sql, type Kysely } from 'kysely';

/**
 * Fishing (issue 20, HOUSEFH_OCEAN).
 *
 * - fishing_session: one per house session: the spawn seed of its scene (cosmetic, shared with the page),
 *   when it started (scene time 0), and the player's balance as the platform last answered it (minor units).
 * - fishing_seed: the session's provably fair pairs; the active one has no revealed_at; rotating reveals it.
 * - fishing_batch: the shots of about a second of play, settled as one seamless round (game_round): open
 *   (taking shots) → closing (claimed by one process, its round's bet sent) → settled or void (the bet was
 *   refused or never answered: its shots and their payouts are cancelled, `reported` once the page was told).
 * - fishing_shot: one bullet at one fish, decided at once; idempotent by the page's shot id.
 * - fishing_setting: the operator's settings (one row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  create table fishing_session (
    id text primary key,
    session_hash text not null unique,
    player_id bigint not null references player(id),
    vendor_code text not null,
    game_code text not null,
    currency text not null,
    decimals int not null,
    rtp int not null,
    platform_token text not null,
    spawn_seed text not null,
    started_at timestamptz not null,
    balance bigint not null,
    created_at timestamptz not null default now()
  );

  create table fishing_seed (
    id bigserial primary key,
    session_id text not null references fishing_session(id),
    server_seed text not null,
    server_seed_hash text not null,
    client_seed text not null,
    next_nonce int not null default 0,
    revealed_at timestamptz,
    created_at timestamptz not null default now()
  );
  create unique index fishing_seed_active on fishing_seed (session_id) where revealed_at is null;

  create table fishing_batch (
    id text primary key,
    session_id text not null references fishing_session(id),
    player_id bigint not null references player(id),
    round_id text references game_round(id),
    status text not null check (status in ('open', 'closing', 'settled', 'void')),
    opened_at timestamptz not null,
    close_at timestamptz not null,
    shots int not null default 0,
    catches int not null default 0,
    bullets bigint not null default 0 check (bullets >= 0),
    payouts bigint not null default 0 check (payouts >= 0),
    void_reason text,
    reported boolean not null default false,
    settled_at timestamptz
  );
  create unique index fishing_batch_open on fishing_batch (session_id) where status = 'open';
  create index fishing_batch_due on fishing_batch (close_at) where status = 'open';
  create index fishing_batch_closing on fishing_batch (status) where status = 'closing';
  create index fishing_batch_player on fishing_batch (player_id, opened_at desc);

  create table fishing_shot (
    session_id text not null references fishing_session(id),
    shot_id text not null,
    batch_id text not null references fishing_batch(id),
    seed_id bigint not null references fishing_seed(id),
    nonce int not null,
    fish_id text not null,
    kind text not null,
    bullet bigint not null check (bullet > 0),
    caught boolean not null,
    multiplier int not null,
    payout bigint not null check (payout >= 0),
    created_at timestamptz not null default now(),
    primary key (session_id, shot_id),
    unique (seed_id, nonce)
  );
  create index fishing_shot_batch on fishing_shot (batch_id);
  create index fishing_shot_caught on fishing_shot (session_id, fish_id) where caught;

  create table fishing_setting (
    id int primary key check (id = 1),
    value jsonb not null,
    updated_at timestamptz not null default now()
  )
`;
