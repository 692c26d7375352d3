import {
  transferBalanceRequest,
  transferMoveRequest,
  transferStatusRequest,
  type TransferAction,
  type TransferAnswer,
} from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { hmacHex, sameSignature, sha256Hex } from '@portal/contract/signature';
import * as repo from './repository.ts';
import { transferWallet } from './wallet.ts';

export interface TransferReply {
  httpStatus: number;
  body: TransferAnswer;
}

/** Vendor codes whose wallet the house keeps (decision 0009: HOUSEX, "House Arcade"). */
export const TRANSFER_VENDORS: readonly string[] = ['HOUSEX'];

/**
 * The transfer API the platform calls (`POST /transfer/v1/{vendor}/{deposit|withdraw|balance|status}`):
 * signed like the wallet protocol, idempotent by transactionId (a repeat gets the first answer and moves
 * nothing; other content under the same id is DUPLICATE_CONFLICT). `status` of an unknown id leaves a
 * tombstone, so a deposit or withdrawal that arrives after the platform gave it up is TX_CANCELLED.
 */
export function createTransferApi(db: Db, secret: string) {
  const reply = (httpStatus: number, body: TransferAnswer): TransferReply => ({ httpStatus, body });

  async function move(vendor: string, kind: 'deposit' | 'withdraw', json: unknown): Promise<TransferReply> {
    const parsed = transferMoveRequest.safeParse(json);
    if (!parsed.success) return reply(400, { status: 'INVALID_REQUEST', balance: 0 });
    const req = parsed.data;
    const amount = toMinor(req.amount, req.decimals);
    if (amount === null || amount <= 0n) return reply(400, { status: 'INVALID_REQUEST', balance: 0 });
    const requestHash = sha256Hex(`${kind}|${req.playerId}|${req.currency}|${amount}`);
    return db.transaction().execute(async (trx) => {
      await repo.lockTransaction(trx, vendor, req.transactionId);
      const current = () => repo.walletBalance(trx, vendor, req.playerId, req.currency);
      const known = await repo.findTransfer(trx, vendor, req.transactionId);
      if (known) {
        if (known.kind === 'tombstone')
          return reply(200, { status: 'TX_CANCELLED', balance: toMajor(await current(), req.decimals) });
        if (known.request_hash !== requestHash)
          return reply(200, {
            status: 'DUPLICATE_CONFLICT',
            balance: toMajor(await current(), req.decimals),
          });
        return reply(200, {
          status: known.status as TransferAnswer['status'],
          balance: toMajor(known.balance_after, req.decimals),
        });
      }
      const after = await transferWallet.move(trx, {
        vendor,
        playerRef: req.playerId,
        currency: req.currency,
        kind,
        amount: kind === 'deposit' ? amount : -amount,
        ref: req.transactionId,
      });
      // A refused withdrawal is a first answer too: the same id is refused again, never paid later.
      const status = after === null ? 'INSUFFICIENT_BALANCE' : 'OK';
      const balance = after ?? (await current());
      await repo.insertTransfer(trx, {
        vendor_code: vendor,
        transaction_id: req.transactionId,
        kind,
        player_ref: req.playerId,
        currency: req.currency,
        decimals: req.decimals,
        amount: after === null ? 0n : amount,
        request_hash: requestHash,
        status,
        balance_after: balance,
      });
      return reply(200, { status, balance: toMajor(balance, req.decimals) });
    });
  }

  async function status(vendor: string, json: unknown): Promise<TransferReply> {
    const parsed = transferStatusRequest.safeParse(json);
    if (!parsed.success) return reply(400, { status: 'INVALID_REQUEST', balance: 0 });
    const { transactionId } = parsed.data;
    return db.transaction().execute(async (trx) => {
      await repo.lockTransaction(trx, vendor, transactionId);
      const known = await repo.findTransfer(trx, vendor, transactionId);
      if (!known) {
        await repo.insertTransfer(trx, {
          vendor_code: vendor,
          transaction_id: transactionId,
          kind: 'tombstone',
          status: 'TX_CANCELLED',
        });
        return reply(200, { status: 'OK', balance: 0, found: false });
      }
      if (known.kind === 'tombstone') return reply(200, { status: 'OK', balance: 0, found: false });
      return reply(200, {
        status: 'OK',
        balance: toMajor(known.balance_after, known.decimals ?? 2),
        found: true,
        kind: known.kind,
        outcome: known.status as TransferAnswer['status'],
      });
    });
  }

  return {
    async handle(
      vendor: string,
      action: TransferAction,
      rawBody: string,
      signature: string,
    ): Promise<TransferReply> {
      if (!TRANSFER_VENDORS.includes(vendor)) return reply(404, { status: 'INVALID_REQUEST', balance: 0 });
      // Checked on the exact bytes received, in constant time, before anything is parsed.
      if (!sameSignature(hmacHex(secret, rawBody), signature))
        return reply(401, { status: 'INVALID_SIGNATURE', balance: 0 });
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return reply(400, { status: 'INVALID_REQUEST', balance: 0 });
      }
      if (action === 'deposit' || action === 'withdraw') return move(vendor, action, json);
      if (action === 'status') return status(vendor, json);
      const parsed = transferBalanceRequest.safeParse(json);
      if (!parsed.success) return reply(400, { status: 'INVALID_REQUEST', balance: 0 });
      const b = parsed.data;
      return reply(200, {
        status: 'OK',
        balance: toMajor(await transferWallet.balance(db, vendor, b.playerId, b.currency), b.decimals),
      });
    },
  };
}
export type TransferApi = ReturnType<typeof createTransferApi>;
