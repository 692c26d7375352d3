import type { z } from 'zod';
import type { ProfitLoss, profitLossQuery } from '@portal/contract';
import { toMajor } from '@portal/contract/money';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tenant } from '../merchants/service.ts';

type Member = { id: number; type: number };
const figures = ['deposit', 'withdraw', 'betAmount', 'winAmount', 'rebate', 'promotion'] as const;
type Day = Record<(typeof figures)[number], bigint>;

/** The merchant's day boundaries (its time zone); the demo merchant is in Taipei. */
const TIME_ZONE = 'Asia/Taipei';
const MAX_DAYS = 93;

/**
 * Personal profit and loss (inventory 1.3.3) from the ledger (deposits, paid-out withdrawals, rebates,
 * bonuses) and the betting record (bets and wins, per game category), one row per day with data.
 */
export function createProfitLoss(db: Db) {
  return {
    async report(tenant: Tenant, member: Member, q: z.infer<typeof profitLossQuery>): Promise<ProfitLoss> {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000;
      if (!(days >= 0 && days <= MAX_DAYS)) throw new AppError('request_param_err', { endDate: 'range' });
      const day = sql<string>`to_char(created_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`;
      const inRange = sql<boolean>`(created_at at time zone ${TIME_ZONE})::date between ${q.startDate}::date and ${q.endDate}::date`;
      const all = q.gameCategory === 'CONS';
      const [money, bets] = await Promise.all([
        all
          ? db
              .selectFrom(
                db
                  .selectFrom('ledger_transfer as t')
                  .innerJoin('ledger_account as a', (j) =>
                    j.on((eb) =>
                      eb.or([
                        eb('a.id', '=', eb.ref('t.from_account')),
                        eb('a.id', '=', eb.ref('t.to_account')),
                      ]),
                    ),
                  )
                  .select(['t.type', 't.amount', 't.created_at'])
                  .where('a.owner_id', '=', member.id)
                  .where('a.kind', 'in', ['cash', 'withdrawHold'])
                  .where('t.merchant_id', '=', tenant.id)
                  .where('t.type', 'in', ['deposit', 'withdraw_post', 'deposit_rebate', 'bonus'])
                  .as('m'),
              )
              .select([day.as('day'), 'type', sql<string>`sum(amount)`.as('total')])
              .where(inRange)
              .groupBy([sql`1`, 'type'])
              .execute()
          : Promise.resolve([]),
        db
          .selectFrom('bet_record as b')
          .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
          .select([
            sql<string>`to_char(b.settled_at at time zone ${TIME_ZONE}, 'YYYY-MM-DD')`.as('day'),
            sql<string>`sum(b.bet_amount)`.as('bet'),
            sql<string>`sum(b.win_amount)`.as('win'),
          ])
          .where('b.customer_id', '=', member.id)
          .where('b.merchant_id', '=', tenant.id)
          .where('b.ledger', '=', 'cash')
          .where('b.status', '=', 'SETTLED')
          .where(
            sql<boolean>`(b.settled_at at time zone ${TIME_ZONE})::date between ${q.startDate}::date and ${q.endDate}::date`,
          )
          .$if(!all, (qb) => qb.where('v.game_type', '=', q.gameCategory))
          .groupBy(sql`1`)
          .execute(),
      ]);
      const byDay = new Map<string, Day>();
      const of = (d: string) => {
        let row = byDay.get(d);
        if (!row)
          byDay.set(
            d,
            (row = { deposit: 0n, withdraw: 0n, betAmount: 0n, winAmount: 0n, rebate: 0n, promotion: 0n }),
          );
        return row;
      };
      for (const m of money) {
        const row = of(m.day);
        const amount = BigInt(m.total);
        if (m.type === 'deposit') row.deposit += amount;
        else if (m.type === 'withdraw_post') row.withdraw += amount;
        else if (m.type === 'deposit_rebate') row.rebate += amount;
        else row.promotion += amount;
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
        profitAndLoss: toMajor(r.winAmount - r.betAmount + r.rebate + r.promotion, d),
      });
      const sorted = [...byDay.entries()].sort(([a], [b]) => (a < b ? 1 : -1));
      const total = sorted.reduce<Day>(
        (sum, [, r]) => {
          for (const f of figures) sum[f] += r[f];
          return sum;
        },
        { deposit: 0n, withdraw: 0n, betAmount: 0n, winAmount: 0n, rebate: 0n, promotion: 0n },
      );
      return {
        rows: sorted
          .slice((q.page - 1) * q.size, q.page * q.size)
          .map(([balanceDate, r]) => ({ balanceDate, ...shape(r) })),
        total: shape(total),
        totalCount: sorted.length,
      };
    },
  };
}
export type ProfitLossReport = ReturnType<typeof createProfitLoss>;
