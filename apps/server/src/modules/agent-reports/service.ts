import type { z } from 'zod';
import type {
  AgentIncome,
  DownlineTransactions,
  TeamBetting,
  TeamOverview,
  TeamProfit,
  agentIncomeQuery,
  downlineTransactionsQuery,
  periodQuery,
  teamBettingQuery,
  teamOverviewQuery,
  teamProfitQuery,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { toMajor } from '@portal/contract/money';
import { translate, type Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import { requireAgent, requireDownline } from '../agents/access.ts';
import type { Tenant } from '../merchants/service.ts';
import { vendorName } from '../games/vendor-names.ts';
import { datesOf, rangeInstants, resolvePeriod } from './periods.ts';
import * as repo from './repository.ts';

type Member = { id: number; type: number };

/** Money moves the profit report reads, and the column each one feeds. */
const PROFIT_MONEY = {
  deposit: 'deposit',
  withdraw_post: 'withdraw',
  bonus: 'promotion',
  bonus_clawback: 'promotion',
  lottery_rebate: 'rebate',
  game_rebate: 'rebate',
  agent_rebate: 'rebate',
  agent_rebate_clawback: 'rebate',
  game_rebate_clawback: 'rebate',
  daily_salary: 'salary',
  hourly_salary: 'salary',
  realtime_salary: 'salary',
  dividend: 'dividend',
  deposit_fee: 'depositFee',
} as const;
const PROFIT_KEYS = [
  'deposit',
  'withdraw',
  'betAmount',
  'winAmount',
  'rebate',
  'salary',
  'dividend',
  'promotion',
  'depositFee',
  'jackpotWin',
] as const;
type Figures = Record<(typeof PROFIT_KEYS)[number], bigint>;
/**
 * The inventory's P&L column (decision 0059): what the customers gained in all, the net win/loss (wins −
 * bets) plus the rebates, salaries, dividends and promotions paid to them, less the deposit fees they paid.
 */
const grossOf = (f: Figures) =>
  f.winAmount - f.betAmount + f.rebate + f.salary + f.dividend + f.promotion - f.depositFee;
const zeroFigures = (): Figures => Object.fromEntries(PROFIT_KEYS.map((k) => [k, 0n])) as Figures;

/** The income kinds of `commission_accrue` (meta.kind), as the income report groups them. */
const SALARY_KINDS = {
  daily_salary: 'dailySalary',
  hourly_salary: 'hourlySalary',
  realtime_salary: 'realtimeSalary',
} as const;

/** Two decimals of a percent of `total`, rounded half up, in integers. */
const percentOf = (amount: bigint, total: bigint) =>
  total === 0n ? 0 : Number(((amount * 20_000n) / total + 1n) / 2n) / 100;

/**
 * My income by level (decision 0059): every direct downline, and below it every member whose play earned
 * the agent something, with its own part (`personal`), the part earned on its downline (`subordinate`),
 * their sum and its share of the agent's total income. Ordered by level, then amount (largest first), then
 * user name; `parentId` links a member to the row above it (the agent's id for direct downlines).
 */
export function contributionTree(
  agentId: number,
  down: { id: number; username: string; parent_id: number | null; depth: number }[],
  personal: Map<number, bigint>,
  total: bigint,
) {
  const parent = new Map(down.map((m) => [m.id, m.parent_id ?? agentId]));
  const subordinate = new Map<number, bigint>();
  for (const [id, amount] of personal) {
    for (let at = parent.get(id); at !== undefined && at !== agentId; at = parent.get(at))
      subordinate.set(at, (subordinate.get(at) ?? 0n) + amount);
  }
  return down
    .map((m) => {
      const own = personal.get(m.id) ?? 0n;
      const below = subordinate.get(m.id) ?? 0n;
      return {
        customerId: m.id,
        username: m.username,
        parentId: parent.get(m.id)!,
        level: m.depth,
        personal: own,
        subordinate: below,
        amount: own + below,
        percent: percentOf(own + below, total),
      };
    })
    .filter((n) => n.level === 1 || n.amount !== 0n)
    .sort((a, b) =>
      a.level !== b.level
        ? a.level - b.level
        : a.amount === b.amount
          ? a.username.localeCompare(b.username)
          : a.amount > b.amount
            ? -1
            : 1,
    );
}

/**
 * The agent centre's reports (issue 17 item 2, decision 0055). Each figure comes from the ledger and the
 * betting record through the queries personal P&L, the betting record and the account record use, with
 * the agent's team (or one member of it) as the set of customers. An agent sees only its own team: a
 * member named by id or user name must be in its downline (`agent.downline.not.found` otherwise).
 */
export function createAgentReports(db: Db, opts: { sessionIdleMinutes: number }) {
  function period(tenant: Tenant, q: z.infer<typeof periodQuery>) {
    const timeZone = timeZoneOf(tenant.settings);
    const r = resolvePeriod(q.period, clock.now(), timeZone, q);
    if (!r) throw new AppError('request_param_err', { endDate: 'range' });
    return { timeZone, ...r };
  }
  function gate(tenant: Tenant, agent: Member, modId: string) {
    requireAgent(agent);
    const tree = tenant.info.whitelabel;
    if (!isModuleEnabled(tree, modIds.agentCentre) || !isModuleEnabled(tree, modId))
      throw new AppError('function.not.available');
  }
  /** A member of the agent's downline by user name (the same refusal whether or not it exists). */
  async function downlineByName(tenant: Tenant, agent: Member, username: string) {
    const m = await repo.memberByUsername(db, tenant.id, username);
    if (!m) throw new AppError('agent.downline.not.found');
    await requireDownline(db, agent, m.id);
    return m;
  }

  return {
    async overview(
      tenant: Tenant,
      agent: Member,
      q: z.infer<typeof teamOverviewQuery>,
    ): Promise<TeamOverview> {
      gate(tenant, agent, modIds.agentCentre);
      const p = period(tenant, q);
      const today = resolvePeriod('today', clock.now(), p.timeZone)!;
      const now = clock.now();
      const range = { merchantId: tenant.id, customers: { teamOf: agent.id }, ...p };
      const [down, money, bets, logins, firsts, todayLogins, todayFirsts, online, cash] = await Promise.all([
        repo.downline(db, agent.id, p.timeZone),
        repo.moneyByDay(db, range, [
          'deposit',
          'withdraw_post',
          'bonus',
          'lottery_rebate',
          'game_rebate',
          'agent_rebate',
          'agent_rebate_clawback',
          'game_rebate_clawback',
          'bonus_clawback',
        ]),
        repo.betsByDay(db, range, undefined),
        repo.loginDays(db, agent.id, p.timeZone, p.startDate, p.endDate),
        repo.firstDepositDays(db, tenant.id, agent.id, p.timeZone, p.startDate, p.endDate),
        repo.loginDays(db, agent.id, p.timeZone, today.startDate, today.endDate),
        repo.firstDepositDays(db, tenant.id, agent.id, p.timeZone, today.startDate, today.endDate),
        repo.onlineCount(db, agent.id, now, new Date(now.getTime() - opts.sessionIdleMinutes * 60_000)),
        repo.teamCash(db, tenant.id, agent.id),
      ]);
      const below = (id: number) => id !== agent.id;
      type Acc = {
        logins: Set<number>;
        registrations: Set<number>;
        firstDeposits: Set<number>;
        registeredAndDeposited: Set<number>;
        promoted: Set<number>;
        depositors: Set<number>;
        withdrawers: Set<number>;
        bettors: Set<number>;
        promotion: bigint;
        deposit: bigint;
        withdraw: bigint;
        validBet: bigint;
        win: bigint;
        rebate: bigint;
      };
      const acc = (): Acc => ({
        logins: new Set(),
        registrations: new Set(),
        firstDeposits: new Set(),
        registeredAndDeposited: new Set(),
        promoted: new Set(),
        depositors: new Set(),
        withdrawers: new Set(),
        bettors: new Set(),
        promotion: 0n,
        deposit: 0n,
        withdraw: 0n,
        validBet: 0n,
        win: 0n,
        rebate: 0n,
      });
      const days = new Map(datesOf(p).map((d) => [d, acc()]));
      const total = acc();
      const each = (day: string, f: (a: Acc) => void) => {
        const a = days.get(day);
        if (!a) return;
        f(a);
        f(total);
      };
      const regDay = new Map(down.map((m) => [m.id, m.reg_day]));
      for (const m of down) each(m.reg_day, (a) => a.registrations.add(m.id));
      for (const l of logins) each(l.day, (a) => a.logins.add(l.customer_id));
      for (const f of firsts.filter((f) => below(f.customer_id))) {
        each(f.day, (a) => a.firstDeposits.add(f.customer_id));
        if (regDay.get(f.customer_id) === f.day)
          each(f.day, (a) => a.registeredAndDeposited.add(f.customer_id));
      }
      for (const m of money) {
        const amount = BigInt(m.total);
        const who = Number(m.customer_id);
        each(m.day, (a) => {
          if (m.type === 'deposit') {
            a.deposit += amount;
            a.depositors.add(who);
          } else if (m.type === 'withdraw_post') {
            a.withdraw += amount;
            a.withdrawers.add(who);
          } else if (m.type === 'bonus') {
            a.promotion += amount;
            a.promoted.add(who);
            // A bonus taken back (decision 0063): already negative from moneyByDay.
          } else if (m.type === 'bonus_clawback') a.promotion += amount;
          else a.rebate += amount;
        });
      }
      const directs = new Set(down.filter((m) => m.depth === 1).map((m) => m.id));
      const activeDirects = new Set<number>();
      for (const b of bets) {
        if (directs.has(b.customer_id)) activeDirects.add(b.customer_id);
        each(b.day, (a) => {
          a.validBet += BigInt(b.bet);
          a.win += BigInt(b.win);
          a.bettors.add(b.customer_id);
        });
      }
      const d = tenant.settings.currency.decimals;
      const shape = (a: Acc) => ({
        logins: a.logins.size,
        registrations: a.registrations.size,
        firstDeposits: a.firstDeposits.size,
        registeredAndDeposited: a.registeredAndDeposited.size,
        promoted: a.promoted.size,
        depositors: a.depositors.size,
        withdrawers: a.withdrawers.size,
        bettors: a.bettors.size,
        promotion: toMajor(a.promotion, d),
        deposit: toMajor(a.deposit, d),
        withdraw: toMajor(a.withdraw, d),
        validBet: toMajor(a.validBet, d),
        companyWinLoss: toMajor(a.validBet - a.win, d),
        teamProfitLoss: toMajor(a.win - a.validBet + a.rebate + a.promotion, d),
      });
      return {
        ...p,
        today: {
          logins: new Set(todayLogins.map((l) => l.customer_id)).size,
          registrations: down.filter((m) => m.reg_day === today.startDate).length,
          firstDeposits: todayFirsts.filter((f) => below(f.customer_id)).length,
          online,
        },
        balances: {
          teamBalance: toMajor(cash, d),
          teamSize: down.length,
          directCount: directs.size,
          directActive: activeDirects.size,
        },
        days: [...days.entries()].map(([date, a]) => ({ date, ...shape(a) })),
        total: shape(total),
      };
    },

    async betting(
      tenant: Tenant,
      agent: Member,
      q: z.infer<typeof teamBettingQuery>,
      lang: Lang,
    ): Promise<TeamBetting> {
      gate(tenant, agent, modIds.teamBetting);
      const p = period(tenant, q);
      let customers: repo.CustomerSet;
      if (q.scope === 'self') customers = { customerId: agent.id };
      else if (q.scope === 'team') customers = { teamOf: agent.id };
      else {
        if (!q.user) throw new AppError('request_param_err', { user: 'required' });
        customers = { customerId: (await downlineByName(tenant, agent, q.user)).id };
      }
      const { from, to } = rangeInstants(p, p.timeZone);
      const { rows, totals } = await repo.betPage(db, {
        customers,
        ledger: 'cash',
        from,
        to,
        gameType: q.gameType,
        status: q.status,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const d = tenant.settings.currency.decimals;
      const total = Number(totals.n);
      return {
        ...p,
        rows: rows.map((r) => ({
          username: r.username,
          roundId: r.round_id,
          gameName: r.name[lang] || r.name.TW,
          vendorName: vendorName({ name: r.vendor_name, name_i18n: r.vendor_names }, lang),
          gameType: r.game_type as TeamBetting['rows'][number]['gameType'],
          betAmount: toMajor(r.bet_amount, d),
          validBet: toMajor(r.status === 'SETTLED' ? r.bet_amount : 0n, d),
          winAmount: toMajor(r.win_amount, d),
          profitAndLoss: toMajor(r.status === 'SETTLED' ? r.win_amount - r.bet_amount : 0n, d),
          betTime: new Date(r.placed_at).toISOString(),
          settleTime: r.settled_at ? new Date(r.settled_at).toISOString() : null,
          status: r.status,
          lottery:
            r.order_id === null
              ? null
              : {
                  orderId: r.order_id,
                  numero: r.numero!,
                  playCode: r.play_code!,
                  content: r.content!,
                  series: r.series!,
                  winNo: r.win_no,
                },
        })),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
        summary: {
          betAmount: toMajor(BigInt(totals.bet), d),
          validBet: toMajor(BigInt(totals.settled_bet), d),
          winAmount: toMajor(BigInt(totals.win), d),
          profitAndLoss: toMajor(BigInt(totals.settled_win) - BigInt(totals.settled_bet), d),
        },
      };
    },

    async profit(tenant: Tenant, agent: Member, q: z.infer<typeof teamProfitQuery>): Promise<TeamProfit> {
      gate(tenant, agent, modIds.teamProfitLoss);
      const p = period(tenant, q);
      const rootId = q.member ?? agent.id;
      if (q.member !== undefined) await requireDownline(db, agent, q.member);
      const [root] = await repo.membersByIds(db, [rootId]);
      // The path from the agent down to the member drilled into.
      const ups = q.member === undefined ? [] : await repo.uplines(db, rootId);
      const pathIds = [
        ...ups
          .slice(0, ups.findIndex((u) => u.id === agent.id) + 1)
          .map((u) => u.id)
          .reverse(),
        rootId,
      ];
      const pathMembers = new Map((await repo.membersByIds(db, pathIds)).map((m) => [m.id, m]));
      const personal = q.scope === 'personal';
      const down = personal ? [] : await repo.downline(db, rootId, p.timeZone);
      // Each customer's row: the root's own, or the direct downline whose team it is in.
      const parent = new Map(down.map((m) => [m.id, m.parent_id]));
      const branchOf = (id: number): number => {
        let at = id;
        while (at !== rootId && parent.get(at) !== rootId && parent.has(at)) at = parent.get(at)!;
        return at;
      };
      const range = {
        merchantId: tenant.id,
        customers: personal ? { customerId: rootId } : { teamOf: rootId },
        ...p,
      };
      const cons = q.product === 'CONS';
      const [money, bets, jackpots] = await Promise.all([
        cons ? repo.moneyByDay(db, range, Object.keys(PROFIT_MONEY)) : Promise.resolve([]),
        repo.betsByDay(db, range, cons ? undefined : q.product),
        repo.jackpotWins(db, range, cons ? undefined : q.product),
      ]);
      const rows = new Map<number, Figures>([[rootId, zeroFigures()]]);
      for (const m of down.filter((m) => m.depth === 1)) rows.set(m.id, zeroFigures());
      const of = (id: number) => rows.get(branchOf(id)) ?? rows.get(rootId)!;
      for (const m of money) {
        const column = PROFIT_MONEY[m.type as keyof typeof PROFIT_MONEY];
        of(Number(m.customer_id))[column] += BigInt(m.total);
      }
      for (const b of bets) {
        const row = of(b.customer_id);
        row.betAmount += BigInt(b.bet);
        row.winAmount += BigInt(b.win);
      }
      for (const j of jackpots) of(j.customer_id).jackpotWin += BigInt(j.total);
      const d = tenant.settings.currency.decimals;
      const shape = (f: Figures) => ({
        deposit: toMajor(f.deposit, d),
        withdraw: toMajor(f.withdraw, d),
        betAmount: toMajor(f.betAmount, d),
        // Every settled bet counts as valid turnover (as in personal P&L).
        validBet: toMajor(f.betAmount, d),
        winAmount: toMajor(f.winAmount, d),
        rebate: toMajor(f.rebate, d),
        salary: toMajor(f.salary, d),
        dividend: toMajor(f.dividend, d),
        promotion: toMajor(f.promotion, d),
        depositFee: toMajor(f.depositFee, d),
        profitAndLoss: toMajor(f.winAmount - f.betAmount, d),
        grossProfitLoss: toMajor(grossOf(f), d),
        jackpotWin: toMajor(f.jackpotWin, d),
      });
      const names = new Map(down.map((m) => [m.id, m]));
      const total = zeroFigures();
      for (const f of rows.values()) for (const k of PROFIT_KEYS) total[k] += f[k];
      const isAgentType = (type: number) => [1, 2, 41, 42].includes(type);
      return {
        ...p,
        path: pathIds.map((id) => ({ customerId: id, username: pathMembers.get(id)?.username ?? '' })),
        rows: [...rows.entries()]
          .map(([id, f]) => {
            const m = id === rootId ? root! : names.get(id)!;
            return {
              customerId: id,
              username: m.username,
              self: id === rootId,
              isAgent: id !== rootId && isAgentType(m.type),
              ...shape(f),
            };
          })
          .sort((a, b) => (a.self ? -1 : b.self ? 1 : a.username.localeCompare(b.username))),
        total: shape(total),
      };
    },

    async income(tenant: Tenant, agent: Member, q: z.infer<typeof agentIncomeQuery>): Promise<AgentIncome> {
      gate(tenant, agent, modIds.agentIncome);
      const p = period(tenant, q);
      const [rows, down, own] = await Promise.all([
        repo.accruals(db, tenant.id, agent.id, p.timeZone, p.startDate, p.endDate),
        repo.downline(db, agent.id, p.timeZone),
        repo.moneyByDay(db, { merchantId: tenant.id, customers: { customerId: agent.id }, ...p }, [
          'lottery_rebate',
          'game_rebate',
          'game_rebate_clawback',
        ]),
      ]);
      const sums = {
        gameplayRebate: own.reduce((a, r) => a + BigInt(r.total), 0n),
        lotteryRebate: 0n,
        otherRebate: 0n,
        dividend: 0n,
        dailySalary: 0n,
        hourlySalary: 0n,
        realtimeSalary: 0n,
      };
      const inTree = new Set(down.map((m) => m.id));
      // Each member's own contribution: income accrued on its own play.
      const personal = new Map<number, bigint>();
      for (const r of rows) {
        const amount = BigInt(r.total);
        if (r.kind === 'agent_rebate') {
          if (r.product === 'LOTT') sums.lotteryRebate += amount;
          else sums.otherRebate += amount;
        } else if (r.kind === 'dividend') sums.dividend += amount;
        else if (r.kind && r.kind in SALARY_KINDS)
          sums[SALARY_KINDS[r.kind as keyof typeof SALARY_KINDS]] += amount;
        else continue;
        const who = r.member_id ? Number(r.member_id) : null;
        if (who !== null && inTree.has(who)) personal.set(who, (personal.get(who) ?? 0n) + amount);
      }
      const total = Object.values(sums).reduce((a, b) => a + b, 0n);
      const d = tenant.settings.currency.decimals;
      const tree = contributionTree(agent.id, down, personal, total);
      return {
        ...p,
        gameplayRebate: toMajor(sums.gameplayRebate, d),
        lotteryRebate: toMajor(sums.lotteryRebate, d),
        otherRebate: toMajor(sums.otherRebate, d),
        dividend: toMajor(sums.dividend, d),
        dailySalary: toMajor(sums.dailySalary, d),
        hourlySalary: toMajor(sums.hourlySalary, d),
        realtimeSalary: toMajor(sums.realtimeSalary, d),
        total: toMajor(total, d),
        contributions: tree
          .filter((n) => n.level === 1)
          .map((n) => ({
            customerId: n.customerId,
            username: n.username,
            amount: toMajor(n.amount, d),
            percent: n.percent,
          })),
        levels: tree.map((n) => ({
          ...n,
          personal: toMajor(n.personal, d),
          subordinate: toMajor(n.subordinate, d),
          amount: toMajor(n.amount, d),
        })),
      };
    },

    async transactions(
      tenant: Tenant,
      agent: Member,
      q: z.infer<typeof downlineTransactionsQuery>,
      lang: Lang,
    ): Promise<DownlineTransactions> {
      gate(tenant, agent, modIds.agentCentre);
      if (!q.user && !q.type) throw new AppError('request_param_err', { user: 'required' });
      const p = period(tenant, q);
      const owners: repo.CustomerSet = q.user
        ? { customerId: (await downlineByName(tenant, agent, q.user)).id }
        : { downlineOf: agent.id };
      const { from, to } = rangeInstants(p, p.timeZone);
      const { rows, total } = await repo.entryPage(db, {
        merchantId: tenant.id,
        ledger: 'cash',
        owners,
        from,
        to,
        type: q.type,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      const d = tenant.settings.currency.decimals;
      return {
        ...p,
        rows: rows.map((r) => ({
          id: String(r.id),
          time: new Date(r.created_at).toISOString(),
          username: r.username,
          type: r.type,
          amount: toMajor(r.amount, d),
          balanceAfter: toMajor(r.balance_after, d),
          wallet: translate(lang, r.kind === 'bonus' ? 'wallet.bonus' : 'wallet.main'),
          remark: r.type !== 'wallet_transfer' && typeof r.meta.remark === 'string' ? r.meta.remark : null,
        })),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
      };
    },
  };
}
export type AgentReports = ReturnType<typeof createAgentReports>;
