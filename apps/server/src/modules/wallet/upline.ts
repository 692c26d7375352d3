import type { z } from 'zod';
import type { uplineTransferRequest, uplineTransferValue } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { LiveHub } from '../../lib/live-hub.ts';
import type { AccountService } from '../accounts/service.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger } from './ledger.ts';
import * as repo from './upline-repository.ts';

type Member = { id: number; type: number };
type Value = z.infer<typeof uplineTransferValue>;

/** Transfer to upline (inventory 1.2.5): one ledger transfer from the member's wallet to its upline's. */
export function createUplineTransfers(db: Db, ledger: Ledger, accounts: AccountService, hub?: LiveHub) {
  async function memberAndUpline(member: Member) {
    if (member.type === 4) throw new AppError('trial.account.forbidden');
    return repo.memberAndUpline(db, member.id);
  }

  return {
    async transfer(
      tenant: Tenant,
      member: Member,
      input: z.infer<typeof uplineTransferRequest>,
    ): Promise<Value> {
      const c = await memberAndUpline(member);
      if (c.parent_id === null || !c.upline) throw new AppError('function.not.available');
      if (!c.payment_password_hash) throw new AppError('not.exists.payment.password');
      if (!(await accounts.verifyStoredPassword(c.payment_password_hash, input.paymentPassword)))
        throw new AppError('invalid.payment.pw');
      const d = tenant.settings.currency.decimals;
      const amount = toMinor(input.amount, d);
      if (amount === null || amount <= 0n) throw new AppError('request_param_err', { amount: 'pattern' });
      const remark = input.remark || null;
      const result = await ledger.transfer({
        merchantId: tenant.id,
        key: `upline:${member.id}:${input.requestId}`,
        type: 'upline_transfer',
        from: { kind: 'cash', ownerId: member.id },
        to: { kind: 'cash', ownerId: c.parent_id },
        amount,
        meta: { remark, upline: c.upline },
      });
      // The upline hears of it live (its open pages refresh the balance and say from whom).
      if (!result.replayed)
        hub?.publish(c.parent_id, { type: 'upline', from: c.username, amount: toMajor(amount, d) });
      return {
        transferId: String(result.transferId),
        amount: toMajor(amount, d),
        balance: toMajor(result.fromBalance, d),
        upline: c.upline,
        remark,
        time: result.createdAt.toISOString(),
      };
    },

    /** The member's recent transfers to its upline (the log under the form). */
    async recent(tenant: Tenant, member: Member) {
      const c = await memberAndUpline(member);
      const d = tenant.settings.currency.decimals;
      const rows = await repo.recentUplineTransfers(db, tenant.id, member.id, 20);
      return {
        upline: c.upline,
        transfers: rows.map((r) => ({
          transferId: String(r.id),
          amount: toMajor(r.amount, d),
          balance: toMajor(r.balance_after, d),
          upline: typeof r.meta.upline === 'string' ? r.meta.upline : '',
          remark: typeof r.meta.remark === 'string' ? r.meta.remark : null,
          time: new Date(r.created_at).toISOString(),
        })),
      };
    },
  };
}
export type UplineTransfers = ReturnType<typeof createUplineTransfers>;
