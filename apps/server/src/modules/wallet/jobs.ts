import type { Job } from '../../jobs/runner.ts';
import type { Cashier } from './cashier.ts';
import type { Ledger } from './ledger.ts';
import type { Withdrawals } from './withdrawals.ts';
import type { VendorTransfers } from './vendor-transfers.ts';
import type { Bonuses } from './bonuses.ts';

/** The wallet's background jobs: the invariant checker, and the completion of interrupted money moves. */
export function walletJobs(deps: {
  ledger: Ledger;
  cashier: Cashier;
  withdrawals: Withdrawals;
  vendorTransfers: VendorTransfers;
  bonuses: Bonuses;
}): Job[] {
  return [
    {
      name: 'ledger-invariants',
      everyMinutes: 10,
      async run() {
        const violations = await deps.ledger.invariantViolations();
        // Any violation is an alert: the log line is at error level for the operator's monitoring.
        return {
          violations: violations.length,
          alert: violations.length > 0,
          notable: true,
          first: violations.slice(0, 5),
        };
      },
    },
    {
      name: 'cashier-reconcile',
      everyMinutes: 1,
      async run() {
        const depositsCompleted = await deps.cashier.reconcile();
        const withdrawalsTidied = await deps.withdrawals.reconcile();
        const walletTransfersEnded = await deps.vendorTransfers.reconcile();
        return {
          depositsCompleted,
          withdrawalsTidied,
          walletTransfersEnded,
          notable: depositsCompleted + withdrawalsTidied + walletTransfersEnded > 0,
        };
      },
    },
    {
      name: 'bonus-release',
      everyMinutes: 1,
      async run() {
        const released = await deps.bonuses.releaseDue();
        return { released, notable: released > 0 };
      },
    },
  ];
}
