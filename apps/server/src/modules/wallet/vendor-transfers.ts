import { randomBytes } from 'node:crypto';
import { walletAccountTypes } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { WalletTransferTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { LiveHub } from '../../lib/live-hub.ts';
import type { Selectable } from 'kysely';
import { playerIdOf } from '../games/protocol.ts';
import type { TransferClient } from '../games/transfer-client.ts';
import { vendorName } from '../games/vendor-names.ts';
import type { VendorRegistry } from '../games/vendors.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger } from './ledger.ts';
import * as repo from './repository.ts';
import * as transfersRepo from './vendor-transfers-repository.ts';

interface Member {
  id: number;
  type: number;
}
type TransferRow = Selectable<WalletTransferTable>;

/** A pending transfer is asked about (the vendor's `status`) once it is this old. */
export const PENDING_CHECK_AFTER_MS = 30_000;

/**
 * `GCS_walletTransfer` between the main wallet and a transfer-mode vendor's wallet (decision 0009).
 * Into the vendor: the money is reserved first (cash → the member's `vendorWallet`, in transit), then the
 * vendor's deposit; its answer posts the reserve to the vendor's float, a refusal returns it, a lost
 * answer leaves it pending for the reconcile job. Out of the vendor: the vendor's withdrawal first, then
 * the credit. Each outcome is written with its money move in one transaction, and ends once.
 */
export function createVendorTransfers(
  db: Db,
  ledger: Ledger,
  vendors: VendorRegistry,
  client: TransferClient,
  hub: LiveHub,
) {
  const key = (row: TransferRow, step: string) => `wallet-transfer:${row.id}:${step}`;
  const prepareAccounts = (merchantId: number, customerId: number, vendorCode: string) =>
    ledger.prepare(merchantId, [
      { kind: 'cash', ownerId: customerId },
      { kind: 'vendorWallet', ownerId: customerId, ref: vendorCode },
      { kind: 'vendorFloat', ref: vendorCode },
    ]);
  const decimalsOf = (tenant: Tenant) => tenant.settings.currency.decimals;

  /** Ends a pending transfer with its money move; false when it had already ended. */
  async function finish(row: TransferRow, outcome: 'SUCCESS' | 'FAILED'): Promise<boolean> {
    const money =
      row.direction === 'in'
        ? outcome === 'SUCCESS'
          ? {
              step: 'post',
              from: { kind: 'vendorWallet' as const, ownerId: row.customer_id, ref: row.vendor_code },
              to: { kind: 'vendorFloat' as const, ref: row.vendor_code },
            }
          : {
              step: 'void',
              from: { kind: 'vendorWallet' as const, ownerId: row.customer_id, ref: row.vendor_code },
              to: { kind: 'cash' as const, ownerId: row.customer_id },
            }
        : outcome === 'SUCCESS'
          ? {
              step: 'credit',
              from: { kind: 'vendorFloat' as const, ref: row.vendor_code },
              to: { kind: 'cash' as const, ownerId: row.customer_id },
            }
          : null;
    await prepareAccounts(row.merchant_id, row.customer_id, row.vendor_code);
    const ended = await db.transaction().execute(async (trx) => {
      if (!(await transfersRepo.finishWalletTransfer(trx, row.id, outcome, clock.now()))) return false;
      if (money)
        await ledger.transfer(
          {
            merchantId: row.merchant_id,
            key: key(row, money.step),
            type: 'wallet_transfer',
            from: money.from,
            to: money.to,
            amount: row.amount,
            meta: { vendor: row.vendor_code, direction: row.direction, remark: row.vendor_code },
          },
          trx,
        );
      return true;
    });
    if (ended) hub.publish(row.customer_id, { type: 'balance' });
    return ended;
  }

  /** Sends the transfer's vendor call and ends it by the answer; null answer: stays pending. */
  async function drive(tenant: Tenant, row: TransferRow): Promise<'SUCCESS' | 'PENDING' | 'FAILED'> {
    const decimals = decimalsOf(tenant);
    const currency = tenant.settings.currency.code;
    const answer = await client.call(row.vendor_code, row.direction === 'in' ? 'deposit' : 'withdraw', {
      playerId: playerIdOf(row.merchant_id, row.customer_id),
      currency,
      decimals,
      transactionId: `wt-${row.id}`,
      amount: toMajor(row.amount, decimals),
    });
    if (!answer) return 'PENDING';
    const outcome = answer.status === 'OK' ? 'SUCCESS' : 'FAILED';
    await finish(row, outcome);
    return transfersRepo.walletTransferStatus(db, row.id);
  }

  async function vendorOfAccountType(tenant: Tenant, accountTypeId: number) {
    const offered = await repo.transferVendors(db, tenant.id);
    const v = offered.find((o) => o.account_type_id === accountTypeId);
    if (!v) throw new AppError('request_param_err');
    if (v.maintenance) throw new AppError('vendor_under_maintenance');
    if (!(await vendors.get(v.code))?.credential) throw new AppError('vendor.unavailable');
    return v;
  }

  const api = {
    async transfer(
      tenant: Tenant,
      member: Member,
      req: { fromAccountTypeId: number; toAccountTypeId: number; amount: number; requestId: string },
    ): Promise<{ successAmount: number; status: 'SUCCESS' | 'PENDING' }> {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const main = walletAccountTypes.main;
      if ((req.fromAccountTypeId === main) === (req.toAccountTypeId === main))
        throw new AppError('request_param_err');
      const direction = req.fromAccountTypeId === main ? 'in' : 'out';
      const vendor = await vendorOfAccountType(
        tenant,
        direction === 'in' ? req.toAccountTypeId : req.fromAccountTypeId,
      );
      const amount = toMinor(req.amount, decimalsOf(tenant));
      if (amount === null || amount <= 0n) throw new AppError('request_param_err');

      let row = await transfersRepo.findWalletTransfer(db, member.id, req.requestId);
      if (!row) {
        // The record and (into the vendor) the reserve commit together: no record without its money.
        await prepareAccounts(tenant.id, member.id, vendor.code);
        row = await db.transaction().execute(async (trx) => {
          const inserted = await transfersRepo.insertWalletTransfer(trx, {
            merchant_id: tenant.id,
            customer_id: member.id,
            request_id: req.requestId,
            vendor_code: vendor.code,
            direction,
            amount,
            status: 'PENDING',
          });
          if (direction === 'in')
            await ledger.transfer(
              {
                merchantId: tenant.id,
                key: key(inserted, 'reserve'),
                type: 'wallet_transfer',
                from: { kind: 'cash', ownerId: member.id },
                to: { kind: 'vendorWallet', ownerId: member.id, ref: vendor.code },
                amount,
                meta: { vendor: vendor.code, direction, remark: vendor.code },
              },
              trx,
            );
          return inserted;
        });
      } else if (row.vendor_code !== vendor.code || row.direction !== direction || row.amount !== amount) {
        throw new AppError('idempotency.key.conflict');
      }
      const status = row.status === 'PENDING' ? await drive(tenant, row) : row.status;
      if (status === 'FAILED')
        throw new AppError(direction === 'out' ? 'insufficient.balance' : 'wallet.transfer.failed');
      return { successAmount: status === 'SUCCESS' ? req.amount : 0, status };
    },

    /** `GCS_walletReturn`: every transfer-mode vendor's balance back into the main wallet. */
    async recallAll(tenant: Tenant, member: Member, lang: Lang) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const balances = await api.vendorBalances(tenant, member, lang);
      const recalled: { accountTypeId: number; name: string; amount: number }[] = [];
      const failed: { accountTypeId: number; name: string }[] = [];
      for (const b of balances) {
        if (b.status !== 'OK' || b.minor <= 0n) {
          if (b.status === 'UNAVAILABLE') failed.push({ accountTypeId: b.accountTypeId, name: b.name });
          continue;
        }
        try {
          const r = await api.transfer(tenant, member, {
            fromAccountTypeId: b.accountTypeId,
            toAccountTypeId: walletAccountTypes.main,
            amount: toMajor(b.minor, decimalsOf(tenant)),
            requestId: `recall-${randomBytes(9).toString('base64url')}`,
          });
          if (r.status === 'SUCCESS')
            recalled.push({ accountTypeId: b.accountTypeId, name: b.name, amount: r.successAmount });
          else failed.push({ accountTypeId: b.accountTypeId, name: b.name });
        } catch {
          failed.push({ accountTypeId: b.accountTypeId, name: b.name });
        }
      }
      return { recalled, failed };
    },

    /**
     * The member's balance at each transfer-mode vendor, read from the vendor (it changes as they play).
     * Only vendors the merchant enabled and the deployment configured (credentials) have a wallet: an
     * outside vendor without credentials never held the member's money (decision 0022).
     */
    async vendorBalances(tenant: Tenant, member: Member, lang: Lang) {
      const enabled = await repo.transferVendors(db, tenant.id);
      const configured = await Promise.all(
        enabled.map(async (v) => Boolean((await vendors.get(v.code))?.credential)),
      );
      const offered = enabled.filter((_, i) => configured[i]);
      const decimals = decimalsOf(tenant);
      return Promise.all(
        offered.map(async (v) => {
          const answer = await client.call(v.code, 'balance', {
            playerId: playerIdOf(tenant.id, member.id),
            currency: tenant.settings.currency.code,
            decimals,
          });
          const minor = answer?.status === 'OK' ? (toMinor(answer.balance, decimals) ?? 0n) : 0n;
          const status: 'OK' | 'MAINTENANCE' | 'UNAVAILABLE' = v.maintenance
            ? 'MAINTENANCE'
            : answer?.status === 'OK'
              ? 'OK'
              : 'UNAVAILABLE';
          // The wallet by the vendor's name in the request's language (decision 0027).
          const name = vendorName(v, lang);
          return { accountTypeId: v.account_type_id!, name, code: v.code, minor, status };
        }),
      );
    },

    /** Pending transfers whose answer was lost: the vendor's `status` decides (its tombstone ends a lost one). */
    async reconcile(): Promise<number> {
      const pending = await transfersRepo.pendingWalletTransfers(
        db,
        new Date(clock.nowMs() - PENDING_CHECK_AFTER_MS),
        100,
      );
      let ended = 0;
      for (const row of pending) {
        const answer = await client.call(row.vendor_code, 'status', { transactionId: `wt-${row.id}` });
        if (!answer || answer.status !== 'OK' || answer.found === undefined) continue;
        // Known to the vendor: its first answer decides. Unknown: now refused for good by the tombstone
        // the question left, so our side is undone.
        const outcome = answer.found && (answer.outcome ?? 'OK') === 'OK' ? 'SUCCESS' : 'FAILED';
        if (await finish(row, outcome)) ended++;
      }
      return ended;
    },
  };
  return api;
}
export type VendorTransfers = ReturnType<typeof createVendorTransfers>;
