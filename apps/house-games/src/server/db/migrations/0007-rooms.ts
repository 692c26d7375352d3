import { sql, type Kysely } from 'kysely';

/**
 * Card rooms (issue 20): Texas Hold'em and Bull Bull tables. `room_setting` holds the operator's settings and
 * the room's live counters (version, hand number, button, next start), locked `for update` by every change;
 * `room_seat` the players sitting with their stacks (the money of a sitting is one seamless round: the buy-in
 * its bet, the cash-out its win); `room_hand` each hand with its seeds and the engine's state as JSON;
 * `room_hand_seat` what each seat did in a hand (a player's hand history).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table room_setting (
      id text primary key,
      game text not null check (game in ('holdem', 'bullbull')),
      name jsonb not null,
      currency text not null,
      decimals int not null,
      seats int not null check (seats between 2 and 9),
      small_blind bigint not null check (small_blind > 0),
      big_blind bigint not null check (big_blind >= small_blind),
      min_buy_in bigint not null check (min_buy_in > 0),
      max_buy_in bigint not null check (max_buy_in >= min_buy_in),
      rake_bps int not null check (rake_bps between 0 and 2000),
      rake_cap bigint not null check (rake_cap >= 0),
      turn_seconds int not null check (turn_seconds between 5 and 120),
      enabled boolean not null default true,
      version int not null default 0,
      hand_no int not null default 0,
      button int,
      hand_id text,
      next_hand_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table room_seat (
      room_id text not null references room_setting (id),
      seat int not null,
      player_id bigint not null references player (id),
      name text not null,
      round_id text not null references game_round (id),
      platform_token text not null,
      status text not null check (status in ('buying', 'seated')),
      buy_in bigint not null,
      stack bigint not null check (stack >= 0),
      seed text not null,
      sitting_out boolean not null default false,
      sit_out_hands int not null default 0,
      timeouts int not null default 0,
      leaving boolean not null default false,
      hands int not null default 0,
      rake bigint not null default 0,
      sat_at timestamptz not null,
      primary key (room_id, seat),
      unique (room_id, player_id)
    )
  `.execute(db);
  await sql`
    create table room_hand (
      id text primary key,
      room_id text not null references room_setting (id),
      hand_no int not null,
      game text not null,
      server_seed text not null,
      server_seed_hash text not null,
      client_seed text not null,
      player_seeds jsonb not null,
      state jsonb not null,
      status text not null check (status in ('running', 'done', 'void')),
      deadline timestamptz,
      rake bigint not null default 0,
      started_at timestamptz not null,
      ended_at timestamptz,
      unique (room_id, hand_no)
    )
  `.execute(db);
  await sql`create index room_hand_day on room_hand (room_id, started_at)`.execute(db);
  await sql`
    create table room_hand_seat (
      hand_id text not null references room_hand (id),
      seat int not null,
      player_id bigint not null references player (id),
      round_id text not null,
      cards jsonb not null,
      net bigint not null,
      rake bigint not null,
      primary key (hand_id, seat)
    )
  `.execute(db);
  await sql`create index room_hand_seat_player on room_hand_seat (player_id, hand_id)`.execute(db);

  const rooms: [string, string, [string, string, string], number, number, number, number, number][] = [
    // id, game, names, seats, small blind, big blind (base), min buy-in, max buy-in (minor units, TWD)
    [
      'holdem-050-1',
      'holdem',
      ['德州撲克 0.5/1', "Hold'em 0.5/1", "Hold'em 0.5/1"],
      6,
      50,
      100,
      2_000,
      10_000,
    ],
    ['holdem-1-2', 'holdem', ['德州撲克 1/2', "Hold'em 1/2", "Hold'em 1/2"], 9, 100, 200, 4_000, 20_000],
    [
      'holdem-5-10-hu',
      'holdem',
      ['德州撲克 5/10 單挑', "Hold'em 5/10 heads-up", "Hold'em 5/10 đối đầu"],
      2,
      500,
      1_000,
      20_000,
      100_000,
    ],
    [
      'bullbull-1',
      'bullbull',
      ['搶庄牛牛 底注 1', 'Bull Bull base 1', 'Ngầu hầm cược 1'],
      5,
      100,
      100,
      10_000,
      50_000,
    ],
    [
      'bullbull-5',
      'bullbull',
      ['搶庄牛牛 底注 5', 'Bull Bull base 5', 'Ngầu hầm cược 5'],
      5,
      500,
      500,
      50_000,
      250_000,
    ],
  ];
  for (const [id, game, [tw, en, vi], seats, sb, bb, min, max] of rooms)
    await sql`
      insert into room_setting (id, game, name, currency, decimals, seats, small_blind, big_blind, min_buy_in,
        max_buy_in, rake_bps, rake_cap, turn_seconds)
      values (${id}, ${game}, ${JSON.stringify({ TW: tw, EN: en, VI: vi })}, 'TWD', 2, ${seats}, ${sb}, ${bb},
        ${min}, ${max}, 500, ${bb * 3}, ${game === 'holdem' ? 20 : 10})
    `.execute(db);
}
