import type {
  VendorAuthenticateAnswer,
  VendorBetDetail,
  VendorStatus,
  VendorWinDetail,
} from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { HouseErrorCode } from '../../../shared/api.ts';
import type { Db } from '../../db/client.ts';
import { clock } from '../../lib/clock.ts';
import type { PlatformClient } from '../../platform/client.ts';
import type { HouseTuning } from '../../tuning.ts';
import * as outboxRepo from '../outbox/repository.ts';
import type { Outbox } from '../outbox/service.ts';
import * as repo from './repository.ts';

export type BetOutcome<T> =
  | { kind: 'accepted'; balance: number; value: T }
  | { kind: 'refused'; error: HouseErrorCode }
  | { kind: 'unknown' };

/** The page's error for a bet the platform refused (its status as stored with the void round). */
export const refusalError = (status: VendorStatus | string | null): HouseErrorCode =>
  status === 'INSUFFICIENT_BALANCE'
    ? 'insufficient.balance'
    : status === 'TOKEN_EXPIRED'
      ? 'session.expired'
      : status === 'INVALID_TOKEN'
        ? 'session.invalid'
        : status === 'INVALID_REQUEST'
          ? 'bet.invalid'
          : 'platform.unavailable';

/**
 * Money of the seamless wallet (HOUSE): every round is a protocol `bet` (`<roundId>:bet`) and then one
 * or more `win`s (`<roundId>:win`, 0 for a loss; `<roundId>:jackpot`) naming that bet.
 *
 * - The bet goes out at once and, while no answer comes (network error, timeout, 5xx), again after each
 *   of `betRetryDelaysMs` with the same body. Accepted: the round settles and its wins are written to the
 *   outbox in the transaction that records the answer, then sent. Refused: the round is void, nothing
 *   moved. Still unknown after the retries: the player is told `platform.unavailable`, the round is rolled
 *   back and a `rollback` goes into the outbox, so whether or not the bet landed the stake ends up home
 *   (a rollback before its bet leaves a tombstone on the platform that refuses the late bet).
 * - Wins and rollbacks are retried from the outbox until answered (outbox/service.ts).
 */
export function createSeamless(
  db: Db,
  platform: PlatformClient,
  outbox: Outbox,
  tuning: HouseTuning,
  log: FastifyBaseLogger,
) {
  const betTx = (round: repo.RoundRow) => `${round.id}:bet`;

  function pendingCall(round: repo.RoundRow, action: 'bet' | 'win' | 'rollback', txId: string, body: object) {
    return {
      round_id: round.id,
      vendor_code: round.vendor_code,
      action,
      transaction_id: txId,
      body: JSON.stringify(body),
      state: 'pending' as const,
      // The writer sends it first; the worker takes over only if that attempt gets no answer.
      next_at: outbox.leaseUntil(),
    };
  }

  function queueRollback(trx: Db, round: repo.RoundRow, token: string) {
    const txId = `${round.id}:rollback`;
    return outboxRepo.insert(
      trx,
      pendingCall(round, 'rollback', txId, {
        token,
        transactionId: txId,
        roundId: round.protocol_round_id,
        betTransactionId: betTx(round),
      }),
    );
  }

  /** Abandons the bet, rolls the round back and sends the rollback (it stays in the outbox until answered). */
  async function giveUp(
    round: repo.RoundRow,
    bet: outboxRepo.OutboxRow,
    token: string,
    why: string,
    sends = 0,
  ) {
    const rollback = await db.transaction().execute(async (trx) => {
      await outboxRepo.markAbandoned(trx, bet.id, why, clock.now(), sends);
      await repo.setStatus(trx, round.id, ['pending', 'open'], 'rolled_back', {
        voidReason: 'platform.unavailable',
        settledAt: clock.now(),
      });
      return queueRollback(trx, round, token);
    });
    void outbox
      .sendNow(rollback)
      .catch((error: unknown) => log.error({ err: error }, 'rollback send failed'));
  }

  return {
    /**
     * Writes the bet call of a new round, in the round's transaction; `detail` tells the platform's
     * betting record what was bet on (a sports bet's legs, decision 0071).
     */
    queueBet(trx: Db, round: repo.RoundRow, token: string, detail?: VendorBetDetail) {
      return outboxRepo.insert(
        trx,
        pendingCall(round, 'bet', betTx(round), {
          token,
          transactionId: betTx(round),
          roundId: round.protocol_round_id,
          amount: toMajor(round.bet, round.decimals),
          gameCode: round.game_code,
          ...(detail ? { detail } : {}),
        }),
      );
    },

    /**
     * Writes a win call naming the round's bet (amount 0 settles a loss), in the caller's transaction;
     * `detail`: how it settled (a sports bet's leg results).
     */
    queueWin(
      trx: Db,
      round: repo.RoundRow,
      token: string,
      amount: bigint,
      suffix: 'win' | 'jackpot',
      detail?: VendorWinDetail,
    ) {
      const txId = `${round.id}:${suffix}`;
      return outboxRepo.insert(
        trx,
        pendingCall(round, 'win', txId, {
          token,
          transactionId: txId,
          roundId: round.protocol_round_id,
          amount: toMajor(amount, round.decimals),
          betTransactionId: betTx(round),
          ...(detail ? { detail } : {}),
        }),
      );
    },

    /** Rolls back an accepted bet whose round cannot finish (an interrupted crash round), in `trx`. */
    async rollBackAccepted(trx: Db, round: repo.RoundRow, token: string) {
      await repo.setStatus(trx, round.id, ['open'], 'rolled_back', {
        voidReason: 'interrupted',
        settledAt: clock.now(),
      });
      return queueRollback(trx, round, token);
    },

    /**
     * Sends the round's bet (with quick retries). When accepted, `onAccepted` runs in the transaction that
     * records the answer (it settles the round or opens it, and queues wins).
     */
    async placeBet<T>(
      round: repo.RoundRow,
      bet: outboxRepo.OutboxRow,
      token: string,
      onAccepted: (trx: Db, answer: VendorAuthenticateAnswer) => Promise<T>,
    ): Promise<BetOutcome<T>> {
      const outcome = await platform.sendWithRetries(
        round.vendor_code,
        'bet',
        bet.body,
        tuning.betRetryDelaysMs,
      );
      const sends = outcome.sends ?? 1;
      if (!outcome.answered) {
        log.warn({ roundId: round.id, error: outcome.error }, 'bet not answered; rolling it back');
        await giveUp(round, bet, token, outcome.error, sends);
        return { kind: 'unknown' };
      }
      const answer = outcome.answer;
      if (answer.status !== 'OK') {
        await db.transaction().execute(async (trx) => {
          await outboxRepo.markDone(trx, bet.id, answer, clock.now(), sends);
          await repo.setStatus(trx, round.id, ['pending'], 'void', {
            voidReason: answer.status,
            settledAt: clock.now(),
          });
        });
        return { kind: 'refused', error: refusalError(answer.status) };
      }
      try {
        const value = await db.transaction().execute(async (trx) => {
          await outboxRepo.markDone(trx, bet.id, answer, clock.now(), sends);
          return onAccepted(trx, answer);
        });
        return { kind: 'accepted', balance: answer.balance, value };
      } catch (error) {
        // The stake is on the platform but the round could not be recorded: give it back.
        await giveUp(round, bet, token, 'settlement failed').catch(() => undefined);
        throw error;
      }
    },

    /** Sends freshly queued calls without waiting (the outbox keeps any that get no answer). */
    sendSoon(rows: outboxRepo.OutboxRow[]) {
      for (const row of rows)
        void outbox.sendNow(row).catch((error: unknown) => log.error({ err: error }, 'outbox send failed'));
    },

    /** Sends freshly queued wins in order; the balance of the last answer (or `balance` if none came). */
    async sendWins(rows: outboxRepo.OutboxRow[], balance: number): Promise<number> {
      let last = balance;
      for (const row of rows) {
        const answer = await outbox.sendNow(row);
        if (answer?.status === 'OK') last = answer.balance;
      }
      return last;
    },

    /**
     * At start: bets that were being sent when the process stopped have an unknown outcome, and rounds
     * whose bet was accepted but which never finished cannot finish now. Both are rolled back.
     */
    async recoverInterrupted(): Promise<number> {
      let n = 0;
      for (const bet of await outboxRepo.pendingBets(db)) {
        const round = await repo.findRound(db, bet.round_id);
        if (!round) continue;
        const { token } = JSON.parse(bet.body) as { token: string };
        await giveUp(round, bet, token, 'interrupted');
        n++;
      }
      return n;
    },
  };
}
export type Seamless = ReturnType<typeof createSeamless>;
