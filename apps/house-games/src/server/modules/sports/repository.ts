import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type {
  SportsBetTable,
  SportsEventTable,
  SportsLegTable,
  SportsSettingTable,
} from '../../db/schema.ts';

export type EventRow = Selectable<SportsEventTable>;
export type BetRow = Selectable<SportsBetTable>;
export type LegRow = Selectable<SportsLegTable>;

/** Made ahead by every process: the second insert of one (sport, kickoff, match) is a no-op. */
export async function insertEventIfNone(db: Db, row: Insertable<SportsEventTable>): Promise<void> {
  await db
    .insertInto('sports_event')
    .values(row)
    .onConflict((oc) => oc.columns(['sport', 'kickoff_at', 'match_no']).doNothing())
    .execute();
}

export const findEvent = (db: Db, id: string) =>
  db.selectFrom('sports_event').selectAll().where('id', '=', id).executeTakeFirst();

export const eventsByIds = (db: Db, ids: string[]) =>
  ids.length === 0
    ? Promise.resolve([] as EventRow[])
    : db.selectFrom('sports_event').selectAll().where('id', 'in', ids).execute();

/** Events of a sport not settled yet whose window has not ended (upcoming and playing), soonest first. */
export function currentEvents(db: Db, sport: SportsEventTable['sport'], now: Date) {
  return db
    .selectFrom('sports_event')
    .selectAll()
    .where('sport', '=', sport)
    .where('end_at', '>', now)
    .where('status', 'in', ['scheduled', 'closed'])
    .orderBy('kickoff_at')
    .orderBy('match_no')
    .limit(100)
    .execute();
}

/** Settled and voided events of a sport, newest first. */
export function finishedEvents(db: Db, sport: SportsEventTable['sport'], limit: number) {
  return db
    .selectFrom('sports_event')
    .selectAll()
    .where('sport', '=', sport)
    .where('status', 'in', ['settled', 'void'])
    .orderBy('kickoff_at', 'desc')
    .orderBy('match_no')
    .limit(limit)
    .execute();
}

/** Betting closes at kick-off (bets check the time themselves; this keeps the status honest for readers). */
export async function closeKickedOff(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('sports_event')
    .set({ status: 'closed' })
    .where('status', '=', 'scheduled')
    .where('kickoff_at', '<=', now)
    .execute();
}

/** Events whose window ended and which are not settled or voided yet. */
export function endedUnsettled(db: Db, now: Date) {
  return db
    .selectFrom('sports_event')
    .selectAll()
    .where('status', 'in', ['scheduled', 'closed'])
    .where('end_at', '<=', now)
    .orderBy('end_at')
    .limit(200)
    .execute();
}

/** Moves an event to its final state; false when another process got there first. */
export async function finishEvent(
  db: Db,
  id: string,
  to: 'settled' | 'void',
  s: { outcome: object | null; voidReason: string | null; now: Date },
): Promise<boolean> {
  const r = await db
    .updateTable('sports_event')
    .set({
      status: to,
      outcome: s.outcome === null ? null : JSON.stringify(s.outcome),
      void_reason: s.voidReason,
      settled_at: s.now,
    })
    .where('id', '=', id)
    .where('status', 'in', ['scheduled', 'closed'])
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function gradeLeg(
  db: Db,
  betId: string,
  legNo: number,
  result: NonNullable<LegRow['result']>,
): Promise<void> {
  await db
    .updateTable('sports_leg')
    .set({ result })
    .where('bet_id', '=', betId)
    .where('leg_no', '=', legNo)
    .where('result', 'is', null)
    .execute();
}

export const legsOfEvent = (db: Db, eventId: string) =>
  db.selectFrom('sports_leg').selectAll().where('event_id', '=', eventId).execute();

export const legsOfBets = (db: Db, betIds: string[]) =>
  betIds.length === 0
    ? Promise.resolve([] as LegRow[])
    : db
        .selectFrom('sports_leg')
        .selectAll()
        .where('bet_id', 'in', betIds)
        .orderBy('bet_id')
        .orderBy('leg_no')
        .execute();

/** Bets whose stake the platform took (round open) and every leg of which is graded. */
export function settleableBets(db: Db, limit: number) {
  return db
    .selectFrom('sports_bet as b')
    .innerJoin('game_round as r', 'r.id', 'b.round_id')
    .selectAll('b')
    .where('r.status', '=', 'open')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('sports_leg as l')
            .select('l.bet_id')
            .whereRef('l.bet_id', '=', 'b.id')
            .where('l.result', 'is', null),
        ),
      ),
    )
    .orderBy('b.created_at')
    .limit(limit)
    .execute();
}

/**
 * Settles the bet's round: the one conditional update only one process wins (open -> settled). False
 * when the round was settled (or rolled back) by someone else.
 */
export async function claimRound(db: Db, roundId: string, win: bigint, outcome: object, now: Date) {
  const r = await db
    .updateTable('game_round')
    .set({ status: 'settled', win, outcome: JSON.stringify(outcome), settled_at: now })
    .where('id', '=', roundId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function recordResult(
  db: Db,
  betId: string,
  result: NonNullable<BetRow['result']>,
  payout: bigint,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sports_bet')
    .set({ result, payout, settled_at: now })
    .where('id', '=', betId)
    .execute();
}

/** The launch token the bet was placed with (wins name the same session on the platform). */
export async function betToken(db: Db, roundId: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('body')
    .where('round_id', '=', roundId)
    .where('action', '=', 'bet')
    .executeTakeFirstOrThrow();
  return (JSON.parse(row.body) as { token: string }).token;
}

/** A player's bets with their round's state, newest first. */
export function betsOfPlayer(db: Db, playerId: bigint, limit: number) {
  return db
    .selectFrom('sports_bet as b')
    .innerJoin('game_round as r', 'r.id', 'b.round_id')
    .selectAll('b')
    .select(['r.status as round_status'])
    .where('b.player_id', '=', playerId)
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id')
    .limit(limit)
    .execute();
}

export const betOfPlayer = (db: Db, playerId: bigint, betId: string) =>
  db
    .selectFrom('sports_bet as b')
    .innerJoin('game_round as r', 'r.id', 'b.round_id')
    .selectAll('b')
    .select(['r.status as round_status'])
    .where('b.player_id', '=', playerId)
    .where('b.id', '=', betId)
    .executeTakeFirstOrThrow();

export const betByRequest = (db: Db, playerId: bigint, requestId: string) =>
  db
    .selectFrom('sports_bet as b')
    .innerJoin('game_round as r', 'r.id', 'b.round_id')
    .selectAll('b')
    .select(['r.status as round_status', 'r.void_reason'])
    .where('b.player_id', '=', playerId)
    .where('b.request_id', '=', requestId)
    .executeTakeFirst();

/**
 * Stakes and potential payouts of accepted bets (stake taken: round open or settled) per event, market,
 * selection and currency (back office exposure).
 */
export function exposureOfEvents(db: Db, eventIds: string[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sports_leg as l')
    .innerJoin('sports_bet as b', 'b.id', 'l.bet_id')
    .innerJoin('game_round as r', 'r.id', 'b.round_id')
    .select(({ fn }) => [
      'l.event_id',
      'l.market_id',
      'l.selection_id',
      'b.currency',
      'b.decimals',
      fn.count<string>('l.bet_id').as('bets'),
      fn.sum<string>('b.stake').as('stakes'),
      fn.sum<string>('b.potential_payout').as('payouts'),
    ])
    .where('l.event_id', 'in', eventIds)
    .where('r.status', 'in', ['open', 'settled'])
    .groupBy(['l.event_id', 'l.market_id', 'l.selection_id', 'b.currency', 'b.decimals'])
    .orderBy('l.event_id')
    .orderBy('l.market_id')
    .orderBy('l.selection_id')
    .execute();
}

export const exposure = (db: Db, eventId: string) => exposureOfEvents(db, [eventId]);

/** Bets with a leg on the event (the refunds a void makes). */
export async function betsOnEvent(db: Db, eventId: string): Promise<number> {
  const row = await db
    .selectFrom('sports_leg')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const settingRows = (db: Db) => db.selectFrom('sports_setting').selectAll().execute();

/** Whole groups, in one transaction (a change of several groups is seen all or nothing). */
export async function saveSettings(
  db: Db,
  groups: { group: SportsSettingTable['setting_group']; value: object }[],
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const g of groups)
      await trx
        .insertInto('sports_setting')
        .values({ setting_group: g.group, value: JSON.stringify(g.value), updated_at: now })
        .onConflict((oc) =>
          oc.column('setting_group').doUpdateSet({ value: JSON.stringify(g.value), updated_at: now }),
        )
        .execute();
  });
}
