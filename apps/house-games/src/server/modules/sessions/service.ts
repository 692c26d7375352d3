import type { VendorAuthenticateAnswer } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import { isLang, type Lang } from '@portal/i18n/langs';
import { defaultRtpOf, rtpVariantsOf } from '../../../engine/rtp-variants.ts';
import {
  houseGameCodes,
  houseGameKind,
  houseVendorOf,
  type HouseVendorCode,
  type HouseGameCode,
  type SessionValue,
} from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import { newSecretToken } from '../../lib/random.ts';
import { sha256Hex } from '@portal/contract/signature';
import type { PlatformClient } from '../../platform/client.ts';
import type { HouseTuning } from '../../tuning.ts';
import { fairness, fairnessOf } from '../fairness/service.ts';
import { limitsFor, limitsOnWire, sessionLimits, type BetLimits } from '../rounds/limits.ts';
import type { TransferWallet } from '../transfer/wallet.ts';
import * as repo from './repository.ts';

export type HouseVendor = HouseVendorCode;

/** A resolved house session: who plays which game under which vendor code, and the launch token. */
export interface HouseSession {
  playerId: bigint;
  vendor: HouseVendor;
  game: HouseGameCode;
  platformToken: string;
  language: Lang;
  /** The RTP variant every round of the session plays, percent (decision 0034). */
  rtp: number;
  /**
   * The stakes a round may take, minor units: the engine's limits within the merchant's (decision 0034);
   * the session answer shows the same to the page.
   */
  limits: BetLimits;
  player: { platformPlayerId: string; name: string; currency: string; decimals: number; trial: boolean };
}

const isGameCode = (code: string | undefined): code is HouseGameCode =>
  (houseGameCodes as readonly (string | undefined)[]).includes(code);

/** Sessions never change once open, so a page's calls read theirs from memory for a while. */
const SESSION_CACHE_MS = 10_000;

/**
 * The merchant's stake limits in an authenticate answer, minor units; null when it sends none. A side
 * left out is the engine's own; a bound the currency cannot express, or min above max, is a broken answer.
 */
function stakeLimitsOf(
  answer: VendorAuthenticateAnswer,
  game: HouseGameCode,
): { min: bigint; max: bigint } | null {
  const decimals = answer.decimals ?? 0;
  if (answer.minBet === undefined && answer.maxBet === undefined) return null;
  const engine = limitsFor(game, decimals);
  const min = answer.minBet === undefined ? engine.minBet : toMinor(answer.minBet, decimals);
  const max = answer.maxBet === undefined ? engine.maxBet : toMinor(answer.maxBet, decimals);
  if (min === null || max === null || min <= 0n || min > max) throw new HouseError('session.invalid');
  return { min, max };
}

export function createSessions(
  db: Db,
  platform: PlatformClient,
  wallet: TransferWallet,
  tuning: HouseTuning,
) {
  const cache = new Map<string, { at: number; row: Awaited<ReturnType<typeof repo.findSession>> }>();
  async function findSession(idHash: string) {
    const hit = cache.get(idHash);
    if (hit && clock.nowMs() - hit.at < SESSION_CACHE_MS) return hit.row;
    const row = await repo.findSession(db, idHash);
    if (cache.size > 10_000) cache.clear();
    if (row) cache.set(idHash, { at: clock.nowMs(), row });
    return row;
  }

  /** authenticate under one vendor code: the platform's answer, or a refusal the page can show. */
  async function authenticate(vendor: HouseVendor, token: string): Promise<VendorAuthenticateAnswer> {
    const outcome = await platform.sendWithRetries(
      vendor,
      'authenticate',
      JSON.stringify({ token }),
      tuning.betRetryDelaysMs,
    );
    if (!outcome.answered) throw new HouseError('platform.unavailable');
    return outcome.answer;
  }

  return {
    /**
     * `POST /api/session`: the launch token is checked with the platform (under the vendor code of the
     * page's game), the player kept, and a house session opened; only the session id's hash is stored.
     */
    async open(req: { token: string; language: Lang; game?: HouseGameCode }): Promise<SessionValue> {
      const vendors: HouseVendor[] = req.game ? [houseVendorOf(req.game)] : ['HOUSE', 'HOUSEX'];
      let answer: VendorAuthenticateAnswer | null = null;
      let vendor: HouseVendor = vendors[0]!;
      for (const v of vendors) {
        vendor = v;
        answer = await authenticate(v, req.token);
        if (answer.status !== 'INVALID_TOKEN') break;
      }
      if (!answer || answer.status === 'INVALID_TOKEN') throw new HouseError('session.invalid');
      if (answer.status === 'TOKEN_EXPIRED') throw new HouseError('session.expired');
      if (answer.status !== 'OK') throw new HouseError('platform.unavailable');
      const game = answer.gameCode;
      if (
        !isGameCode(game) ||
        houseVendorOf(game) !== vendor ||
        (req.game && req.game !== game) ||
        !answer.playerId ||
        answer.decimals === undefined
      )
        throw new HouseError('session.invalid');
      // The merchant's RTP variant: played as asked or refused, never replaced by another (decision 0034).
      const rtp = answer.rtp ?? defaultRtpOf(houseGameKind(game));
      if (rtp === undefined || !rtpVariantsOf(houseGameKind(game)).includes(rtp))
        throw new HouseError('session.rtp.unsupported');
      // The merchant's stake limits (major units on the wire, as every amount): the rounds stay within
      // them and the page offers only stakes within them (decision 0034). Absent: the engine's own.
      const merchantLimits = stakeLimitsOf(answer, game);
      const limits = sessionLimits(game, answer.decimals, merchantLimits);
      if (!limits) throw new HouseError('session.limits.unsupported');

      const now = clock.now();
      const player = await repo.upsertPlayer(db, {
        vendor,
        platformPlayerId: answer.playerId,
        name: answer.playerName ?? answer.playerId,
        currency: answer.currency,
        decimals: answer.decimals,
        trial: answer.trial ?? false,
        now,
      });
      const session = newSecretToken();
      await repo.insertSession(db, {
        idHash: sha256Hex(session),
        playerId: player.id,
        vendor,
        gameCode: game,
        platformToken: req.token,
        language: req.language,
        rtp,
        stakeLimits: merchantLimits,
        expiresAt: new Date(now.getTime() + tuning.sessionHours * 3_600_000),
      });
      const seed = await fairness.current(db, player.id);
      // Seamless: the platform's balance; transfer mode: what the player moved into the house wallet.
      const balance =
        vendor === 'HOUSEX'
          ? toMajor(
              await wallet.balance(db, vendor, player.platform_player_id, player.currency),
              player.decimals,
            )
          : answer.balance;
      return {
        session,
        vendor,
        game,
        player: {
          name: player.name,
          currency: player.currency,
          decimals: player.decimals,
          trial: player.trial,
        },
        balance,
        fairness: fairnessOf(seed),
        rtp,
        limits: limitsOnWire(limits, player.decimals),
      };
    },

    /** The session named by `X-House-Session` (or the live feed's `?session=`). */
    async resolve(sessionId: string | undefined): Promise<HouseSession> {
      if (!sessionId || sessionId.length > 128) throw new HouseError('session.invalid');
      const row = await findSession(sha256Hex(sessionId));
      if (!row || !isGameCode(row.game_code)) throw new HouseError('session.invalid');
      if (row.expires_at.getTime() <= clock.nowMs()) throw new HouseError('session.expired');
      return {
        playerId: row.player_id,
        vendor: houseVendorOf(row.game_code),
        game: row.game_code,
        platformToken: row.platform_token,
        language: isLang(row.language) ? row.language : 'TW',
        rtp: row.rtp ?? defaultRtpOf(houseGameKind(row.game_code)) ?? 0,
        limits:
          sessionLimits(
            row.game_code,
            row.decimals,
            row.min_bet === null || row.max_bet === null ? null : { min: row.min_bet, max: row.max_bet },
          ) ?? limitsFor(row.game_code, row.decimals),
        player: {
          platformPlayerId: row.platform_player_id,
          name: row.name,
          currency: row.currency,
          decimals: row.decimals,
          trial: row.trial,
        },
      };
    },

    /** The balance the player plays with: the platform's (asked now) or the house wallet's. */
    async balance(s: HouseSession): Promise<number> {
      if (s.vendor === 'HOUSEX')
        return toMajor(
          await wallet.balance(db, s.vendor, s.player.platformPlayerId, s.player.currency),
          s.player.decimals,
        );
      const outcome = await platform.sendWithRetries(
        s.vendor,
        'balance',
        JSON.stringify({ token: s.platformToken }),
        tuning.betRetryDelaysMs,
      );
      if (!outcome.answered) throw new HouseError('platform.unavailable');
      if (outcome.answer.status === 'TOKEN_EXPIRED') throw new HouseError('session.expired');
      if (outcome.answer.status !== 'OK') throw new HouseError('session.invalid');
      return outcome.answer.balance;
    },

    /** Forgets sessions that ended more than a day ago. */
    purge: () => repo.deleteExpiredSessions(db, new Date(clock.nowMs() - 86_400_000)),
  };
}
export type Sessions = ReturnType<typeof createSessions>;
