import { toMajor, toMinor } from '@portal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ActRequest,
  HandVerifyValue,
  RoomActionValue,
  RoomGame,
  RoomState,
  RoomSummary,
  SitRequest,
} from '../../../shared/rooms-api.ts';
import { roomGameCode } from '../../../shared/rooms-api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { newId } from '../../lib/random.ts';
import type { OutboxRow } from '../outbox/repository.ts';
import * as rounds from '../rounds/repository.ts';
import type { Seamless } from '../rounds/seamless.ts';
import type { HouseSession } from '../sessions/service.ts';
import { buyInDetail, cashOut } from './cashier.ts';
import { createDealer, defaultRoomTimings, type DealerMove, type RoomTimings } from './dealer.ts';
import { decodeState } from './engine-state.ts';
import { settingsValue, stateValue, verifyValue } from './present.ts';
import * as repo from './repository.ts';

interface Viewer {
  playerId: bigint | null;
  send(state: RoomState): void;
}

/**
 * Card rooms: seats and their money, the hands (modules/rooms/dealer.ts) and the live pushes. Every change
 * of a room is one transaction holding the room row (`for update`), so two processes never apply two
 * actions at once; the tick loop visits busy rooms with `skip locked`.
 */
export function createRooms(
  db: Db,
  deps: { seamless: Seamless; log: FastifyBaseLogger; timings?: Partial<RoomTimings>; tickMs?: number },
) {
  const timings = { ...defaultRoomTimings, ...deps.timings };
  const dealer = createDealer(deps.seamless, timings);
  const viewers = new Map<string, Set<Viewer>>();
  let timer: ReturnType<typeof setInterval> | null = null;

  async function push(roomId: string) {
    const set = viewers.get(roomId);
    if (!set?.size) return;
    for (const v of set) v.send(await state(roomId, v.playerId));
  }

  /** Runs `fn` on the locked room, then the room's next step; sends queued wallet calls and pushes after commit. */
  async function withRoom<T>(
    roomId: string,
    fn: (trx: Db, room: repo.RoomRow, sent: OutboxRow[]) => Promise<T>,
  ): Promise<T> {
    const sent: OutboxRow[] = [];
    const value = await db.transaction().execute(async (trx) => {
      const room = await repo.lockRoom(trx, roomId);
      if (!room) throw new HouseError('room.not.found');
      const v = await fn(trx, room, sent);
      const after = await repo.lockRoom(trx, roomId);
      if (after) await dealer.step(trx, after, sent);
      return v;
    });
    deps.seamless.sendSoon(sent);
    void push(roomId).catch((error: unknown) => deps.log.error({ err: error }, 'room push failed'));
    return value;
  }

  async function state(roomId: string, playerId: bigint | null, since?: number): Promise<RoomState> {
    const room = await repo.room(db, roomId);
    if (!room) throw new HouseError('room.not.found');
    const seats = await repo.seats(db, roomId);
    const hand = room.hand_id ? ((await repo.hand(db, room.hand_id)) ?? null) : null;
    return stateValue(room, seats, hand, playerId, since);
  }

  const seatOf = async (trx: Db, room: repo.RoomRow, s: HouseSession) => {
    const seat = await repo.seatOfPlayer(trx, room.id, s.playerId);
    if (!seat || seat.status !== 'seated') throw new HouseError('room.not.seated');
    return seat;
  };

  async function answer(
    roomId: string,
    s: HouseSession,
    extra: Partial<RoomActionValue> = {},
  ): Promise<RoomActionValue> {
    return { state: await state(roomId, s.playerId), balance: null, cashOut: null, ...extra };
  }

  return {
    state,

    async list(game?: RoomGame): Promise<{ rooms: RoomSummary[] }> {
      const rows = await repo.rooms(db, game);
      const out: RoomSummary[] = [];
      for (const room of rows) {
        const seats = (await repo.seats(db, room.id)).filter((s) => s.status === 'seated');
        const hand = room.hand_id ? await repo.hand(db, room.hand_id) : undefined;
        const engine = hand?.status === 'running' ? decodeState(hand.state) : null;
        const inHand = new Set(engine?.s.players.map((p) => p.seat) ?? []);
        out.push({
          ...settingsValue(room),
          minBet: toMajor(room.big_blind, room.decimals),
          seated: seats.length,
          waiting: seats.filter((s) => !inHand.has(s.seat)).length,
          status: engine ? 'playing' : 'waiting',
        });
      }
      return { rooms: out };
    },

    /** Sitting down: the buy-in is the sitting's seamless bet; the seat is held while the platform answers. */
    async sit(s: HouseSession, roomId: string, ask: SitRequest): Promise<RoomActionValue> {
      const found = await repo.room(db, roomId);
      if (!found || !found.enabled) throw new HouseError('room.not.found');
      if (s.vendor !== 'HOUSEPK' || s.game !== roomGameCode(found.game))
        throw new HouseError('request.invalid');
      if (s.player.currency !== found.currency) throw new HouseError('room.currency.mismatch');
      const amount = toMinor(ask.buyIn, found.decimals);
      if (amount === null || amount < found.min_buy_in || amount > found.max_buy_in)
        throw new HouseError('room.buyin.invalid');
      if (ask.seat >= found.seats) throw new HouseError('request.invalid');
      const { round, betCall } = await db.transaction().execute(async (trx) => {
        const room = (await repo.lockRoom(trx, roomId)) as repo.RoomRow;
        const mine = await repo.seatOfPlayer(trx, roomId, s.playerId);
        if (mine) throw new HouseError('room.already.seated');
        if ((await repo.seats(trx, roomId)).some((x) => x.seat === ask.seat))
          throw new HouseError('room.seat.taken');
        const id = newId('s');
        const round = await rounds.insertRound(trx, {
          id,
          player_id: s.playerId,
          vendor_code: s.vendor,
          game_code: s.game,
          request_id: id,
          protocol_round_id: id,
          currency: room.currency,
          decimals: room.decimals,
          bet: amount,
          params: JSON.stringify({ roomId, seat: ask.seat }),
          outcome: JSON.stringify({ roomId }),
          seed_id: null,
          server_seed_hash: '',
          client_seed: ask.seed,
          nonce: 0,
          crash_round_id: null,
          status: 'pending',
          created_at: clock.now(),
        });
        await repo.insertSeat(trx, {
          room_id: roomId,
          seat: ask.seat,
          player_id: s.playerId,
          name: s.player.name,
          round_id: id,
          platform_token: s.platformToken,
          status: 'buying',
          buy_in: amount,
          stack: 0n,
          seed: ask.seed,
          sat_at: clock.now(),
        });
        return {
          round,
          betCall: await deps.seamless.queueBet(trx, round, s.platformToken, buyInDetail(room, amount, id)),
        };
      });
      const placed = await deps.seamless.placeBet(round, betCall, s.platformToken, async (trx) => {
        await rounds.setStatus(trx, round.id, ['pending'], 'open');
        await repo.lockRoom(trx, roomId);
        await repo.updateSeat(trx, roomId, ask.seat, { status: 'seated', stack: amount });
        await repo.bump(trx, roomId);
      });
      if (placed.kind !== 'accepted') {
        await withRoom(roomId, async (trx) => {
          const seat = await repo.seatOfPlayer(trx, roomId, s.playerId);
          if (seat?.status === 'buying' && seat.round_id === round.id)
            await repo.deleteSeat(trx, roomId, seat.seat);
        });
        throw new HouseError(placed.kind === 'refused' ? placed.error : 'platform.unavailable');
      }
      await withRoom(roomId, async () => undefined);
      return answer(roomId, s, { balance: placed.balance });
    },

    async act(s: HouseSession, roomId: string, ask: ActRequest): Promise<RoomActionValue> {
      await withRoom(roomId, async (trx, room, sent) => {
        const seat = await seatOf(trx, room, s);
        if (ask.version !== room.version) throw new HouseError('room.version.stale');
        let move: DealerMove;
        if (ask.action === 'bet' || ask.action === 'raise') {
          const to = toMinor(ask.amount, room.decimals);
          if (to === null) throw new HouseError('room.action.invalid');
          move = { action: ask.action, to };
        } else if (ask.action === 'bid') move = { action: 'bid', bid: ask.bid };
        else if (ask.action === 'multiple') move = { action: 'multiple', multiple: ask.multiple };
        else move = { action: ask.action };
        await dealer.act(trx, room, seat, move, sent);
      });
      return answer(roomId, s);
    },

    async sitOut(s: HouseSession, roomId: string, sittingOut: boolean): Promise<RoomActionValue> {
      await withRoom(roomId, async (trx, room, sent) => {
        const seat = await seatOf(trx, room, s);
        await repo.updateSeat(trx, roomId, seat.seat, {
          sitting_out: sittingOut,
          sit_out_hands: 0,
          timeouts: 0,
        });
        await repo.bump(trx, roomId);
        if (sittingOut) await dealer.nudge(trx, room, sent);
      });
      return answer(roomId, s);
    },

    async seed(s: HouseSession, roomId: string, seed: string): Promise<RoomActionValue> {
      await withRoom(roomId, async (trx, room) => {
        const seat = await seatOf(trx, room, s);
        // The running hand keeps the seeds it published; this one counts from the next hand.
        await repo.updateSeat(trx, roomId, seat.seat, { seed });
        await repo.bump(trx, roomId);
      });
      return answer(roomId, s);
    },

    /** Leaves at once between hands (or when not in the running hand), else when the hand ends. */
    async stand(s: HouseSession, roomId: string): Promise<RoomActionValue> {
      let cashed: { row: OutboxRow | null; stack: bigint } | null = null;
      const decimals = await withRoom(roomId, async (trx, room, sent) => {
        const seat = await seatOf(trx, room, s);
        const hand = await dealer.runningHand(trx, room);
        const engine = hand && decodeState(hand.state);
        const inHand = engine?.s.players.some((p) => p.seat === seat.seat) ?? false;
        if (inHand) {
          await repo.updateSeat(trx, roomId, seat.seat, { leaving: true });
          await repo.bump(trx, roomId);
          await dealer.nudge(trx, room, sent);
        } else {
          cashed = { row: await cashOut(trx, deps.seamless, room, seat, seat.stack), stack: seat.stack };
          await repo.bump(trx, roomId);
        }
        return room.decimals;
      });
      const done = cashed as { row: OutboxRow | null; stack: bigint } | null;
      if (!done) return answer(roomId, s);
      // The win went out with the room's other calls; its answer carries the new balance when it came.
      const balance = done.row ? await deps.seamless.sendWins([done.row], NaN) : NaN;
      return answer(roomId, s, {
        cashOut: toMajor(done.stack, decimals),
        balance: Number.isNaN(balance) ? null : balance,
      });
    },

    async myHands(s: HouseSession, game: RoomGame | undefined, limit: number) {
      const rows = await repo.playerHands(db, s.playerId, game, limit);
      const roomsById = new Map((await repo.rooms(db, undefined, false)).map((r) => [r.id, r]));
      return {
        hands: rows.flatMap((r) => {
          const room = roomsById.get(r.room_id);
          const engine = decodeState(r.state);
          if (!room || !engine) return [];
          const m = (v: bigint) => toMajor(v, room.decimals);
          const hold = engine.game === 'holdem' ? engine.s : null;
          const bullPlayer =
            engine.game === 'bullbull' ? engine.s.players.find((p) => p.seat === r.seat) : null;
          return [
            {
              handId: r.hand_id,
              roomId: r.room_id,
              game: r.game,
              handNo: r.hand_no,
              time: r.started_at.toISOString(),
              yourSeat: r.seat,
              yourCards: r.cards,
              board: hold?.board ?? [],
              pot: m(hold ? hold.players.reduce((a, p) => a + p.contributed, 0n) : 0n),
              net: m(r.net),
              rake: m(r.seat_rake),
              category: hold?.result?.best[r.seat]?.category ?? null,
              bull: bullPlayer ? bullPlayer.hand.bull : null,
              voided: r.status === 'void',
            },
          ];
        }),
      };
    },

    /** A hand for the verify page by its id, or by a sitting's id (the platform's record links one). */
    async verify(id: string): Promise<HandVerifyValue> {
      let hand = await repo.hand(db, id);
      if (!hand) {
        const first = await db
          .selectFrom('room_hand_seat as s')
          .innerJoin('room_hand as h', 'h.id', 's.hand_id')
          .select('s.hand_id')
          .where('s.round_id', '=', id)
          .orderBy('h.started_at')
          .orderBy('h.hand_no')
          .executeTakeFirst();
        hand = first ? await repo.hand(db, first.hand_id) : undefined;
      }
      const room = hand && (await repo.room(db, hand.room_id));
      if (!hand || !room) throw new HouseError('round.not.found');
      const names = new Map<number, string>();
      for (const seat of await repo.handSeats(db, hand.id)) {
        const p = await db
          .selectFrom('player')
          .select('name')
          .where('id', '=', seat.player_id)
          .executeTakeFirst();
        names.set(seat.seat, p?.name ?? '?');
      }
      const value = verifyValue(room, hand, names);
      if (!value) throw new HouseError('round.not.found');
      return value;
    },

    /** One pass over the busy rooms: deadlines and deals. Rooms another process holds are skipped. */
    async tick(): Promise<void> {
      for (const { room_id } of await repo.busyRooms(db)) {
        const sent: OutboxRow[] = [];
        const changed = await db.transaction().execute(async (trx) => {
          const room = await repo.tryLockRoom(trx, room_id);
          return room ? dealer.step(trx, room, sent) : false;
        });
        deps.seamless.sendSoon(sent);
        if (changed) await push(room_id);
      }
    },

    watch(roomId: string, playerId: bigint | null, send: (state: RoomState) => void): () => void {
      const viewer = { playerId, send };
      const set = viewers.get(roomId) ?? new Set<Viewer>();
      viewers.set(roomId, set.add(viewer));
      return () => set.delete(viewer);
    },

    /** At start: running hands whose stored state this version cannot read are voided (stacks as they were). */
    async recover(): Promise<number> {
      let n = 0;
      for (const hand of await repo.runningHands(db))
        if (!decodeState(hand.state)) {
          await withRoom(hand.room_id, (trx, room) => dealer.voidHand(trx, room, hand));
          n++;
        }
      return n;
    },

    start() {
      if (timer) return;
      // One tick at a time: a slow tick (a busy embedded database) must not pile up behind itself and
      // starve every other query of the house (the transfer wallet's balance call timed out behind them).
      let busy = false;
      timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void this.tick()
          .catch((error: unknown) => deps.log.error({ err: error }, 'rooms tick failed'))
          .finally(() => {
            busy = false;
          });
      }, deps.tickMs ?? 500);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
export type Rooms = ReturnType<typeof createRooms>;
