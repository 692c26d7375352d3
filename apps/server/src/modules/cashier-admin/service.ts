import type { DepositRow, PendingCount, RiskHints, WithdrawalRow } from '@portal/contract';
import type { Db } from '../../db/client.ts';
import type { Turnover } from '../wallet/turnover.ts';
import * as repo from './repository.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const mask = (n: string) => (n.length > 4 ? `**** ${n.slice(-4)}` : n);

/**
 * The back office's cashier (issue 15 item 9, decision 0030): deposit orders, the withdrawal queue with
 * risk hints computed here (the turnover one from turnover.ts, the one count of it), pending counts for
 * live updates, and the payment callback log. Decisions themselves go through the wallet's cashier and
 * withdrawals services (modules/backoffice/routes.ts).
 */
export function createCashierAdmin(
  db: Db,
  deps: { turnover: Turnover; pendingAdjustments: (merchantId: number) => Promise<number> },
) {
  return {
    async deposits(
      merchantId: number,
      f: repo.DepositFilters,
      page: Parameters<typeof repo.depositPage>[3],
    ): Promise<{ rows: DepositRow[]; total: number }> {
      const { rows, total } = await repo.depositPage(db, merchantId, f, page);
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          memberId: r.customer_id,
          username: r.username,
          channel: r.channel,
          method: r.method,
          amount: String(r.amount),
          fee: String(r.fee),
          rebate: String(r.rebate),
          bonus: String(r.bonus),
          status: r.status,
          referenceNo: r.reference_no,
          receiptUrl: r.has_receipt ? `/bo/v1/deposits/${r.id}/receipt` : null,
          rejectReason: r.reject_reason,
          decidedBy: r.decided_by,
          createdAt: new Date(r.created_at).toISOString(),
          settledAt: iso(r.settled_at),
        })),
        total,
      };
    },

    /**
     * The withdrawal queue. With `hints`, each order carries its risk hints: turnover met (for pending
     * orders, as the withdrawal rule counts it now), first withdrawal, members sharing an IP, a bank card
     * added or removed within 24 hours before the order.
     */
    async withdrawals(
      merchantId: number,
      f: repo.WithdrawalFilters,
      page: Parameters<typeof repo.withdrawalPage>[3],
      opts: { hints: boolean },
    ): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const { rows, total } = await repo.withdrawalPage(db, merchantId, f, page);
      const hints = new Map<string, RiskHints>();
      if (opts.hints && rows.length) {
        const facts = await repo.riskFacts(
          db,
          merchantId,
          rows.map((r) => r.id),
        );
        const pendingMembers = [
          ...new Set(rows.filter((r) => r.status === 'PENDING').map((r) => r.customer_id)),
        ];
        const remaining = new Map<number, bigint>();
        for (const customerId of pendingMembers)
          remaining.set(
            customerId,
            (await deps.turnover.progress(merchantId, customerId)).withdrawal.remaining,
          );
        for (const fact of facts) {
          const left = remaining.get(fact.customer_id);
          const pending = rows.find((r) => r.id === fact.id)?.status === 'PENDING';
          hints.set(String(fact.id), {
            turnoverMet: pending && left !== undefined ? left <= 0n : null,
            turnoverRemaining: pending && left !== undefined ? String(left > 0n ? left : 0n) : null,
            firstWithdrawal: !fact.paid_before,
            sharedIpMembers: Number(fact.shared_ip_members),
            cardChangedRecently: Boolean(fact.card_changed),
          });
        }
      }
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          memberId: r.customer_id,
          username: r.username,
          amount: String(r.amount),
          fee: String(r.fee),
          bankName: r.bank_name,
          accountNumber: mask(r.account_number),
          payeeName: r.payee_name,
          status: r.status,
          rejectReason: r.reject_reason,
          decidedBy: r.decided_by,
          createdAt: new Date(r.created_at).toISOString(),
          decidedAt: iso(r.decided_at),
          hints: hints.get(String(r.id)) ?? null,
        })),
        total,
      };
    },

    async pendingCount(merchantId: number): Promise<PendingCount> {
      const [orders, adjustments] = await Promise.all([
        repo.pendingCounts(db, merchantId),
        deps.pendingAdjustments(merchantId),
      ]);
      return { ...orders, adjustments };
    },

    async callbacks(
      merchantId: number,
      f: repo.CallbackFilters,
      page: Parameters<typeof repo.callbackPage>[3],
    ) {
      const { rows, total } = await repo.callbackPage(db, merchantId, f, page);
      return {
        rows: rows.map((r) => ({
          id: String(r.id),
          channel: r.channel_code,
          orderId: r.order_id === null ? null : String(r.order_id),
          ip: r.ip,
          signature: r.signature,
          body: r.body,
          outcome: r.outcome,
          errorCode: r.error_code,
          orderStatus: r.order_status,
          receivedAt: new Date(r.received_at).toISOString(),
        })),
        total,
      };
    },
  };
}
export type CashierAdmin = ReturnType<typeof createCashierAdmin>;
