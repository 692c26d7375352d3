import { sql, type Kysely } from 'kysely';

/**
 * The house sportsbook (issue 19, decision 0068's engine): scheduled virtual events, bets and their legs.
 *
 * - sports_event: one fixture of one sport at one kick-off. The server seed stays secret until the event
 *   is settled (or voided); its SHA-256 hash is published when the event is made, before betting opens.
 *   status: scheduled (betting open until kick-off, then playing until end_at), settled (outcome drawn and
 *   seed revealed), void (the operator cancelled it: its legs count 1.000). Made ahead by the scheduler of
 *   every process: unique (sport, kickoff_at, match_no) makes the second insert a no-op.
 * - sports_bet: a single or parlay; its money is the game_round it names (the protocol bet and win go
 *   through the seamless path of every house round, its status is the round's status).
 * - sports_leg: one selection per event and bet, with the odds it was placed at, so exposure per event
 *   and market is a sum over rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  create table sports_event (
    id text primary key,
    sport text not null check (sport in ('football', 'basketball', 'esports', 'cockfight')),
    kickoff_at timestamptz not null,
    end_at timestamptz not null,
    match_no int not null default 0,
    season int,
    round_no int,
    home_id text not null,
    away_id text not null,
    fixture jsonb not null,
    server_seed text not null,
    server_seed_hash text not null,
    client_seed text not null,
    nonce int not null default 0,
    status text not null check (status in ('scheduled', 'closed', 'settled', 'void')),
    outcome jsonb,
    void_reason text,
    settled_at timestamptz,
    created_at timestamptz not null default now(),
    check (end_at > kickoff_at),
    unique (sport, kickoff_at, match_no)
  );
  create index sports_event_upcoming on sports_event (sport, kickoff_at);
  create index sports_event_unsettled on sports_event (end_at) where status in ('scheduled', 'closed');

  create table sports_bet (
    id text primary key,
    round_id text not null unique references game_round(id),
    player_id bigint not null references player(id),
    request_id text not null,
    currency text not null,
    decimals int not null,
    stake bigint not null check (stake > 0),
    odds bigint not null check (odds >= 1000),
    potential_payout bigint not null check (potential_payout >= stake),
    odds_change text not null check (odds_change in ('any', 'higher', 'none')),
    result text check (result in ('won', 'push', 'partial', 'lost')),
    payout bigint check (payout >= 0),
    created_at timestamptz not null default now(),
    settled_at timestamptz,
    unique (player_id, request_id)
  );
  create index sports_bet_player on sports_bet (player_id, created_at desc);

  create table sports_leg (
    bet_id text not null references sports_bet(id),
    leg_no int not null,
    event_id text not null references sports_event(id),
    market_id text not null,
    selection_id text not null,
    odds int not null check (odds >= 1000),
    seen_odds int not null,
    result text check (result in ('won', 'lost', 'push', 'half-won', 'half-lost', 'void')),
    primary key (bet_id, leg_no),
    unique (bet_id, event_id)
  );
  create index sports_leg_event on sports_leg (event_id, market_id);
`;
