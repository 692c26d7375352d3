import type { z } from 'zod';
import type { ContractKind, SettlementRecord, boSettlementReviewRequest } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import type { MerchantSettings } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger, TransferType } from '../wallet/ledger.ts';
import { requireAgent } from '../agents/access.ts';
import { afterDownline, dividend, realtime, salary, type Outcome, type PeriodFigures } from './arithmetic.ts';
import { cycleOf, localDay, localMidnight, nextPeriod, periodAt, type Period } from './periods.ts';
import * as repo from './repository.ts';
import type { StoredTerms } from './terms.ts';

/** The kinds settled per period by the job (real-time salary settles per lottery round). */
export const PERIOD_KINDS: repo.ContractKindCode[] = ['DIVIDEND', 'DAILY', 'MR_DAILY', 'HOURLY'];
/** The income transfer type of each kind (decision 0053). */
const INCOME: Record<ContractKind, TransferType> = {
  DIVIDEND: 'dividend',
  DAILY: 'daily_salary',
  MR_DAILY: 'daily_salary',
  HOURLY: 'hourly_salary',
  REALTIME: 'realtime_salary',
};
/** Kinds paying the same income on the same periods: an upline deducts its downlines' (decision 0058). */
const KIND_FAMILY: Record<ContractKind, repo.ContractKindCode[]> = {
  DIVIDEND: ['DIVIDEND'],
  DAILY: ['DAILY', 'MR_DAILY'],
  MR_DAILY: ['DAILY', 'MR_DAILY'],
  HOURLY: ['HOURLY'],
  REALTIME: ['REALTIME'],
};
/** A manual-receive daily salary may be claimed for this long after its day closes. */
export const MR_CLAIM_DAYS = 7;
/** How far back an ended contract is still looked at for periods missed while the server was down. */
const CATCH_UP_DAYS = 62;
/** At most this many periods per contract per run (a long outage catches up over several runs). */
const MAX_PERIODS_PER_RUN = 200;

type Computed = {
  contract: repo.ContractRow;
  period: Period;
  figures: PeriodFigures;
  outcome: Outcome;
  status: repo.SettlementRow['status'];
  dueAt: Date | null;
  /** Real-time salary: the player and draw of the round. */
  round?: { customerId: number; drawId: bigint };
};
/** Every kind the job settles: the period kinds, then real-time salary's 5-minute windows. */
export const ALL_KINDS: repo.ContractKindCode[] = [...PERIOD_KINDS, 'REALTIME'];

export function createContractSettlement(db: Db, ledger: Ledger) {
  const zones = new Map<number, { timeZone: string; decimals: number }>();
  async function merchantOf(merchantId: number) {
    let z = zones.get(merchantId);
    if (!z) {
      const m = await repo.merchantSettings(db, merchantId);
      const settings = m.settings as MerchantSettings;
      z = { timeZone: timeZoneOf(settings as { timeZone?: string }), decimals: settings.currency.decimals };
      zones.set(merchantId, z);
    }
    return z;
  }

  async function figuresOf(c: repo.ContractRow, p: Period, timeZone: string): Promise<PeriodFigures> {
    const f = await repo.teamFigures(db, c.merchant_id, c.agent_id, c.product, p.start, p.end);
    const terms = c.terms as unknown as StoredTerms;
    if (terms.kind === 'DIVIDEND' && terms.periodicTotalBetRequired === 'Y') {
      const monthStart = localMidnight(`${localDay(p.start, timeZone).slice(0, 7)}-01`, timeZone);
      return {
        ...f,
        periodicTotalBet: await repo.monthToDateBet(
          db,
          c.merchant_id,
          c.agent_id,
          c.product,
          monthStart,
          p.end,
        ),
      };
    }
    return f;
  }

  /** The periods of a contract that closed and have not been settled, oldest first. */
  async function duePeriods(c: repo.ContractRow, now: Date, timeZone: string) {
    const cycle = cycleOf(c.kind, c.period);
    const last = await repo.lastSettlement(db, c.id);
    const limit = Math.min(now.getTime(), c.status === 'C' && c.ended_at ? c.ended_at.getTime() : Infinity);
    const out: { period: Period; prev: typeof last | null }[] = [];
    let p = last
      ? nextPeriod(cycle, { key: last.period_key, start: last.period_start, end: last.period_end }, timeZone)
      : periodAt(cycle, c.signed_at!, timeZone);
    let prev = last ?? null;
    while (p.end.getTime() <= limit && out.length < MAX_PERIODS_PER_RUN) {
      out.push({ period: p, prev });
      prev = null;
      p = nextPeriod(cycle, p, timeZone);
    }
    return { out, last };
  }

  async function compute(
    c: repo.ContractRow,
    period: Period,
    prevCarry: bigint,
    prevStart: Date | null,
    timeZone: string,
  ) {
    const terms = c.terms as unknown as StoredTerms;
    const figures = await figuresOf(c, period, timeZone);
    let outcome: Outcome;
    let status: repo.SettlementRow['status'];
    let dueAt: Date | null = null;
    // What the downline agents' contracts of the same kind pay on their sub-teams for this period is
    // deducted (decision 0058); downlines settle first (`settle` orders contracts deepest first).
    const paidBelow = await repo.downlinePaid(db, {
      merchantId: c.merchant_id,
      agentId: c.agent_id,
      kinds: KIND_FAMILY[c.kind],
      product: c.product,
      periodKey: period.key,
    });
    if (paidBelow > 0n) figures.downlinePaid = paidBelow;
    if (c.kind === 'DIVIDEND') {
      const newMonth =
        prevStart !== null &&
        localDay(prevStart, timeZone).slice(0, 7) !== localDay(period.start, timeZone).slice(0, 7);
      outcome = afterDownline(dividend(terms, figures, prevCarry, newMonth), paidBelow);
      // Dividends wait for the operator's approval (inventory 2.1.10); nothing due is recorded as N.
      status = outcome.amount > 0n ? 'P' : 'N';
    } else {
      outcome = afterDownline(salary(terms, figures), paidBelow);
      if (outcome.amount === 0n) status = 'N';
      else if (c.kind === 'MR_DAILY') {
        status = '0';
        dueAt = new Date(period.end.getTime() + MR_CLAIM_DAYS * 86_400_000);
      } else status = 'A';
    }
    return { contract: c, period, figures, outcome, status, dueAt } satisfies Computed;
  }

  /** Both ledger transfers of a payout, in the caller's transaction, keyed by the record. */
  async function pay(
    trx: Parameters<Parameters<ReturnType<Db['transaction']>['execute']>[0]>[0],
    r: {
      id: bigint;
      merchantId: number;
      agentId: number;
      kind: ContractKind;
      contractId: bigint;
      periodKey: string;
      memberId?: number;
    },
    amount: bigint,
  ) {
    // meta.kind is the income type (the agent income report groups accruals by it, decision 0055);
    // memberId names the player of a real-time salary round (per-downline contribution).
    const meta = {
      kind: INCOME[r.kind],
      contractKind: r.kind,
      contractId: String(r.contractId),
      period: r.periodKey,
      recordId: String(r.id),
      ...(r.memberId !== undefined ? { memberId: r.memberId } : {}),
    };
    await ledger.transfer(
      {
        merchantId: r.merchantId,
        key: `agent-contract:${r.id}:accrue`,
        type: 'commission_accrue',
        from: { kind: 'agentExpense' },
        to: { kind: 'commissionPayable', ownerId: r.agentId },
        amount,
        shardKey: `agent-contract:${r.id}`,
        meta,
      },
      trx,
    );
    await ledger.transfer(
      {
        merchantId: r.merchantId,
        key: `agent-contract:${r.id}:pay`,
        type: INCOME[r.kind],
        from: { kind: 'commissionPayable', ownerId: r.agentId },
        to: { kind: 'cash', ownerId: r.agentId },
        amount,
        shardKey: `agent-contract:${r.id}`,
        meta,
      },
      trx,
    );
  }
  const prepare = (merchantId: number, agentId: number) =>
    ledger.prepare(merchantId, [
      { kind: 'agentExpense' },
      { kind: 'commissionPayable', ownerId: agentId },
      { kind: 'cash', ownerId: agentId },
    ]);

  /**
   * Settles one computed period exactly once: the (contract, period) row is inserted in the transaction
   * that pays; a second node (or a re-run) conflicts on it and does nothing. Returns false when taken.
   */
  async function record(x: Computed): Promise<boolean> {
    const c = x.contract;
    if (x.status === 'A') await prepare(c.merchant_id, c.agent_id);
    return db.transaction().execute(async (trx) => {
      const row = await repo.insertSettlement(trx, {
        merchant_id: c.merchant_id,
        contract_id: c.id,
        agent_id: c.agent_id,
        kind: c.kind,
        period_key: x.period.key,
        period_start: x.period.start,
        period_end: x.period.end,
        figures: JSON.stringify(figuresJson(x)),
        tier: x.outcome.tier,
        rate_bp: x.outcome.rateBp,
        amount: x.outcome.amount,
        carry: x.outcome.carry,
        status: x.status,
        due_at: x.dueAt,
        paid_at: x.status === 'A' ? clock.now() : null,
      });
      if (!row) return false;
      if (x.status === 'A')
        await pay(
          trx,
          {
            id: row.id,
            merchantId: c.merchant_id,
            agentId: c.agent_id,
            kind: c.kind,
            contractId: c.id,
            periodKey: x.period.key,
          },
          x.outcome.amount,
        );
      return true;
    });
  }

  /**
   * A real-time salary window (5 minutes) exactly once: its marker row (status N) is the claim, inserted
   * with one paid row per player × round in the same transaction.
   */
  async function recordWindow(window: Computed, rounds: Computed[]): Promise<boolean> {
    const c = window.contract;
    if (rounds.length > 0) await prepare(c.merchant_id, c.agent_id);
    return db.transaction().execute(async (trx) => {
      const row = (x: Computed) => ({
        merchant_id: c.merchant_id,
        contract_id: c.id,
        agent_id: c.agent_id,
        kind: c.kind,
        period_key: x.period.key,
        period_start: x.period.start,
        period_end: x.period.end,
        figures: JSON.stringify(figuresJson(x)),
        tier: x.outcome.tier,
        rate_bp: x.outcome.rateBp,
        amount: x.outcome.amount,
        carry: 0n,
        status: x.status,
        due_at: null,
        paid_at: x.status === 'A' ? clock.now() : null,
      });
      if (!(await repo.insertSettlement(trx, row(window)))) return false;
      for (const x of rounds) {
        const inserted = await repo.insertSettlement(trx, row(x));
        if (!inserted) continue;
        await pay(
          trx,
          {
            id: inserted.id,
            merchantId: c.merchant_id,
            agentId: c.agent_id,
            kind: c.kind,
            contractId: c.id,
            periodKey: x.period.key,
            memberId: x.round?.customerId,
          },
          x.outcome.amount,
        );
      }
      return true;
    });
  }

  /** A window's rounds of the team, each with its salary (only the rounds that earn one). */
  async function realtimeWindow(c: repo.ContractRow, period: Period) {
    const terms = c.terms as unknown as StoredTerms;
    const rounds = await repo.lotteryRounds(db, c.merchant_id, c.agent_id, period.start, period.end);
    const earned: Computed[] = [];
    let stake = 0n;
    let win = 0n;
    for (const r of rounds) {
      stake += r.stake;
      win += r.win;
      const outcome = realtime(terms, r.stake, r.win);
      if (outcome.amount === 0n) continue;
      earned.push({
        contract: c,
        period: { key: `${period.key}|${r.customerId}|${r.drawId}`, start: period.start, end: period.end },
        figures: { bet: r.stake, win: r.win, rebate: 0n, promotion: 0n, depositFee: 0n, active: 1 },
        outcome,
        status: 'A',
        dueAt: null,
        round: { customerId: r.customerId, drawId: r.drawId },
      });
    }
    const total = earned.reduce((sum, x) => sum + x.outcome.amount, 0n);
    const window: Computed = {
      contract: c,
      period,
      figures: {
        bet: stake,
        win,
        rebate: 0n,
        promotion: 0n,
        depositFee: 0n,
        active: new Set(rounds.map((r) => r.customerId)).size,
      },
      outcome: { tier: null, rateBp: 0, amount: total, netLoss: stake - win, base: stake, carry: 0n },
      status: 'N',
      dueAt: null,
    };
    return { window, earned };
  }

  /** Every closed, unsettled period of the contracts (all merchants, or one), settled or only computed. */
  async function settle(opts: {
    now?: Date;
    merchantId?: number;
    kinds?: repo.ContractKindCode[];
    dryRun?: boolean;
  }) {
    const now = opts.now ?? clock.now();
    const contracts = (
      await repo.settleableContracts(
        db,
        opts.kinds ?? PERIOD_KINDS,
        new Date(now.getTime() - CATCH_UP_DAYS * 86_400_000),
      )
    ).filter((c) => opts.merchantId === undefined || c.merchant_id === opts.merchantId);
    // Deepest agents first: an upline's period deducts what its downlines' contracts pay (decision 0058).
    const depth = await repo.depths(db, [...new Set(contracts.map((c) => c.agent_id))]);
    contracts.sort((a, b) => (depth.get(b.agent_id) ?? 0) - (depth.get(a.agent_id) ?? 0));
    const done: Computed[] = [];
    for (const c of contracts) {
      const { timeZone } = await merchantOf(c.merchant_id);
      const { out, last } = await duePeriods(c, now, timeZone);
      let carry = last?.carry ?? 0n;
      let prevStart: Date | null = last?.period_start ?? null;
      if (c.kind === 'REALTIME') {
        for (const { period } of out) {
          const { window, earned } = await realtimeWindow(c, period);
          if (!opts.dryRun && !(await recordWindow(window, earned))) break;
          done.push(...earned);
        }
        continue;
      }
      for (const { period } of out) {
        const x = await compute(c, period, carry, prevStart, timeZone);
        if (!opts.dryRun && !(await record(x))) break; // another node has it: it goes on from here
        done.push(x);
        carry = x.outcome.carry;
        prevStart = period.start;
      }
    }
    return done;
  }

  function figuresJson(x: Computed) {
    const f = x.figures;
    return {
      validBet: String(f.bet),
      win: String(f.win),
      rebate: String(f.rebate),
      promotion: String(f.promotion),
      depositFee: String(f.depositFee),
      activeMember: f.active,
      ...(f.periodicTotalBet !== undefined ? { periodicTotalBet: String(f.periodicTotalBet) } : {}),
      ...(f.downlinePaid !== undefined ? { downlinePaid: String(f.downlinePaid) } : {}),
      ...(x.round ? { customerId: x.round.customerId, drawId: String(x.round.drawId) } : {}),
      netLoss: String(x.outcome.netLoss),
      base: String(x.outcome.base),
    };
  }
  const figuresView = (raw: Record<string, unknown>, decimals: number) =>
    Object.fromEntries(
      Object.entries(raw).map(([k, v]) => [
        k,
        k === 'activeMember' ? Number(v) : toMajor(BigInt(v as string), decimals),
      ]),
    );

  function computedView(x: Computed, decimals: number): Omit<SettlementRecord, 'id'> {
    const c = x.contract;
    return {
      contractId: Number(c.id),
      agentId: c.agent_id,
      username: c.username,
      kind: c.kind,
      product: c.product,
      period: c.period,
      periodKey: x.period.key,
      periodStart: x.period.start.toISOString(),
      periodEnd: x.period.end.toISOString(),
      figures: figuresView(figuresJson(x), decimals),
      tier: x.outcome.tier,
      rate: rateOf(c.terms as unknown as StoredTerms, x.outcome, decimals),
      amount: toMajor(x.outcome.amount, decimals),
      carry: toMajor(x.outcome.carry, decimals),
      status: x.status,
      reason: null,
      dueAt: x.dueAt?.toISOString() ?? null,
      paidAt: null,
    };
  }
  /** The rate of the tier reached, as the wire shows it (percent, or the fixed amount). */
  function rateOf(terms: StoredTerms, o: { tier: number | null; rateBp: number }, decimals: number) {
    if (o.tier === null) return 0;
    const t = terms.tiers[o.tier - 1]!;
    return t.rateType === 'F' ? toMajor(BigInt(t.rate!), decimals) : toMajor(BigInt(o.rateBp), 2);
  }
  function recordView(r: repo.SettlementRow, decimals: number): SettlementRecord {
    return {
      id: Number(r.id),
      contractId: Number(r.contract_id),
      agentId: r.agent_id,
      username: r.username,
      kind: r.kind as ContractKind,
      product: r.product,
      period: r.period,
      periodKey: r.period_key,
      periodStart: r.period_start.toISOString(),
      periodEnd: r.period_end.toISOString(),
      figures: figuresView(r.figures, decimals),
      tier: r.tier,
      rate: rateOf(r.terms as unknown as StoredTerms, { tier: r.tier, rateBp: r.rate_bp }, decimals),
      amount: toMajor(r.amount, decimals),
      carry: toMajor(r.carry, decimals),
      status: r.status,
      reason: r.reason,
      dueAt: r.due_at?.toISOString() ?? null,
      paidAt: r.paid_at?.toISOString() ?? null,
    };
  }

  /** Unclaimed manual-receive salaries past their due time become 3 (expired). */
  const expireManual = (now = clock.now()) => repo.expireManual(db, now);

  return {
    settle,
    expireManual,

    /** The job's run: every merchant's due periods, then expiries. */
    async run(now = clock.now()) {
      const done = await settle({ now });
      const expired = await expireManual(now);
      return { settled: done.length, expired, notable: done.length > 0 || expired > 0 };
    },

    /** The agent's own records of a kind (agent centre pages). */
    async records(
      tenant: Tenant,
      me: { id: number; type: number },
      q: { kind: ContractKind; pageNo: number; pageSize: number },
    ) {
      requireAgent(me);
      const { rows, total } = await repo.settlementPage(db, {
        merchantId: tenant.id,
        agentId: me.id,
        kind: q.kind,
        // Real-time salary: the paid rounds, not the 5-minute window markers.
        status: q.kind === 'REALTIME' ? 'A' : undefined,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { records: rows.map((r) => recordView(r, tenant.settings.currency.decimals)), total };
    },

    /** Dividend cards: the period in progress (estimate, nothing recorded) and the last settled one. */
    async estimates(tenant: Tenant, me: { id: number; type: number }) {
      requireAgent(me);
      const { timeZone, decimals } = await merchantOf(tenant.id);
      const now = clock.now();
      const contracts = await repo.contractsOfAgent(db, me.id, ['A', 'V']);
      const out = [];
      for (const c of contracts.filter((x) => x.kind === 'DIVIDEND')) {
        const cycle = cycleOf(c.kind, c.period);
        const current = periodAt(cycle, now, timeZone);
        const last = await repo.lastSettlement(db, c.id);
        const x = await compute(c, current, last?.carry ?? 0n, last?.period_start ?? null, timeZone);
        const prevRow = (
          await repo.settlementPage(db, {
            merchantId: tenant.id,
            agentId: me.id,
            kind: 'DIVIDEND',
            offset: 0,
            limit: 50,
          })
        ).rows.find((r) => r.contract_id === c.id);
        out.push({
          contractId: Number(c.id),
          product: c.product,
          period: c.period,
          current: { ...computedView(x, decimals), status: 'N' as const },
          previous: prevRow ? recordView(prevRow, decimals) : null,
        });
      }
      return { estimates: out };
    },

    /** The agent claims a manual-receive daily salary before it expires (status 0 → 1). */
    async claim(tenant: Tenant, me: { id: number; type: number }, recordId: number) {
      requireAgent(me);
      const r = await repo.settlementById(db, BigInt(recordId));
      if (!r || r.agent_id !== me.id || r.kind !== 'MR_DAILY')
        throw new AppError('agent.contract.record.not.found');
      await prepare(tenant.id, me.id);
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const locked = (await repo.lockSettlement(trx, r.id))!;
        if (locked.status !== '0' || (locked.due_at && locked.due_at <= now))
          throw new AppError('agent.contract.record.not.claimable');
        await repo.updateSettlement(trx, r.id, { status: '1', paid_at: now });
        await pay(
          trx,
          {
            id: r.id,
            merchantId: tenant.id,
            agentId: me.id,
            kind: 'MR_DAILY',
            contractId: r.contract_id,
            periodKey: r.period_key,
          },
          r.amount,
        );
      });
      return recordView((await repo.settlementById(db, r.id))!, tenant.settings.currency.decimals);
    },

    // --- Back office ---
    async boRun(tenant: Tenant, kind: ContractKind, dryRun: boolean) {
      const done = await settle({ merchantId: tenant.id, kinds: [kind], dryRun });
      return { dryRun, settled: done.map((x) => computedView(x, tenant.settings.currency.decimals)) };
    },
    async boRecords(
      tenant: Tenant,
      q: { kind?: ContractKind; status?: string; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.settlementPage(db, {
        merchantId: tenant.id,
        kind: q.kind,
        status: q.status,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { records: rows.map((r) => recordView(r, tenant.settings.currency.decimals)), total };
    },
    /**
     * A pending dividend: A disburse, R reject, M disburse an adjusted amount with a reason. A claimable
     * manual-receive daily salary: R refuses it (status 2) with a reason.
     */
    async boReview(tenant: Tenant, body: z.output<typeof boSettlementReviewRequest>) {
      const decimals = tenant.settings.currency.decimals;
      const r = await repo.settlementById(db, BigInt(body.recordId));
      if (!r || (r.kind !== 'DIVIDEND' && r.kind !== 'MR_DAILY') || r.agent_id === undefined)
        throw new AppError('not.found');
      if ((await repo.settlementMerchant(db, r.id))?.merchant_id !== tenant.id)
        throw new AppError('not.found');
      if (body.action !== 'A' && !body.reason) throw new AppError('agent.contract.reason.required');
      if (r.kind === 'MR_DAILY') {
        // A manual-receive daily salary waiting for its claim (0) can only be refused (2), with a reason
        // the agent sees (decision 0058); nothing was paid, nothing moves.
        if (body.action !== 'R') throw new AppError('request_param_err');
        const before = recordView(r, decimals);
        const now = clock.now();
        await db.transaction().execute(async (trx) => {
          const locked = (await repo.lockSettlement(trx, r.id))!;
          if (locked.status !== '0' || (locked.due_at && locked.due_at <= now))
            throw new AppError('agent.contract.record.not.pending');
          await repo.updateSettlement(trx, r.id, { status: '2', reason: body.reason ?? null, paid_at: null });
        });
        return { before, after: recordView((await repo.settlementById(db, r.id))!, decimals) };
      }
      let amount = r.amount;
      if (body.action === 'M') {
        const m = body.amount === undefined ? null : toMinor(body.amount, decimals);
        if (m === null) throw new AppError('request_param_err');
        amount = m;
      }
      await prepare(tenant.id, r.agent_id);
      const before = recordView(r, decimals);
      await db.transaction().execute(async (trx) => {
        const locked = (await repo.lockSettlement(trx, r.id))!;
        if (locked.status !== 'P') throw new AppError('agent.contract.record.not.pending');
        await repo.updateSettlement(trx, r.id, {
          status: body.action,
          amount,
          reason: body.reason ?? null,
          paid_at: body.action === 'R' ? null : clock.now(),
        });
        if (body.action !== 'R' && amount > 0n)
          await pay(
            trx,
            {
              id: r.id,
              merchantId: tenant.id,
              agentId: r.agent_id,
              kind: 'DIVIDEND',
              contractId: r.contract_id,
              periodKey: r.period_key,
            },
            amount,
          );
      });
      return { before, after: recordView((await repo.settlementById(db, r.id))!, decimals) };
    },
  };
}
export type Settlement = ReturnType<typeof createContractSettlement>;
