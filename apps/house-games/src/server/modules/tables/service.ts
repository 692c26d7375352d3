import type { VendorBetDetail } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import {
  type BaccaratOutcome,
  baccaratResultOf,
  isSpot,
  type SpotDef,
  spotName,
  spotsOf,
  type TableOutcome,
} from '../../../engine/tables/index.ts';
import { houseVendorOf, isTableGame, type TableGame, tableGameOf } from '../../../shared/api.ts';
import type {
  TableBetRequest,
  TableLimits,
  TablePlaceValue,
  TableSettingValue,
  TableShoeValue,
  TableState,
} from '../../../shared/tables-api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { newId } from '../../lib/random.ts';
import { limitsFor } from '../rounds/limits.ts';
import * as roundsRepo from '../rounds/repository.ts';
import { refusalError, type Seamless } from '../rounds/seamless.ts';
import type { HouseSession, Sessions } from '../sessions/service.ts';
import { type TablesConfig, tableCodeOf } from './config.ts';
import { isBaccarat, placementValue, roundState, roundValue } from './present.ts';
import * as repo from './repository.ts';
import type { TableSettings } from './settings.ts';

const UNIQUE_VIOLATION = '23505';

/** A session plays the table of its game (HOUSELC_X plays table X), never another. */
function requireTable(s: HouseSession, game: TableGame) {
  if (!isTableGame(s.game) || s.vendor !== houseVendorOf(s.game) || tableGameOf(s.game) !== game)
    throw new HouseError('request.invalid');
}

const groups = new Map<TableGame, Map<string, SpotDef['group']>>();
function groupOf(game: TableGame, spot: string): SpotDef['group'] {
  let g = groups.get(game);
  if (!g) groups.set(game, (g = new Map(spotsOf(game).map((d) => [d.id, d.group]))));
  return g.get(spot) ?? 'side';
}

/** Table limits in a currency's minor units: the table's (operator) within the session's (merchant). */
export interface MinorLimits {
  min: bigint;
  max: bigint;
  sideMax: bigint;
  chips: bigint[];
  decimals: number;
}

const up = (major: number, decimals: number) =>
  toMinor(major, decimals) ?? BigInt(Math.ceil(major * 10 ** decimals));
const down = (major: number, decimals: number) =>
  toMinor(major, decimals) ?? BigInt(Math.floor(major * 10 ** decimals));
const lesser = (a: bigint, b: bigint) => (a < b ? a : b);
const greater = (a: bigint, b: bigint) => (a > b ? a : b);

export function limitsOf(game: TableGame, setting: TableSettingValue, s: HouseSession | null): MinorLimits {
  const decimals = s?.player.decimals ?? 2;
  let min = up(setting.minBet, decimals);
  let max = down(setting.maxBet, decimals);
  let sideMax = down(setting.sideMaxBet, decimals);
  if (s) {
    min = greater(min, s.limits.minBet);
    max = lesser(max, s.limits.maxBet);
    sideMax = lesser(sideMax, s.limits.maxBet);
  }
  const engineChips = s?.limits.chips ?? limitsFor(tableCodeOf(game), decimals).chips;
  const chips = engineChips.filter((c) => c >= min && c <= max);
  if (chips.length === 0 && min <= max) chips.push(min);
  return { min, max, sideMax, chips, decimals };
}

export const limitsOnWire = (l: MinorLimits): TableLimits => ({
  minBet: toMajor(l.min, l.decimals),
  maxBet: toMajor(l.max, l.decimals),
  sideMaxBet: toMajor(l.sideMax, l.decimals),
  chips: l.chips.map((c) => toMajor(c, l.decimals)),
});

/** The public part of a table's state (the same for every viewer); `mine` and `limits` are per session. */
export type PublicState = Omit<TableState, 'mine' | 'limits'> & { setting: TableSettingValue };

/**
 * The casino tables' page side (issue 20): the state every viewer sees, bets as protocol rounds of the
 * seamless wallet (the same `bet`/`win`, outbox and rollback as every house round), the player's placements.
 */
export function createTables(
  db: Db,
  deps: { seamless: Seamless; sessions: Sessions; settings: TableSettings; config: TablesConfig },
) {
  const { seamless, sessions, settings, config } = deps;

  async function publicState(game: TableGame, nowMs = clock.nowMs()): Promise<PublicState> {
    const now = new Date(nowMs);
    const setting = await settings.of(game);
    const round = await repo.currentRound(db, game, now);
    const shoe = round?.shoe_id ? await repo.findShoe(db, round.shoe_id) : undefined;
    const history = await repo.revealedRounds(db, game, now, config.history);
    const shoeResults =
      isBaccarat(game) && shoe
        ? (await repo.roundsOfShoe(db, shoe.id, now)).map((r) =>
            baccaratResultOf(r.outcome as unknown as BaccaratOutcome),
          )
        : isBaccarat(game)
          ? []
          : null;
    return {
      now: nowMs,
      game,
      enabled: setting.enabled,
      setting,
      round: round ? roundState(round, shoe, nowMs) : null,
      seated: await repo.seatedSince(db, game, new Date(nowMs - config.seatedWindowMs)),
      history: history.map((h) => ({
        roundId: h.id,
        number: h.number,
        outcome: h.outcome as unknown as TableOutcome,
      })),
      shoeResults,
    };
  }

  /** The session player's stake on a round, per spot, and its win once every placement of it is paid. */
  async function mineOn(roundId: string, s: HouseSession): Promise<TableState['mine']> {
    const placed = await repo.placementsOfRound(db, roundId, s.playerId);
    if (placed.length === 0) return null;
    const bySpot = new Map<string, bigint>();
    for (const p of placed)
      for (const b of p.bets) bySpot.set(b.spot, (bySpot.get(b.spot) ?? 0n) + BigInt(b.amount));
    const decimals = placed[0]!.decimals;
    const paid = placed.every((p) => p.status === 'settled');
    return {
      bets: [...bySpot].map(([spot, amount]) => ({ spot, amount: toMajor(amount, decimals) })),
      win: paid
        ? toMajor(
            placed.reduce((sum, p) => sum + p.win, 0n),
            decimals,
          )
        : null,
    };
  }

  /** A viewer's state from the public one: the session's limits and stake. */
  async function viewOf(pub: PublicState, s: HouseSession | null): Promise<TableState> {
    const { setting, ...rest } = pub;
    return {
      ...rest,
      limits: limitsOnWire(limitsOf(pub.game, setting, s)),
      mine: s && pub.round ? await mineOn(pub.round.id, s) : null,
    };
  }

  async function place(s: HouseSession, game: TableGame, ask: TableBetRequest, sessionHash: string) {
    requireTable(s, game);
    const setting = await settings.of(game);
    if (!setting.enabled) throw new HouseError('table.closed');
    const limits = limitsOf(game, setting, s);
    const decimals = s.player.decimals;
    // The same spot twice in one placement counts as one bet of the sum.
    const bySpot = new Map<string, bigint>();
    for (const b of ask.bets) {
      const amount = toMinor(b.amount, decimals);
      if (!isSpot(game, b.spot) || amount === null || amount <= 0n) throw new HouseError('bet.invalid');
      bySpot.set(b.spot, (bySpot.get(b.spot) ?? 0n) + amount);
    }
    for (const amount of bySpot.values()) if (amount < limits.min) throw new HouseError('bet.outside.limits');
    const target = await repo.findRound(db, ask.roundId);
    if (!target || target.game !== game) throw new HouseError('round.not.found');
    const bets = [...bySpot].map(([spot, amount]) => ({ spot, amount }));
    const stake = bets.reduce((sum, b) => sum + b.amount, 0n);
    const id = newId('r');
    const nowMs = clock.nowMs();

    const { round, betCall } = await db.transaction().execute(async (trx) => {
      // Locks the round until this commits: its close waits, and a placement after the close is refused.
      if (!(await repo.takeForPlacement(trx, target.id, new Date(nowMs))))
        throw new HouseError('table.betting.closed');
      // Per spot and round: what the player has on it already plus this, within its group's maximum.
      const before = new Map<string, bigint>();
      for (const p of await repo.placementsOfRound(trx, target.id, s.playerId))
        for (const b of p.bets) before.set(b.spot, (before.get(b.spot) ?? 0n) + BigInt(b.amount));
      for (const b of bets) {
        const cap = groupOf(game, b.spot) === 'main' ? limits.max : limits.sideMax;
        if ((before.get(b.spot) ?? 0n) + b.amount > cap) throw new HouseError('bet.outside.limits');
      }
      const round = await roundsRepo.insertRound(trx, {
        id,
        player_id: s.playerId,
        vendor_code: s.vendor,
        game_code: s.game,
        request_id: ask.requestId,
        protocol_round_id: id,
        currency: s.player.currency,
        decimals,
        bet: stake,
        win: 0n,
        params: JSON.stringify({
          tableRoundId: target.id,
          number: target.number,
          bets: bets.map((b) => ({ spot: b.spot, amount: String(b.amount) })),
        }),
        outcome: JSON.stringify({}),
        seed_id: null,
        server_seed_hash: target.server_seed_hash,
        client_seed: target.client_seed,
        nonce: target.nonce,
        crash_round_id: null,
        status: 'pending',
        created_at: new Date(nowMs),
      });
      await repo.insertPlacement(trx, {
        id,
        table_round_id: target.id,
        game,
        player_id: s.playerId,
        session_hash: sessionHash,
        bets: JSON.stringify(bets.map((b) => ({ spot: b.spot, amount: String(b.amount) }))),
      });
      const detail: VendorBetDetail = {
        kind: 'lines',
        lines: bets.map((b) => ({ label: spotName(game, b.spot), amount: toMajor(b.amount, decimals) })),
        verify: { name: 'table-round', id: target.id },
      };
      return { round, betCall: await seamless.queueBet(trx, round, s.platformToken, detail) };
    });
    // Accepted after the round closed (or even settled): it stands, and is paid with the round.
    const placed = await seamless.placeBet(round, betCall, s.platformToken, async (trx) => {
      await roundsRepo.setStatus(trx, id, ['pending'], 'open');
    });
    if (placed.kind === 'refused') throw new HouseError(placed.error);
    if (placed.kind === 'unknown') throw new HouseError('platform.unavailable');
    return { id, balance: placed.balance };
  }

  async function placementOf(s: HouseSession, id: string) {
    return placementValue(await repo.placementOfPlayer(db, s.playerId, id), clock.nowMs());
  }

  return {
    publicState,
    viewOf,
    /** Refuses (`request.invalid`) a session of another game than this table's. */
    requireTable,

    async state(game: TableGame, s: HouseSession | null, sessionHash: string | null): Promise<TableState> {
      if (s) requireTable(s, game);
      const nowMs = clock.nowMs();
      if (sessionHash) await repo.touchPresence(db, game, [sessionHash], new Date(nowMs));
      return viewOf(await publicState(game, nowMs), s);
    },

    /** `POST /api/tables/:game/bets`. A repeated requestId answers the first placement, never a second. */
    async placeBets(
      s: HouseSession,
      game: TableGame,
      ask: TableBetRequest,
      sessionHash: string,
    ): Promise<TablePlaceValue> {
      try {
        const { id, balance } = await place(s, game, ask, sessionHash);
        return { placement: await placementOf(s, id), balance };
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        const earlier = await repo.placementByRequest(db, s.playerId, ask.requestId);
        if (!earlier) throw new HouseError('request.invalid');
        if (earlier.status === 'void') throw new HouseError(refusalError(earlier.void_reason));
        if (earlier.status === 'rolled_back' || earlier.status === 'pending')
          throw new HouseError('platform.unavailable');
        return { placement: await placementOf(s, earlier.id), balance: await sessions.balance(s) };
      }
    },

    async mine(s: HouseSession, game: TableGame, limit: number) {
      requireTable(s, game);
      const nowMs = clock.nowMs();
      const rows = await repo.placementsOfPlayer(db, s.playerId, game, limit);
      return { placements: rows.map((p) => placementValue(p, nowMs)) };
    },

    /** A round for the verify page (public): its seed once revealed. */
    async round(roundId: string) {
      const r = roundId.length <= 80 ? await repo.findRound(db, roundId) : undefined;
      if (!r) throw new HouseError('round.not.found');
      const shoe = r.shoe_id ? await repo.findShoe(db, r.shoe_id) : undefined;
      return roundValue(r, shoe, clock.nowMs());
    },

    /** A shoe with its rounds (public): its seed once the shoe is finished. */
    async shoe(shoeId: string): Promise<TableShoeValue> {
      const shoe = shoeId.length <= 80 ? await repo.findShoe(db, shoeId) : undefined;
      if (!shoe) throw new HouseError('round.not.found');
      const nowMs = clock.nowMs();
      const finished = shoe.finished_at !== null;
      return {
        id: shoe.id,
        game: shoe.game,
        number: shoe.number,
        serverSeedHash: shoe.server_seed_hash,
        serverSeed: finished ? shoe.server_seed : null,
        clientSeed: shoe.client_seed,
        finished,
        rounds: (await repo.roundsOfShoe(db, shoe.id)).map((r) => roundValue(r, shoe, nowMs)),
      };
    },

    touch: (game: TableGame, sessionHashes: string[]) =>
      repo.touchPresence(db, game, sessionHashes, clock.now()),
    seated: (game: TableGame) => repo.seatedSince(db, game, new Date(clock.nowMs() - config.seatedWindowMs)),
  };
}
export type Tables = ReturnType<typeof createTables>;
