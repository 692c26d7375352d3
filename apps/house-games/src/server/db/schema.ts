import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Tables of migration 0001-house. bigint columns are int8 (parsed as BigInt). */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PlayerTable {
  id: Generated<bigint>;
  vendor_code: string;
  platform_player_id: string;
  name: string;
  currency: string;
  decimals: number;
  trial: boolean;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface HouseSessionTable {
  id_hash: string;
  player_id: bigint;
  vendor_code: string;
  game_code: string;
  platform_token: string;
  language: string;
  /** The RTP variant in percent (decision 0034); null = the game's default (sessions before variants). */
  rtp: number | null;
  /** The merchant's stake limits, minor units (migration 0003); null = the engine's own limits. */
  min_bet: bigint | null;
  max_bet: bigint | null;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface FairSeedTable {
  id: Generated<bigint>;
  player_id: bigint;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: Generated<number>;
  created_at: Generated<Date>;
  revealed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface CrashChainTable {
  id: Generated<bigint>;
  seed: string;
  salt: string;
  length: number;
  terminating_hash: string;
  next_number: Generated<number>;
  created_at: Generated<Date>;
}

export type CrashRoundPhase = 'live' | 'crashed' | 'void';

export interface CrashRoundTable {
  id: string;
  chain_id: bigint;
  number: number;
  hash: string;
  crash_point: number;
  phase: CrashRoundPhase;
  starts_at: Date;
  crashed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

export type RoundStatus = 'pending' | 'open' | 'settled' | 'void' | 'rolled_back';

export interface GameRoundTable {
  id: string;
  player_id: bigint;
  vendor_code: string;
  game_code: string;
  request_id: string;
  protocol_round_id: string;
  currency: string;
  decimals: number;
  bet: bigint;
  win: Generated<bigint>;
  jackpot_win: Generated<bigint>;
  params: JSONColumnType<Record<string, unknown>>;
  outcome: JSONColumnType<Record<string, unknown>>;
  seed_id: bigint | null;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  crash_round_id: string | null;
  status: RoundStatus;
  void_reason: string | null;
  created_at: Timestamp;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type OutboxAction = 'bet' | 'win' | 'rollback';
export type OutboxState = 'pending' | 'done' | 'abandoned';

export interface OutboxTable {
  id: Generated<bigint>;
  round_id: string;
  vendor_code: string;
  action: OutboxAction;
  transaction_id: string;
  body: string;
  state: OutboxState;
  attempts: Generated<number>;
  next_at: Date;
  answer: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  last_error: string | null;
  created_at: Generated<Date>;
  done_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface WalletTable {
  vendor_code: string;
  player_ref: string;
  currency: string;
  balance: Generated<bigint>;
  updated_at: Timestamp;
}

export type WalletMoveKind = 'deposit' | 'withdraw' | 'bet' | 'win';

export interface WalletMoveTable {
  id: Generated<bigint>;
  vendor_code: string;
  player_ref: string;
  currency: string;
  kind: WalletMoveKind;
  amount: bigint;
  balance_after: bigint;
  ref: string;
  created_at: Generated<Date>;
}

export interface TransferTxTable {
  vendor_code: string;
  transaction_id: string;
  kind: 'deposit' | 'withdraw' | 'tombstone';
  player_ref: string | null;
  currency: string | null;
  decimals: number | null;
  amount: Generated<bigint>;
  request_hash: string | null;
  status: string;
  balance_after: Generated<bigint>;
  created_at: Generated<Date>;
}

export interface JackpotPoolTable {
  currency: string;
  decimals: number;
  amount_x100: bigint;
  updated_at: Timestamp;
}

export interface JackpotMoveTable {
  id: Generated<bigint>;
  currency: string;
  kind: 'seed' | 'contribution' | 'payout';
  amount_x100: bigint;
  round_id: string | null;
  created_at: Generated<Date>;
}

export type SportsEventStatus = 'scheduled' | 'closed' | 'settled' | 'void';

/** Migration 0004-sports. */
export interface SportsEventTable {
  id: string;
  sport: 'football' | 'basketball' | 'esports' | 'cockfight';
  kickoff_at: Date;
  end_at: Date;
  match_no: Generated<number>;
  season: number | null;
  round_no: number | null;
  home_id: string;
  away_id: string;
  fixture: JSONColumnType<Record<string, unknown>>;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  status: SportsEventStatus;
  outcome: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  void_reason: string | null;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
}

export type SportsBetResult = 'won' | 'push' | 'partial' | 'lost';

export interface SportsBetTable {
  id: string;
  round_id: string;
  player_id: bigint;
  request_id: string;
  currency: string;
  decimals: number;
  stake: bigint;
  /** Parlay odds at placement, thousandths. */
  odds: bigint;
  potential_payout: bigint;
  odds_change: 'any' | 'higher' | 'none';
  result: SportsBetResult | null;
  payout: bigint | null;
  created_at: Generated<Date>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export type SportsLegResult = 'won' | 'lost' | 'push' | 'half-won' | 'half-lost' | 'void';

export interface SportsLegTable {
  bet_id: string;
  leg_no: number;
  event_id: string;
  market_id: string;
  selection_id: string;
  /** Thousandths: the price taken; seen_odds: what the player's slip showed. */
  odds: number;
  seen_odds: number;
  result: SportsLegResult | null;
}

/** Migration 0005-sports-settings: one row per group of the sportsbook's operator settings. */
export interface SportsSettingTable {
  setting_group: 'margins' | 'stakes' | 'payout' | 'schedules';
  value: ColumnType<Record<string, unknown>, string, string>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Migration 0007-rooms: card rooms (settings and live counters), seats, hands and each seat's part of a hand. */
export interface RoomSettingTable {
  id: string;
  game: 'holdem' | 'bullbull';
  name: ColumnType<{ TW: string; EN: string; VI: string }, string, string>;
  currency: string;
  decimals: number;
  seats: number;
  small_blind: bigint;
  big_blind: bigint;
  min_buy_in: bigint;
  max_buy_in: bigint;
  /** Basis points of a pot (Hold'em) or of a winner's winnings (Bull Bull). */
  rake_bps: number;
  rake_cap: bigint;
  turn_seconds: number;
  enabled: Generated<boolean>;
  version: Generated<number>;
  hand_no: Generated<number>;
  button: number | null;
  hand_id: string | null;
  next_hand_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RoomSeatTable {
  room_id: string;
  seat: number;
  player_id: bigint;
  name: string;
  /** The sitting's seamless round: its bet the buy-in, its win the cash-out. */
  round_id: string;
  platform_token: string;
  status: 'buying' | 'seated';
  buy_in: bigint;
  /** Chips at the start of the running hand (its state holds the live stack). */
  stack: bigint;
  seed: string;
  sitting_out: Generated<boolean>;
  sit_out_hands: Generated<number>;
  timeouts: Generated<number>;
  leaving: Generated<boolean>;
  hands: Generated<number>;
  rake: Generated<bigint>;
  sat_at: Date;
}

export interface RoomHandTable {
  id: string;
  room_id: string;
  hand_no: number;
  game: 'holdem' | 'bullbull';
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  player_seeds: ColumnType<{ seat: number; seed: string }[], string, string>;
  /** The engine's state (bigints as "123n" strings) with its format version. */
  state: ColumnType<Record<string, unknown>, string, string>;
  status: 'running' | 'done' | 'void';
  deadline: Date | null;
  rake: Generated<bigint>;
  started_at: Date;
  ended_at: Date | null;
}

export interface RoomHandSeatTable {
  hand_id: string;
  seat: number;
  player_id: bigint;
  round_id: string;
  cards: ColumnType<number[], string, string>;
  net: bigint;
  rake: bigint;
}

export interface HouseDatabase {
  player: PlayerTable;
  house_session: HouseSessionTable;
  fair_seed: FairSeedTable;
  crash_chain: CrashChainTable;
  crash_round: CrashRoundTable;
  game_round: GameRoundTable;
  outbox: OutboxTable;
  wallet: WalletTable;
  wallet_move: WalletMoveTable;
  transfer_tx: TransferTxTable;
  jackpot_pool: JackpotPoolTable;
  jackpot_move: JackpotMoveTable;
  sports_event: SportsEventTable;
  sports_bet: SportsBetTable;
  sports_leg: SportsLegTable;
  sports_setting: SportsSettingTable;
  room_setting: RoomSettingTable;
  room_seat: RoomSeatTable;
  room_hand: RoomHandTable;
  room_hand_seat: RoomHandSeatTable;
}
