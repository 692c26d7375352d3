import type { z } from 'zod';
import type { ProfitLoss, profitLossQuery } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../merchants/service.ts';
import * as repo from './profit-loss-repository.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';

type Member = { id: number; type: number };
const figures = [
  'deposit',
  'withdraw',
  'betAmount',
  'winAmount',
  'rebate',
  'promotion',
  'depositRebate',
] as const;
type Day = Record<(typeof figures)[number], bigint>;

const MAX_DAYS = 93;

const zero = (): Day => ({
  deposit: 0n,
  withdraw: 0n,
  betAmount: 0n,
  winAmount: 0n,
  rebate: 0n,
  promotion: 0n,
  depositRebate: 0n,
});

/**
 * Personal profit and loss (inventory 1.3.3) from the ledger (deposits, paid-out withdrawals, wager and
 * deposit rebates, bonuses) and the betting record (bets and wins, per game category), one row per day
 * with data. P&L is payouts − bets (decision 0020); each other figure is a column of its own.
 */
export function createProfitLoss(db: Db) {
  return {
    async report(tenant: Tenant, member: Member, q: z.infer<typeof profitLossQuery>): Promise<ProfitLoss> {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000;
      if (!(days >= 0 && days <= MAX_DAYS)) throw new AppError('request_param_err', { endDate: 'range' });
      const all = q.gameCategory === 'CONS';
      const range = {
        merchantId: tenant.id,
        customers: { customerId: member.id },
        timeZone: timeZoneOf(tenant.settings),
        startDate: q.startDate,
        endDate: q.endDate,
      };
      const [money, bets, pending] = await Promise.all([
        all ? repo.moneyByDay(db, range) : Promise.resolve([]),
        repo.betsByDay(db, range, all ? undefined : q.gameCategory),
        repo.pendingWithdrawals(db, member.id),
      ]);
      const byDay = new Map<string, Day>();
      const of = (d: string) => {
        let row = byDay.get(d);
        if (!row) byDay.set(d, (row = zero()));
        return row;
      };
      for (const m of money) {
        const row = of(m.day);
        const amount = BigInt(m.total);
        if (m.type === 'deposit') row.deposit += amount;
        else if (m.type === 'withdraw_post') row.withdraw += amount;
        else if (m.type === 'deposit_rebate') row.depositRebate += amount;
        else if (m.type === 'bonus' || m.type === 'bonus_clawback') row.promotion += amount;
        else row.rebate += amount;
      }
      for (const b of bets) {
        const row = of(b.day);
        row.betAmount += BigInt(b.bet);
        row.winAmount += BigInt(b.win);
      }
      const d = tenant.settings.currency.decimals;
      const shape = (r: Day) => ({
        deposit: toMajor(r.deposit, d),
        withdraw: toMajor(r.withdraw, d),
        betAmount: toMajor(r.betAmount, d),
        // Every settled bet counts as valid turnover until vendors report otherwise.
        validBetAmount: toMajor(r.betAmount, d),
        winAmount: toMajor(r.winAmount, d),
        rebate: toMajor(r.rebate, d),
        promotion: toMajor(r.promotion, d),
        depositRebate: toMajor(r.depositRebate, d),
        profitAndLoss: toMajor(r.winAmount - r.betAmount, d),
      });
      const sorted = [...byDay.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
      const total = sorted.reduce<Day>((sum, [, r]) => {
        for (const f of figures) sum[f] += r[f];
        return sum;
      }, zero());
      return {
        rows: sorted
          .slice((q.page - 1) * q.size, q.page * q.size)
          .map(([balanceDate, r]) => ({ balanceDate, ...shape(r) })),
        total: shape(total),
        totalCount: sorted.length,
        pendingWithdraw: toMajor(pending, d),
      };
    },
  };
}
export type ProfitLossReport = ReturnType<typeof createProfitLoss>;
