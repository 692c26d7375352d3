import { toMajor, toMinor } from '@portal/contract/money';
import { floats as fairFloats } from '../../../engine/fair.ts';
import { houseGameKind, type HouseGameCode, type PlayValue, type RoundValue } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { newId } from '../../lib/random.ts';
import { toWire } from '../../lib/wire.ts';
import { fairness, fairnessOf } from '../fairness/service.ts';
import type { Jackpot } from '../jackpot/service.ts';
import type { HouseSession, Sessions } from '../sessions/service.ts';
import { transferWallet } from '../transfer/wallet.ts';
import { checkPlay, decide, floatsNeeded, jackpotFloatIndex, slotOf, type PlayRequest } from './games.ts';
import { limitsFor } from './limits.ts';
import { roundValueOf } from './present.ts';
import * as repo from './repository.ts';
import { refusalError, type Seamless } from './seamless.ts';

/** What the pages ask for, before conversion to minor units. */
export type PlayAsk =
  | { kind: 'slot'; bet: number }
  | { kind: 'dice'; bet: number; target: number; direction: 'over' | 'under' }
  | { kind: 'plinko'; bet: number; rows: 8 | 12 | 16; risk: 'low' | 'medium' | 'high' };

/**
 * Instant rounds (slots, dice, plinko): the outcome comes from the player's seed pair and next nonce, is
 * stored with the round before any money moves, and is paid through the vendor's wallet: the platform's
 * (seamless, HOUSE) or the house's own (transfer, HOUSEX).
 */
export function createRounds(db: Db, deps: { seamless: Seamless; jackpot: Jackpot; sessions: Sessions }) {
  const { seamless, jackpot, sessions } = deps;

  function toRequest(s: HouseSession, ask: PlayAsk): PlayRequest {
    const bet = toMinor(ask.bet, s.player.decimals);
    if (bet === null || bet <= 0n) throw new HouseError('bet.invalid');
    // A session plays the game it was launched for (the platform's betting record names that game), in
    // the RTP variant it was opened with (checked then; decision 0034).
    const rtp = s.rtp;
    if (ask.kind === 'slot') {
      const def = slotOf(s.game, rtp);
      if (!def) throw new HouseError('request.invalid');
      return { kind: 'slot', def, bet, rtp };
    }
    if (houseGameKind(s.game) !== ask.kind) throw new HouseError('request.invalid');
    return ask.kind === 'dice'
      ? { kind: 'dice', bet, target: ask.target, direction: ask.direction, rtp }
      : { kind: 'plinko', bet, rows: ask.rows, risk: ask.risk, rtp };
  }

  /** Outcome of the next nonce; the round row as it is inserted. */
  async function decideRound(trx: Db, s: HouseSession, req: PlayRequest, roundId: string, requestId: string) {
    const seed = await fairness.takeNonce(trx, s.playerId);
    const floats = fairFloats(seed.serverSeed, seed.clientSeed, seed.nonce, floatsNeeded(req));
    const decided = decide(req, floats);
    const decimals = s.player.decimals;
    const outcome = toWire(decided.outcome, decimals) as Record<string, unknown>;
    let jackpotHit = false;
    if (req.kind === 'slot') {
      const index = jackpotFloatIndex(req.def);
      jackpotHit = jackpot.isHit(floats[index]!, req.bet, decimals);
      outcome.jackpot = { floatIndex: index, oddsDivisor: jackpot.oddsDivisorMajor, hit: jackpotHit };
    }
    const round = await repo.insertRound(trx, {
      id: roundId,
      player_id: s.playerId,
      vendor_code: s.vendor,
      game_code: s.game,
      request_id: requestId,
      protocol_round_id: roundId,
      currency: s.player.currency,
      decimals,
      bet: req.bet,
      // The win counts once the bet is accepted (settleRound); until then it is only in the outcome.
      win: 0n,
      params: JSON.stringify(decided.params),
      outcome: JSON.stringify(outcome),
      seed_id: seed.seedId,
      server_seed_hash: seed.serverSeedHash,
      client_seed: seed.clientSeed,
      nonce: seed.nonce,
      crash_round_id: null,
      status: 'pending',
      created_at: clock.now(),
    });
    return { round, outcome, win: decided.win, jackpotHit, fairness: seed.next };
  }

  /** A slot spin feeds the progressive jackpot and may hit it; other games do neither. */
  async function jackpotWin(
    trx: Db,
    req: PlayRequest,
    round: { currency: string; decimals: number; bet: bigint },
    hit: boolean,
    roundId: string,
  ): Promise<bigint> {
    if (req.kind !== 'slot') return 0n;
    return jackpot.settleSpin(trx, {
      currency: round.currency,
      decimals: round.decimals,
      stake: round.bet,
      hit,
      roundId,
    });
  }

  async function valueOf(roundId: string): Promise<RoundValue> {
    return roundValueOf((await repo.roundForVerify(db, roundId))!);
  }

  async function playSeamless(s: HouseSession, req: PlayRequest, requestId: string): Promise<PlayValue> {
    const roundId = newId('r');
    const {
      round,
      outcome,
      win,
      jackpotHit,
      bet,
      fairness: next,
    } = await db.transaction().execute(async (trx) => {
      const d = await decideRound(trx, s, req, roundId, requestId);
      return { ...d, bet: await seamless.queueBet(trx, d.round, s.platformToken) };
    });
    const placed = await seamless.placeBet(round, bet, s.platformToken, async (trx) => {
      const won = await jackpotWin(trx, req, round, jackpotHit, roundId);
      if (won > 0n)
        outcome.jackpot = { ...(outcome.jackpot as object), amount: toMajor(won, round.decimals) };
      await repo.settleRound(trx, roundId, { win, jackpotWin: won, outcome, now: clock.now() });
      const wins = [await seamless.queueWin(trx, round, s.platformToken, win, 'win')];
      if (won > 0n) wins.push(await seamless.queueWin(trx, round, s.platformToken, won, 'jackpot'));
      return { wins, settled: { ...round, status: 'settled' as const, win, jackpot_win: won, outcome } };
    });
    if (placed.kind === 'refused') throw new HouseError(placed.error);
    if (placed.kind === 'unknown') throw new HouseError('platform.unavailable');
    const balance = await seamless.sendWins(placed.value.wins, placed.balance);
    return { round: roundValueOf(unrevealed(placed.value.settled)), balance, fairness: next };
  }

  async function playTransfer(s: HouseSession, req: PlayRequest, requestId: string): Promise<PlayValue> {
    const roundId = newId('r');
    const { balance, settled, next } = await db.transaction().execute(async (trx) => {
      const {
        outcome,
        win,
        jackpotHit,
        round,
        fairness: next,
      } = await decideRound(trx, s, req, roundId, requestId);
      const wallet = { vendor: s.vendor, playerRef: s.player.platformPlayerId, currency: s.player.currency };
      const afterBet = await transferWallet.move(trx, {
        ...wallet,
        kind: 'bet',
        amount: -req.bet,
        ref: roundId,
      });
      // Nothing of the round stays when the wallet does not cover it (the transaction is undone).
      if (afterBet === null) throw new HouseError('insufficient.balance');
      const won = await jackpotWin(trx, req, round, jackpotHit, roundId);
      const credit = win + won;
      const after =
        credit > 0n
          ? await transferWallet.move(trx, { ...wallet, kind: 'win', amount: credit, ref: roundId })
          : afterBet;
      await repo.settleRound(trx, roundId, { win, jackpotWin: won, outcome, now: clock.now() });
      return {
        balance: after!,
        settled: { ...round, status: 'settled' as const, win, jackpot_win: won, outcome },
        next,
      };
    });
    return {
      round: roundValueOf(unrevealed(settled)),
      balance: toMajor(balance, s.player.decimals),
      fairness: next,
    };
  }

  return {
    async play(s: HouseSession, ask: PlayAsk, requestId: string): Promise<PlayValue> {
      const req = toRequest(s, ask);
      checkPlay(req, limitsFor(s.game, s.player.decimals), s.limits);
      try {
        return await (s.vendor === 'HOUSEX'
          ? playTransfer(s, req, requestId)
          : playSeamless(s, req, requestId));
      } catch (error) {
        // The requestId was used before (a page's retry): its first round answers, never a second round.
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        const earlier = await repo.findByRequest(db, s.playerId, requestId);
        if (!earlier) throw error;
        return replay(s, earlier);
      }
    },

    /** `GET /api/history`: the player's settled rounds, newest first. */
    async history(s: HouseSession, game: HouseGameCode | undefined, limit: number) {
      const rows = await repo.history(db, s.playerId, game, limit);
      return { rounds: rows.map(roundValueOf) };
    },

    /** `GET /api/verify/:roundId` (public): a settled round, with its server seed once revealed. */
    async verify(roundId: string): Promise<RoundValue> {
      const row = roundId.length <= 64 ? await repo.roundForVerify(db, roundId) : undefined;
      // A sports bet is verified event by event (GET /api/sports/results).
      if (!row || row.status !== 'settled' || row.game_code === 'HOUSE_SPORTS')
        throw new HouseError('round.not.found');
      return roundValueOf(row);
    },
  };

  /** A repeated requestId: the first round's result, never a second round. */
  async function replay(s: HouseSession, earlier: repo.RoundRow): Promise<PlayValue> {
    if (earlier.status === 'void') throw new HouseError(refusalError(earlier.void_reason));
    if (earlier.status === 'rolled_back') throw new HouseError('platform.unavailable');
    // Still being placed by the first request.
    if (earlier.status !== 'settled') throw new HouseError('request.invalid');
    return {
      round: await valueOf(earlier.id),
      balance: await sessions.balance(s),
      fairness: fairnessOf(await fairness.current(db, s.playerId)),
    };
  }
}
export type Rounds = ReturnType<typeof createRounds>;

const UNIQUE_VIOLATION = '23505';

/** A round just played: its seed is the active one, so not revealed. */
const unrevealed = (round: repo.RoundRow): repo.RoundWithSeed => ({
  ...round,
  server_seed: null,
  revealed_at: null,
  crash_hash: null,
  crash_phase: null,
  crash_point: null,
});
