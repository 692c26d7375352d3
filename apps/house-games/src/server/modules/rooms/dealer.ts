import * as bull from '../../../engine/cards/bullbull.ts';
import { DECK_FLOATS, joinedSeeds, shuffleDeck, tieFloat } from '../../../engine/cards/deck.ts';
import * as holdem from '../../../engine/cards/holdem.ts';
import { floats, hashSeed, nodeFairCrypto } from '../../../engine/fair.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { newId, randomHex } from '../../lib/random.ts';
import type { OutboxRow } from '../outbox/repository.ts';
import type { Seamless } from '../rounds/seamless.ts';
import { cashOut } from './cashier.ts';
import { decodeState, encodeState, type EngineState } from './engine-state.ts';
import * as repo from './repository.ts';

/** A player's action with its amount in minor units ("to" total of a bet or raise). */
export type DealerMove =
  | { action: 'fold' | 'check' | 'call' | 'allin' }
  | { action: 'bet' | 'raise'; to: bigint }
  | { action: 'bid'; bid: number }
  | { action: 'multiple'; multiple: number };

/** Timings of the rooms (tests shorten them). */
export interface RoomTimings {
  /** From the moment two players are ready to the deal. */
  startDelayMs: number;
  /** After a hand ends, before the next may start (the showdown stays on screen). */
  betweenHandsMs: number;
  /** Hands sat out in a row before a player is cashed out. */
  sitOutHands: number;
  /** Timeouts in a row that put a player to sit out. */
  timeoutsToSitOut: number;
}
export const defaultRoomTimings: RoomTimings = {
  startDelayMs: 3_000,
  betweenHandsMs: 5_000,
  sitOutHands: 3,
  timeoutsToSitOut: 2,
};

/**
 * The hand of a room, inside the transaction that locked the room row: starting, acting, timing out and
 * finishing. Returns the wallet calls queued on the way (cash-outs), for the caller to send once committed.
 */
export function createDealer(seamless: Seamless, timings: RoomTimings) {
  const deadline = (room: repo.RoomRow) => new Date(clock.nowMs() + room.turn_seconds * 1_000);
  const ready = (s: repo.SeatRow) => s.status === 'seated' && !s.sitting_out && !s.leaving && s.stack > 0n;

  async function runningHand(trx: Db, room: repo.RoomRow) {
    if (!room.hand_id) return null;
    const hand = await repo.hand(trx, room.hand_id);
    return hand?.status === 'running' ? hand : null;
  }

  /** Between hands: schedules or deals the next one, and cashes out who sat out too long. */
  async function maybeStart(trx: Db, room: repo.RoomRow, sent: OutboxRow[]): Promise<boolean> {
    let seats = await repo.seats(trx, room.id);
    const players = seats.filter(ready);
    if (players.length < 2 || !room.enabled) {
      if (room.next_hand_at) await repo.bump(trx, room.id, { next_hand_at: null });
      return room.next_hand_at !== null;
    }
    if (!room.next_hand_at) {
      await repo.bump(trx, room.id, { next_hand_at: new Date(clock.nowMs() + timings.startDelayMs) });
      return true;
    }
    if (room.next_hand_at.getTime() > clock.nowMs()) return false;
    for (const s of seats)
      if (s.status === 'seated' && s.sitting_out) {
        if (s.sit_out_hands + 1 >= timings.sitOutHands) {
          const row = await cashOut(trx, seamless, room, s, s.stack);
          if (row) sent.push(row);
        } else await repo.updateSeat(trx, room.id, s.seat, { sit_out_hands: s.sit_out_hands + 1 });
      }
    seats = await repo.seats(trx, room.id);
    await deal(trx, room, seats.filter(ready));
    return true;
  }

  async function deal(trx: Db, room: repo.RoomRow, players: repo.SeatRow[]) {
    const handNo = room.hand_no + 1;
    const serverSeed = randomHex(32);
    const playerSeeds = players.map((p) => ({ seat: p.seat, seed: p.seed }));
    const clientSeed = nodeFairCrypto.sha256Hex(joinedSeeds(playerSeeds));
    const f = floats(serverSeed, clientSeed, handNo, DECK_FLOATS);
    const deck = shuffleDeck(f);
    const stacks = players.map((p) => ({ seat: p.seat, stack: p.stack }));
    let engine: EngineState;
    let button = room.button;
    if (room.game === 'holdem') {
      // The button moves to the next player after the last one.
      const after = players.find((p) => p.seat > (room.button ?? -1)) ?? (players[0] as repo.SeatRow);
      button = after.seat;
      engine = {
        game: 'holdem',
        s: holdem.start({
          config: {
            smallBlind: room.small_blind,
            bigBlind: room.big_blind,
            rake: { bps: room.rake_bps, cap: room.rake_cap },
            seatCount: room.seats,
          },
          deck,
          players: stacks,
          button,
        }),
      };
    } else {
      engine = {
        game: 'bullbull',
        s: bull.start({
          config: { base: room.big_blind, rakeBps: room.rake_bps },
          deck,
          tie: tieFloat(f),
          players: stacks,
        }),
      };
    }
    const id = newId('h');
    await repo.insertHand(trx, {
      id,
      room_id: room.id,
      hand_no: handNo,
      game: room.game,
      server_seed: serverSeed,
      server_seed_hash: hashSeed(serverSeed),
      client_seed: clientSeed,
      player_seeds: JSON.stringify(playerSeeds),
      state: encodeState(engine),
      status: 'running',
      deadline: deadline(room),
      started_at: clock.now(),
      ended_at: null,
    });
    await repo.bump(trx, room.id, { hand_no: handNo, button, hand_id: id, next_hand_at: null });
    const hand = (await repo.hand(trx, id)) as repo.HandRow;
    await autoPlay(trx, room, hand, engine, [], new Set());
  }

  /** Applies a player's action to the running hand (version checked by the caller). */
  async function act(trx: Db, room: repo.RoomRow, seat: repo.SeatRow, ask: DealerMove, sent: OutboxRow[]) {
    const hand = await runningHand(trx, room);
    const engine = hand && decodeState(hand.state);
    if (!hand || !engine) throw new HouseError('room.action.invalid');
    const next = apply(engine, seat.seat, ask);
    if (seat.timeouts > 0) await repo.updateSeat(trx, room.id, seat.seat, { timeouts: 0 });
    const phaseChanged =
      engine.game === 'bullbull' && next.game === 'bullbull' && engine.s.phase !== next.s.phase;
    await autoPlay(trx, room, hand, next, sent, new Set(), engine.game === 'holdem' || phaseChanged);
  }

  function apply(engine: EngineState, seat: number, ask: DealerMove): EngineState {
    try {
      if (engine.game === 'holdem') {
        if (ask.action === 'bid' || ask.action === 'multiple') throw new HouseError('room.action.invalid');
        const move: holdem.HoldemMove =
          ask.action === 'bet' || ask.action === 'raise'
            ? { action: ask.action, to: ask.to }
            : { action: ask.action };
        return { game: 'holdem', s: holdem.act(engine.s, seat, move) };
      }
      if (ask.action === 'bid') return { game: 'bullbull', s: bull.bid(engine.s, seat, ask.bid) };
      if (ask.action === 'multiple')
        return { game: 'bullbull', s: bull.multiple(engine.s, seat, ask.multiple) };
      throw new HouseError('room.action.invalid');
    } catch (error) {
      if (error instanceof holdem.HoldemError && error.reason === 'not-your-turn')
        throw new HouseError('room.not.your.turn');
      if (error instanceof holdem.HoldemError || error instanceof bull.BullError)
        throw new HouseError('room.action.invalid');
      throw error;
    }
  }

  /**
   * Plays for seats that cannot play (leaving: fold; sitting out: check or fold), then stores the state:
   * finished → settles the hand; else a new deadline when `resetDeadline`.
   */
  async function autoPlay(
    trx: Db,
    room: repo.RoomRow,
    hand: repo.HandRow,
    start: EngineState,
    sent: OutboxRow[],
    timedOut: Set<number>,
    resetDeadline = true,
  ) {
    let engine = start;
    const seats = new Map((await repo.seats(trx, room.id)).map((s) => [s.seat, s]));
    while (engine.game === 'holdem' && !engine.s.result && engine.s.toAct !== null) {
      const s = seats.get(engine.s.toAct);
      if (s && !s.leaving && !s.sitting_out) break;
      engine = {
        game: 'holdem',
        s: s?.leaving ? holdem.act(engine.s, engine.s.toAct, { action: 'fold' }) : holdem.timeout(engine.s),
      };
    }
    const over = engine.game === 'holdem' ? engine.s.result !== null : engine.s.phase === 'done';
    if (over) return finish(trx, room, hand, engine, sent, timedOut);
    await repo.updateHand(trx, hand.id, {
      state: encodeState(engine),
      ...(resetDeadline ? { deadline: deadline(room) } : {}),
    });
    await repo.bump(trx, room.id);
  }

  /** The deadline passed: the engine's timeout, and a seat timed out twice in a row sits out. */
  async function expire(trx: Db, room: repo.RoomRow, hand: repo.HandRow, sent: OutboxRow[]) {
    const engine = decodeState(hand.state);
    if (!engine) return voidHand(trx, room, hand);
    const late =
      engine.game === 'holdem'
        ? engine.s.toAct === null
          ? []
          : [engine.s.toAct]
        : bull.waitingFor(engine.s);
    for (const seatNo of late) {
      const s = (await repo.seats(trx, room.id)).find((x) => x.seat === seatNo);
      if (!s) continue;
      const timeouts = s.timeouts + 1;
      const sitOut = timeouts >= timings.timeoutsToSitOut;
      await repo.updateSeat(
        trx,
        room.id,
        seatNo,
        sitOut ? { timeouts: 0, sitting_out: true, sit_out_hands: 0 } : { timeouts },
      );
    }
    const next: EngineState =
      engine.game === 'holdem'
        ? { game: 'holdem', s: holdem.timeout(engine.s) }
        : { game: 'bullbull', s: bull.timeout(engine.s) };
    await autoPlay(trx, room, hand, next, sent, new Set(late));
  }

  async function finish(
    trx: Db,
    room: repo.RoomRow,
    hand: repo.HandRow,
    engine: EngineState,
    sent: OutboxRow[],
    _timedOut: Set<number>,
  ) {
    const rows: { seat: number; stack: bigint; cards: number[]; net: bigint; rake: bigint }[] = [];
    let rake = 0n;
    if (engine.game === 'holdem') {
      const r = engine.s.result as holdem.HoldemResult;
      rake = r.rake;
      // Each pot's rake is charged to its winners like the pot itself (odd units to the first).
      const seatRake = new Map<number, bigint>();
      for (const pot of r.pots) {
        const total = pot.winners.reduce((a, w) => a + w.amount, 0n);
        let left = pot.rake;
        pot.winners.forEach((w, i) => {
          const part = i === pot.winners.length - 1 ? left : total > 0n ? (pot.rake * w.amount) / total : 0n;
          left -= part;
          seatRake.set(w.seat, (seatRake.get(w.seat) ?? 0n) + part);
        });
      }
      for (const p of engine.s.players)
        rows.push({
          seat: p.seat,
          stack: p.stack,
          cards: p.hole,
          net: r.nets[p.seat] ?? 0n,
          rake: seatRake.get(p.seat) ?? 0n,
        });
    } else {
      rake = bull.bullRake(engine.s);
      for (const p of engine.s.players)
        rows.push({ seat: p.seat, stack: p.stack, cards: p.cards, net: p.net ?? 0n, rake: p.rake ?? 0n });
    }
    await settleSeats(trx, room, hand, rows, sent);
    await repo.updateHand(trx, hand.id, {
      state: encodeState(engine),
      status: 'done',
      deadline: null,
      rake,
      ended_at: clock.now(),
    });
    await repo.bump(trx, room.id, { next_hand_at: new Date(clock.nowMs() + timings.betweenHandsMs) });
  }

  /** New stacks, the hand's record per seat; busted and leaving players are cashed out. */
  async function settleSeats(
    trx: Db,
    room: repo.RoomRow,
    hand: repo.HandRow,
    rows: { seat: number; stack: bigint; cards: number[]; net: bigint; rake: bigint }[],
    sent: OutboxRow[],
  ) {
    const seats = new Map((await repo.seats(trx, room.id)).map((s) => [s.seat, s]));
    const records = [];
    for (const r of rows) {
      const s = seats.get(r.seat);
      if (!s) continue;
      records.push({
        hand_id: hand.id,
        seat: r.seat,
        player_id: s.player_id,
        round_id: s.round_id,
        cards: JSON.stringify(r.cards),
        net: r.net,
        rake: r.rake,
      });
      const updated = { ...s, stack: r.stack, hands: s.hands + 1, rake: s.rake + r.rake };
      if (s.leaving || r.stack === 0n) {
        const row = await cashOut(trx, seamless, room, updated, r.stack);
        if (row) sent.push(row);
      } else
        await repo.updateSeat(trx, room.id, r.seat, {
          stack: r.stack,
          hands: updated.hands,
          rake: updated.rake,
        });
    }
    await repo.insertHandSeats(trx, records);
  }

  /** A hand that cannot go on (its stored state is of another format): every contribution goes back. */
  async function voidHand(trx: Db, room: repo.RoomRow, hand: repo.HandRow) {
    // The seats' stacks are those of the hand's start: nothing moved for them yet.
    await repo.updateHand(trx, hand.id, { status: 'void', deadline: null, ended_at: clock.now() });
    await repo.bump(trx, room.id, { next_hand_at: new Date(clock.nowMs() + timings.betweenHandsMs) });
  }

  /** One step of a room's life (the tick loop and every change call it): deadlines and the next deal. */
  async function step(trx: Db, room: repo.RoomRow, sent: OutboxRow[]) {
    const hand = await runningHand(trx, room);
    if (!hand) return maybeStart(trx, room, sent);
    if (hand.deadline && hand.deadline.getTime() <= clock.nowMs()) {
      await expire(trx, room, hand, sent);
      return true;
    }
    return false;
  }

  /** After a seat started leaving or sitting out: plays its turn now if it is its turn. */
  async function nudge(trx: Db, room: repo.RoomRow, sent: OutboxRow[]) {
    const hand = await runningHand(trx, room);
    const engine = hand && decodeState(hand.state);
    if (hand && engine) await autoPlay(trx, room, hand, engine, sent, new Set(), false);
  }

  return { step, act, nudge, runningHand, voidHand, ready };
}
export type Dealer = ReturnType<typeof createDealer>;
