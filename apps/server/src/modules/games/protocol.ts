import { createHash } from 'node:crypto';
import {
  vendorRequests,
  type VendorAction,
  type VendorAuthenticateAnswer,
  type VendorBetDetail,
  type VendorStatus,
  type VendorWinDetail,
} from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import type { LedgerName } from '../../db/schema.ts';
import { clock } from '../../lib/clock.ts';
import { hmacHex, sameSignature } from '@portal/contract/signature';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { hashToken } from '../accounts/tokens.ts';
import type { Ledger } from '../wallet/ledger.ts';
import type { VendorRegistry } from './vendors.ts';
import * as repo from './vendor-repository.ts';

export interface ProtocolReply {
  httpStatus: number;
  body: VendorAuthenticateAnswer;
}

/** The player a vendor knows: merchant and customer, opaque to the vendor. */
export const playerIdOf = (merchantId: number, customerId: number) => `${merchantId}-${customerId}`;

/**
 * The vendor wallet protocol (API.md, decision 0009): signed calls answered with a status and the
 * balance. Bets, wins and rollbacks are each one `vendor_apply` statement: idempotent by transactionId,
 * serialised per bet, ledger transfer and betting record in one transaction.
 */
export function createVendorProtocol(
  db: Db,
  ledger: Ledger,
  vendors: VendorRegistry,
  /** A merchant's house game settings, chosen in the back office (decisions 0032, 0034). */
  house?: {
    /** Stake limits of a game, minor units; null when none are set (or not a house game). */
    stakeLimits(merchantId: number, gameCode: string): Promise<{ min: bigint; max: bigint } | null>;
    /** The RTP variant (percent) the merchant plays of a house game; null when not a house game. */
    rtp(merchantId: number, gameCode: string): Promise<number | null>;
  },
) {
  // A game sends several calls a second on one token: its session is read once per few seconds.
  const sessions = ttlCache(5_000, (tokenHash: string) => repo.findSession(db, tokenHash));

  const reply = (
    httpStatus: number,
    status: VendorStatus,
    balance = 0,
    currency = '',
    extra: Partial<VendorAuthenticateAnswer> = {},
  ): ProtocolReply => ({ httpStatus, body: { status, balance, currency, ...extra } });

  return {
    async handle(
      vendorCode: string,
      action: VendorAction,
      rawBody: string,
      signature: string,
    ): Promise<ProtocolReply> {
      const vendor = await vendors.get(vendorCode);
      if (!vendor?.credential) return reply(404, 'VENDOR_UNAVAILABLE');
      // The signature is over the exact bytes received, checked before anything is parsed.
      if (!sameSignature(hmacHex(vendor.credential.secret, rawBody), signature))
        return reply(401, 'INVALID_SIGNATURE');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return reply(400, 'INVALID_REQUEST');
      }
      const parsed = vendorRequests[action].safeParse(json);
      if (!parsed.success) return reply(400, 'INVALID_REQUEST');
      const body = parsed.data;

      const session = await sessions.get(hashToken(body.token));
      if (!session || session.vendor_code !== vendorCode) return reply(200, 'INVALID_TOKEN');
      const { decimals, code: currency } = session.settings.currency;
      // A locked or disabled account (back office) plays no more; its open bets still settle.
      const live = new Date(session.expires_at).getTime() > clock.nowMs() && session.status === 'ACTIVE';
      const ledgerName: LedgerName = session.ledger;
      const player = await ledger.accountId(session.merchant_id, ledgerName, {
        kind: 'cash',
        ownerId: session.customer_id,
      });
      const balanceNow = async () => toMajor(await repo.accountBalance(db, player), decimals);

      if (action === 'authenticate' || action === 'balance') {
        if (!live) return reply(200, 'TOKEN_EXPIRED', 0, currency);
        // The house vendor plays the merchant's chosen RTP variant and shows its stake limits (the same
        // ones `bet` enforces below) so its pages offer only stakes the platform takes (decision 0034);
        // other vendors get neither.
        const rtp =
          action === 'authenticate' ? await house?.rtp(session.merchant_id, session.game_code) : null;
        const limits =
          action === 'authenticate' ? await house?.stakeLimits(session.merchant_id, session.game_code) : null;
        const extra: Partial<VendorAuthenticateAnswer> =
          action === 'authenticate'
            ? {
                ...(typeof rtp === 'number' ? { rtp } : {}),
                ...(limits
                  ? { minBet: toMajor(limits.min, decimals), maxBet: toMajor(limits.max, decimals) }
                  : {}),
                playerId: playerIdOf(session.merchant_id, session.customer_id),
                playerName: session.username,
                decimals,
                gameCode: session.game_code,
                trial: ledgerName === 'trial',
                language: session.language,
              }
            : {};
        return reply(200, 'OK', await balanceNow(), currency, extra);
      }

      const b = body as unknown as {
        transactionId: string;
        roundId: string;
        amount?: number;
        betTransactionId?: string;
        detail?: VendorBetDetail | VendorWinDetail;
      };
      const amount = action === 'rollback' ? 0n : toMinor(b.amount ?? 0, decimals);
      if (amount === null) return reply(400, 'INVALID_REQUEST', await balanceNow(), currency);
      const key = `vendor:${vendorCode}:${b.transactionId}`;
      const input: repo.ApplyInput = {
        vendor: vendorCode,
        transactionId: b.transactionId,
        kind: action,
        roundId: b.roundId,
        betTransactionId: action === 'bet' ? null : (b.betTransactionId ?? null),
        merchantId: session.merchant_id,
        customerId: session.customer_id,
        gameId: session.game_id,
        ledger: ledgerName,
        player,
        float: await ledger.placedAccountId(
          session.merchant_id,
          ledgerName,
          { kind: 'vendorFloat', ref: vendorCode },
          key,
        ),
        amount,
        // The same transactionId with other content is a vendor's bug: refused, never a second effect.
        requestHash: createHash('sha256')
          .update(`${action}|${b.roundId}|${amount}|${b.betTransactionId ?? ''}`)
          .digest('hex'),
        // Betting frozen by staff (decision 0030): a new bet is refused like one on an ended session,
        // read at each bet (not from the cached session); a retried bet still replays its first answer.
        sessionLive: live && (action !== 'bet' || !(await repo.bettingFrozen(db, session.customer_id))),
      };
      let answer: { status: string; balance: bigint };
      const limits =
        action === 'bet' ? await house?.stakeLimits(session.merchant_id, session.game_code) : null;
      if (limits && (amount < limits.min || amount > limits.max)) {
        // Outside the merchant's limits: refused for good under this transactionId (a retry gets the same).
        const stored = await repo.recordRefusal(
          db,
          input,
          'INVALID_REQUEST',
          await repo.accountBalance(db, player),
        );
        return reply(200, stored.status as VendorStatus, toMajor(stored.balance_after, decimals), currency);
      }
      try {
        const r = await repo.applyVendorTx(db, input);
        answer = { status: r.o_status, balance: r.o_balance };
      } catch (error) {
        const e = error as { code?: string; message?: string };
        if (e.code !== 'P0001' || e.message !== 'insufficient.balance') throw error;
        // A concurrent move took the money between the check and the debit: refuse, once and for good.
        const stored = await repo.recordRefusal(
          db,
          input,
          'INSUFFICIENT_BALANCE',
          await repo.accountBalance(db, player),
        );
        answer = { status: stored.status, balance: stored.balance_after };
      }
      // What the round was bet on, for the betting record: written on the accepted call and again on its
      // replay (a vendor retries until it gets an answer), so it lands even if a first write failed.
      if (answer.status === 'OK' && b.detail && action !== 'rollback')
        await repo.saveBetDetail(db, {
          vendor: vendorCode,
          roundId: b.roundId,
          customerId: session.customer_id,
          column: action === 'bet' ? 'bet_detail' : 'win_detail',
          detail: b.detail,
        });
      return reply(200, answer.status as VendorStatus, toMajor(answer.balance, decimals), currency);
    },

    /** Forget cached sessions (tests that move the clock past an expiry). */
    invalidateSessions: () => sessions.invalidate(),
  };
}
export type VendorProtocol = ReturnType<typeof createVendorProtocol>;
