import { type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type {
  TableGameId,
  TablePlacementTable,
  TableRoundTable,
  TableSettingTable,
  TableShoeTable,
} from '../../db/schema.ts';

export type ShoeRow = Selectable<TableShoeTable>;
export type TableRoundRow = Selectable<TableRoundTable>;
export type SettingRow = Selectable<TableSettingTable>;
export type PlacementRow = Selectable<TablePlacementTable>;

// --- shoes ---

/** The shoe a game deals from now: its newest one, unless finished. */
export const openShoe = (db: Db, game: TableGameId) =>
  db
    .selectFrom('table_shoe')
    .selectAll()
    .where('game', '=', game)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst()
    .then((s) => (s && s.finished_at === null ? s : undefined));

export const lastShoeNumber = async (db: Db, game: TableGameId) =>
  (
    await db
      .selectFrom('table_shoe')
      .select((eb) => eb.fn.max('number').as('n'))
      .where('game', '=', game)
      .executeTakeFirst()
  )?.n ?? 0;

/** Inserts a shoe unless another process made that number first; answers the stored one. */
export async function insertShoeIfNone(db: Db, row: Insertable<TableShoeTable>): Promise<ShoeRow> {
  await db
    .insertInto('table_shoe')
    .values(row)
    .onConflict((oc) => oc.columns(['game', 'number']).doNothing())
    .execute();
  return db
    .selectFrom('table_shoe')
    .selectAll()
    .where('game', '=', row.game)
    .where('number', '=', row.number)
    .executeTakeFirstOrThrow();
}

export const findShoe = (db: Db, id: string) =>
  db.selectFrom('table_shoe').selectAll().where('id', '=', id).executeTakeFirst();

export const shoesByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('table_shoe').selectAll().where('id', 'in', ids).execute();

/** Moves the shoe past the cards a round used; `finished` reveals it (the cut card was reached). */
export async function advanceShoe(db: Db, id: string, position: number, finishedAt: Date | null) {
  await db
    .updateTable('table_shoe')
    .set({ position, finished_at: finishedAt })
    .where('id', '=', id)
    .where('finished_at', 'is', null)
    .execute();
}

// --- rounds ---

export const latestRound = (db: Db, game: TableGameId) =>
  db
    .selectFrom('table_round')
    .selectAll()
    .where('game', '=', game)
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The round a table shows at `now`: the newest one opened by then. */
export const currentRound = (db: Db, game: TableGameId, now: Date) =>
  db
    .selectFrom('table_round')
    .selectAll()
    .where('game', '=', game)
    .where('opens_at', '<=', now)
    .orderBy('opens_at', 'desc')
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();

export const findRound = (db: Db, id: string) =>
  db.selectFrom('table_round').selectAll().where('id', '=', id).executeTakeFirst();

export const roundsByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db.selectFrom('table_round').selectAll().where('id', 'in', ids).execute();

export async function insertRoundIfNone(db: Db, row: Insertable<TableRoundTable>): Promise<boolean> {
  const r = await db
    .insertInto('table_round')
    .values(row)
    .onConflict((oc) => oc.columns(['game', 'number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
}

/** Claims the close of a round whose betting window ended: one process gets it, and draws the outcome. */
export const claimClose = (db: Db, game: TableGameId, now: Date) =>
  db
    .updateTable('table_round')
    .set({ phase: 'revealing' })
    .where('game', '=', game)
    .where('phase', '=', 'betting')
    .where('closes_at', '<=', now)
    .returningAll()
    .execute();

export async function setOutcome(db: Db, id: string, outcome: object) {
  await db
    .updateTable('table_round')
    .set({ outcome: JSON.stringify(outcome) })
    .where('id', '=', id)
    .execute();
}

/** When the table next has something to do: its betting round's close or its revealing round's end. */
export async function nextDue(db: Db, game: TableGameId): Promise<Date | null> {
  const rows = await db
    .selectFrom('table_round')
    .select(['phase', 'closes_at', 'reveal_ends_at'])
    .where('game', '=', game)
    .where('phase', 'in', ['betting', 'revealing'])
    .execute();
  let due: Date | null = null;
  for (const r of rows) {
    const at = r.phase === 'betting' ? r.closes_at : r.reveal_ends_at;
    if (!due || at < due) due = at;
  }
  return due;
}

/** Claims the end of reveals: those rounds' placements are paid from then on. */
export const claimRevealed = (db: Db, game: TableGameId, now: Date) =>
  db
    .updateTable('table_round')
    .set({ phase: 'settled', settled_at: now })
    .where('game', '=', game)
    .where('phase', '=', 'revealing')
    .where('reveal_ends_at', '<=', now)
    .returning(['id'])
    .execute();

/**
 * Takes the round for a placement while its betting is open: a row lock that a close waits for, so no
 * placement joins a round after its outcome was drawn. False when betting is over.
 */
export async function takeForPlacement(db: Db, roundId: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('table_round')
    .set((eb) => ({ placements: eb('placements', '+', 1) }))
    .where('id', '=', roundId)
    .where('phase', '=', 'betting')
    .where('opens_at', '<=', now)
    .where('closes_at', '>', now)
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** Rounds whose reveal ended by `now` (their outcome shown), newest first. */
export const revealedRounds = (db: Db, game: TableGameId, now: Date, limit: number) =>
  db
    .selectFrom('table_round')
    .select(['id', 'number', 'outcome'])
    .where('game', '=', game)
    .where('reveal_ends_at', '<=', now)
    .where('outcome', 'is not', null)
    .orderBy('number', 'desc')
    .limit(limit)
    .execute();

/** A shoe's rounds in order (all, or those revealed by `now`). */
export function roundsOfShoe(db: Db, shoeId: string, revealedBy?: Date) {
  let q = db.selectFrom('table_round').selectAll().where('shoe_id', '=', shoeId);
  if (revealedBy) q = q.where('reveal_ends_at', '<=', revealedBy).where('outcome', 'is not', null);
  return q.orderBy('number').execute();
}

// --- placements ---

export async function insertPlacement(db: Db, row: Insertable<TablePlacementTable>) {
  await db.insertInto('table_placement').values(row).execute();
}

/** A player's placements on a round with their money's state (stake taken or still being placed). */
export const placementsOfRound = (db: Db, tableRoundId: string, playerId: bigint) =>
  db
    .selectFrom('table_placement as p')
    .innerJoin('game_round as r', 'r.id', 'p.id')
    .selectAll('p')
    .select(['r.status', 'r.bet', 'r.win', 'r.decimals'])
    .where('p.table_round_id', '=', tableRoundId)
    .where('p.player_id', '=', playerId)
    .where('r.status', 'in', ['pending', 'open', 'settled'])
    .execute();

const placementsWithMoney = (db: Db) =>
  db
    .selectFrom('table_placement as p')
    .innerJoin('game_round as r', 'r.id', 'p.id')
    .innerJoin('table_round as t', 't.id', 'p.table_round_id')
    .selectAll('p')
    .select([
      'r.status',
      'r.bet',
      'r.win',
      'r.decimals',
      'r.void_reason',
      'r.settled_at',
      't.number as round_number',
      't.closes_at',
      't.outcome',
    ]);
export type PlacementView = Awaited<ReturnType<typeof placementOfPlayer>>;

export const placementOfPlayer = (db: Db, playerId: bigint, id: string) =>
  placementsWithMoney(db)
    .where('p.id', '=', id)
    .where('p.player_id', '=', playerId)
    .executeTakeFirstOrThrow();

export const placementsOfPlayer = (db: Db, playerId: bigint, game: TableGameId, limit: number) =>
  placementsWithMoney(db)
    .where('p.player_id', '=', playerId)
    .where('p.game', '=', game)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();

/** Accepted placements (stake taken) of rounds whose reveal ended, not paid yet. */
export const payablePlacements = (db: Db, limit: number) =>
  db
    .selectFrom('table_placement as p')
    .innerJoin('game_round as r', 'r.id', 'p.id')
    .innerJoin('table_round as t', 't.id', 'p.table_round_id')
    .selectAll('r')
    .select([
      'p.bets',
      'p.table_round_id',
      'p.game as table_game',
      't.outcome as table_outcome',
      't.number as table_number',
    ])
    .where('r.status', '=', 'open')
    .where('t.phase', '=', 'settled')
    .orderBy('r.created_at')
    .limit(limit)
    .execute();

/** Pays a placement once: false when another process (or an earlier pass) did. */
export async function claimPayment(db: Db, id: string, win: bigint, outcome: object, now: Date) {
  const r = await db
    .updateTable('game_round')
    .set({ status: 'settled', win, outcome: JSON.stringify(outcome), settled_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

/** The launch token a placement's bet was sent with (its win goes with the same). */
export async function betToken(db: Db, roundId: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('body')
    .where('round_id', '=', roundId)
    .where('action', '=', 'bet')
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.body) as { token: string }).token;
}

export const placementByRequest = (db: Db, playerId: bigint, requestId: string) =>
  db
    .selectFrom('game_round as r')
    .innerJoin('table_placement as p', 'p.id', 'r.id')
    .select(['r.id', 'r.status', 'r.void_reason'])
    .where('r.player_id', '=', playerId)
    .where('r.request_id', '=', requestId)
    .executeTakeFirst();

// --- presence ---

export async function touchPresence(db: Db, game: TableGameId, sessionHashes: string[], now: Date) {
  if (sessionHashes.length === 0) return;
  await db
    .insertInto('table_presence')
    .values(sessionHashes.map((h) => ({ session_hash: h, game, seen_at: now })))
    .onConflict((oc) => oc.columns(['game', 'session_hash']).doUpdateSet({ seen_at: now }))
    .execute();
}

export async function seatedSince(db: Db, game: TableGameId, since: Date): Promise<number> {
  const row = await db
    .selectFrom('table_presence')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('game', '=', game)
    .where('seen_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function purgePresence(db: Db, before: Date) {
  await db.deleteFrom('table_presence').where('seen_at', '<', before).execute();
}

// --- settings ---

export const settingRows = (db: Db) => db.selectFrom('table_setting').selectAll().execute();

export async function saveSetting(db: Db, row: Omit<SettingRow, 'updated_at'>, now: Date) {
  await db
    .insertInto('table_setting')
    .values({ ...row, updated_at: now })
    .onConflict((oc) =>
      oc.column('game').doUpdateSet({
        enabled: row.enabled,
        min_bet: row.min_bet,
        max_bet: row.max_bet,
        side_max_bet: row.side_max_bet,
        betting_seconds: row.betting_seconds,
        updated_at: now,
      }),
    )
    .execute();
}
