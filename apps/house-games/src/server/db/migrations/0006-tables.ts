import { sql, type Kysely } from 'kysely';

/**
 * The casino tables (issue 20): one shared table per game; every player seated at it shares its rounds.
 *
 * - table_shoe: baccarat and dragon tiger deal from a shoe of 8 decks shuffled from `server_seed` (its hash
 *   published when the shoe starts). `position` is the next card; at the cut card the shoe is finished and
 *   its seed revealed (every round of it can then be verified). Unique (game, number): processes racing to
 *   start the next shoe make one.
 * - table_round: a round of a table. phase betting (opens_at..closes_at) → revealing (the outcome is drawn
 *   when a process claims the close; the page animates it until reveal_ends_at) → settled (claimed at
 *   reveal_ends_at; then its placements are paid). Roulette and sic bo: a server seed per round (hash shown
 *   from betting, seed from the close); shoe games: the shoe and the round's first card. Unique (game,
 *   number): the next round is made by whichever process ticks first.
 * - table_placement: the bets a player placed at once on a round; its money is the game_round of the same
 *   id (the protocol bet and win of the seamless wallet, its status the round's).
 * - table_presence: sessions seen at a table (state polls, live sockets); seated = seen in the last seconds.
 * - table_setting: the operator's settings of a table (major units; no row = the defaults).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const games = `('baccarat', 'baccarat-nc', 'dragon-tiger', 'roulette', 'sicbo')`;

const ddl = `
  create table table_shoe (
    id text primary key,
    game text not null check (game in ${games}),
    number int not null,
    server_seed text not null,
    server_seed_hash text not null,
    client_seed text not null,
    position int not null default 0,
    created_at timestamptz not null default now(),
    finished_at timestamptz,
    unique (game, number)
  );

  create table table_round (
    id text primary key,
    game text not null check (game in ${games}),
    number int not null,
    phase text not null check (phase in ('betting', 'revealing', 'settled')),
    opens_at timestamptz not null,
    closes_at timestamptz not null,
    reveal_ends_at timestamptz not null,
    server_seed text,
    server_seed_hash text not null,
    client_seed text not null,
    nonce int not null default 0,
    shoe_id text references table_shoe(id),
    shoe_position int,
    outcome jsonb,
    placements int not null default 0,
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    check (closes_at > opens_at and reveal_ends_at > closes_at),
    check ((shoe_id is null) = (server_seed is not null)),
    unique (game, number)
  );
  create index table_round_current on table_round (game, opens_at desc);
  create index table_round_shoe on table_round (shoe_id, number) where shoe_id is not null;
  create index table_round_due on table_round (phase) where phase in ('betting', 'revealing');

  create table table_placement (
    id text primary key references game_round(id),
    table_round_id text not null references table_round(id),
    game text not null,
    player_id bigint not null references player(id),
    session_hash text not null,
    bets jsonb not null,
    created_at timestamptz not null default now()
  );
  create index table_placement_round on table_placement (table_round_id, player_id);
  create index table_placement_player on table_placement (player_id, game, created_at desc);

  create table table_presence (
    session_hash text not null,
    game text not null,
    seen_at timestamptz not null,
    primary key (game, session_hash)
  );
  create index table_presence_seen on table_presence (game, seen_at);

  create table table_setting (
    game text primary key check (game in ${games}),
    enabled boolean not null,
    min_bet double precision not null,
    max_bet double precision not null,
    side_max_bet double precision not null,
    betting_seconds int not null,
    updated_at timestamptz not null default now()
  );
`;
