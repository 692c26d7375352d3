import type { z } from 'zod';
import type {
  Consolidated,
  ContractKind,
  ContractOfferRequest,
  ContractTerms,
  ContractView,
  boContractsQuery,
  contractAnswerValue,
  dividendRequestRow,
  hourlyRequestRow,
  realtimeRequestRow,
  salaryRequestRow,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { toMajor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import { requireAgent, requireDownline } from '../agents/access.ts';
import * as repo from './repository.ts';
import { anyRateAbove, periodOfTerms, storeTerms, wireTerms, type StoredTerms } from './terms.ts';

type Member = { id: number; type: number };
type Answer = 'A' | 'R' | 'C';
type AnswerValue = z.infer<typeof contractAnswerValue>;

/** The feature flag each kind needs (inventory 2.0). */
const FLAG: Record<ContractKind, string> = {
  DIVIDEND: modIds.contracts,
  DAILY: modIds.dailySalary,
  MR_DAILY: modIds.manualDailySalary,
  HOURLY: modIds.hourlySalary,
  REALTIME: modIds.realTimeSalary,
};

/** JSON with sorted keys: jsonb does not keep the key order, so stored and new terms compare by this. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

export const decimalsOf = (tenant: Tenant) => tenant.settings.currency.decimals;

export function contractView(row: repo.ContractRow, decimals: number): ContractView {
  return {
    id: Number(row.id),
    agentId: row.agent_id,
    username: row.username,
    uplineId: row.upline_id,
    kind: row.kind,
    product: row.product,
    period: row.period,
    status: row.status,
    terms: wireTerms(row.terms as unknown as StoredTerms, decimals),
    replacesId: row.replaces_id === null ? null : Number(row.replaces_id),
    createdAt: row.created_at.toISOString(),
    signedAt: row.signed_at?.toISOString() ?? null,
    endedAt: row.ended_at?.toISOString() ?? null,
  };
}

/**
 * What an answer does (inventory 2.1.10 popup): for P/E, A accepts and R rejects; for V (termination
 * requested), A keeps the contract and C ends it, except hourly salary, whose client sends R to keep and
 * A to end (the original's reversed codes, kept on the wire). Anything else is refused.
 */
export function answerEffect(
  kind: ContractKind,
  status: repo.ContractStatus,
  answer: Answer,
): 'accept' | 'reject' | 'keep' | 'end' | null {
  if (status === 'P' || status === 'E') return answer === 'A' ? 'accept' : answer === 'R' ? 'reject' : null;
  if (status === 'V') {
    if (kind === 'HOURLY') return answer === 'R' ? 'keep' : answer === 'A' ? 'end' : null;
    return answer === 'A' ? 'keep' : answer === 'C' ? 'end' : null;
  }
  return null;
}

/** Agent contracts: offers, answers, the consolidated payload (decision 0056). */
export function createAgentContracts(db: Db) {
  function requireFlag(tenant: Tenant, kind: ContractKind) {
    if (!isModuleEnabled(tenant.info.whitelabel, FLAG[kind])) throw new AppError('function.not.available');
  }

  /** Rates never above the offering upline's own signed contract of the same kind and product. */
  async function checkUplineCap(uplineId: number, stored: StoredTerms) {
    const own = await repo.contractOfKey(
      db,
      { agentId: uplineId, kind: stored.kind, product: stored.product, period: stored.period ?? '' },
      ['A', 'V'],
    );
    if (!own) throw new AppError('agent.contract.upline.none');
    if (anyRateAbove(stored, own.terms as unknown as StoredTerms))
      throw new AppError('agent.contract.rate.above.upline');
  }

  /** Direct downline agents of `agentId` whose contract of this key pays more than `terms`. */
  async function higherDownlines(agentId: number, terms: StoredTerms, conn: repo.Conn = db) {
    const downs = await repo.directDownlineAgents(conn, agentId);
    const theirs = await repo.inForceOfAgents(
      conn,
      downs.map((d) => d.id),
      { kind: terms.kind, product: terms.product, period: terms.period ?? '' },
    );
    return theirs.filter(
      (c) => c.upline_id === agentId && anyRateAbove(c.terms as unknown as StoredTerms, terms),
    );
  }

  async function create(
    tenant: Tenant,
    uplineId: number | null,
    agentId: number,
    terms: ContractTerms,
    actor: string,
    replaces: repo.ContractRow | null,
  ) {
    requireFlag(tenant, terms.kind);
    const stored = storeTerms(terms, decimalsOf(tenant));
    if (uplineId !== null) await checkUplineCap(uplineId, stored);
    const key = { agentId, kind: terms.kind, product: terms.product, period: periodOfTerms(terms) };
    if (await repo.contractOfKey(db, key, ['P', 'E'])) throw new AppError('agent.contract.pending.exists');
    if (!replaces && (await repo.contractOfKey(db, key, ['A', 'V'])))
      throw new AppError('agent.contract.exists');
    if (replaces && canonical(replaces.terms) === canonical(stored))
      throw new AppError('agent.contract.no.change');
    const now = clock.now();
    const id = await db.transaction().execute(async (trx) => {
      const id = await repo.insertContract(trx, {
        merchantId: tenant.id,
        agentId,
        uplineId,
        kind: terms.kind,
        product: terms.product,
        period: key.period,
        status: replaces ? 'E' : 'P',
        terms: stored,
        replacesId: replaces?.id ?? null,
      });
      await repo.addHistory(trx, {
        contractId: id,
        from: null,
        to: replaces ? 'E' : 'P',
        actor,
        note: replaces ? `modifies ${replaces.id}` : null,
        at: now,
      });
      return id;
    });
    return contractView((await repo.contractById(db, id))!, decimalsOf(tenant));
  }

  /** A contract the upline (or the operator, `uplineId` null) offered; else the downline error. */
  async function offeredBy(tenant: Tenant, uplineId: number | null, contractId: number) {
    const row = await repo.contractById(db, BigInt(contractId));
    if (!row || row.merchant_id !== tenant.id || row.upline_id !== uplineId)
      throw new AppError(uplineId === null ? 'not.found' : 'agent.downline.not.found');
    return row;
  }

  async function terminate(tenant: Tenant, row: repo.ContractRow, actor: string, direct: boolean) {
    const now = clock.now();
    await db.transaction().execute(async (trx) => {
      const locked = (await repo.lockContract(trx, row.id))!;
      let to: repo.ContractStatus;
      if (locked.status === 'P' || locked.status === 'E') to = 'C';
      else if (locked.status === 'A') to = direct ? 'C' : 'V';
      else if (locked.status === 'V' && direct) to = 'C';
      else throw new AppError('agent.contract.status.invalid');
      await repo.setStatus(trx, locked.id, to, now, { ended: to === 'C' });
      await repo.addHistory(trx, { contractId: locked.id, from: locked.status, to, actor, at: now });
      // A pending edit of a contract being terminated is withdrawn: one request per product × period.
      for (const e of await repo.pendingEditsOf(trx, locked.id)) {
        await repo.setStatus(trx, e.id, 'C', now, { ended: true });
        await repo.addHistory(trx, {
          contractId: e.id,
          from: 'E',
          to: 'C',
          actor,
          note: 'terminated',
          at: now,
        });
      }
    });
    return contractView((await repo.contractById(db, row.id))!, decimalsOf(tenant));
  }

  /** The downline's answer to a request of one of its contracts. */
  async function answer(tenant: Tenant, me: Member, row: repo.ContractRow | undefined, status: Answer) {
    if (!row || row.agent_id !== me.id || !['P', 'E', 'V'].includes(row.status))
      throw new AppError('agent.contract.not.found');
    requireFlag(tenant, row.kind);
    const now = clock.now();
    const actor = `member:${me.id}`;
    const ended: number[] = [];
    const result = await db.transaction().execute(async (trx) => {
      const c = (await repo.lockContract(trx, row.id))!;
      const effect = answerEffect(c.kind, c.status, status);
      if (!effect) throw new AppError('agent.contract.status.invalid');
      let to: repo.ContractStatus;
      if (effect === 'accept') {
        to = 'A';
        if (c.replaces_id !== null) {
          await repo.setStatus(trx, c.replaces_id, 'C', now, { ended: true });
          await repo.addHistory(trx, {
            contractId: c.replaces_id,
            from: 'A',
            to: 'C',
            actor,
            note: `replaced by ${c.id}`,
            at: now,
          });
        }
        // Accepting a lower rate ends the contracts of my downlines that pay more (inventory 2.1.10).
        for (const d of await higherDownlines(me.id, c.terms as unknown as StoredTerms, trx)) {
          await repo.setStatus(trx, d.id, 'C', now, { ended: true });
          await repo.addHistory(trx, {
            contractId: d.id,
            from: d.status,
            to: 'C',
            actor,
            note: `upline accepted a lower rate (${c.id})`,
            at: now,
          });
          ended.push(Number(d.id));
        }
      } else if (effect === 'reject') to = 'R';
      else if (effect === 'keep') to = 'A';
      else to = 'C';
      await repo.setStatus(trx, c.id, to, now, { signed: effect === 'accept', ended: to === 'C' });
      await repo.addHistory(trx, {
        contractId: c.id,
        from: c.status,
        to,
        actor,
        note: `answer ${status}`,
        at: now,
      });
      return { contractId: Number(c.id), status: to };
    });
    return { ...result, terminatedDownlineContracts: ended } satisfies AnswerValue;
  }

  return {
    requireFlag,

    // --- Upline side (agent centre contract management) ---
    async offer(tenant: Tenant, me: Member, body: ContractOfferRequest) {
      const depth = await requireDownline(db, me, body.agentId);
      const target = await repo.customerById(db, body.agentId);
      if (depth !== 1 || !target || !repo.isAgentType(target.type))
        throw new AppError('agent.contract.not.direct.agent');
      return create(tenant, me.id, body.agentId, body.terms, `member:${me.id}`, null);
    },
    async modify(tenant: Tenant, me: Member, contractId: number, terms: ContractTerms) {
      requireAgent(me);
      const row = await offeredBy(tenant, me.id, contractId);
      return modifyRow(tenant, row, terms, `member:${me.id}`);
    },
    async terminate(tenant: Tenant, me: Member, contractId: number) {
      requireAgent(me);
      return terminate(tenant, await offeredBy(tenant, me.id, contractId), `member:${me.id}`, false);
    },
    async detail(tenant: Tenant, me: Member, contractId: number) {
      requireAgent(me);
      const row = await repo.contractById(db, BigInt(contractId));
      if (!row || row.merchant_id !== tenant.id || (row.upline_id !== me.id && row.agent_id !== me.id))
        throw new AppError('agent.downline.not.found');
      return detailOf(tenant, row);
    },
    async downlines(tenant: Tenant, me: Member, kind?: ContractKind) {
      requireAgent(me);
      const decimals = decimalsOf(tenant);
      const [mine, downs, offered] = await Promise.all([
        repo.contractsOfAgent(db, me.id, ['A', 'V']),
        repo.directDownlineAgents(db, me.id),
        repo.contractsByUpline(db, me.id, kind),
      ]);
      return {
        mine: mine.filter((c) => !kind || c.kind === kind).map((c) => contractView(c, decimals)),
        downlines: downs.map((d) => ({
          id: d.id,
          username: d.username,
          contracts: offered.filter((c) => c.agent_id === d.id).map((c) => contractView(c, decimals)),
        })),
      };
    },

    // --- Downline side: the popup's four calls ---
    async answerDividend(
      tenant: Tenant,
      me: Member,
      b: { productType: string; computationPeriod: string; status: Answer },
    ) {
      requireAgent(me);
      const row = await repo.contractOfKey(
        db,
        { agentId: me.id, kind: 'DIVIDEND', product: b.productType, period: b.computationPeriod },
        // A pending offer or edit first; else a termination request.
        ['P', 'E'],
      );
      const v =
        row ??
        (await repo.contractOfKey(
          db,
          { agentId: me.id, kind: 'DIVIDEND', product: b.productType, period: b.computationPeriod },
          ['V'],
        ));
      return answer(tenant, me, v, b.status);
    },
    async answerById(tenant: Tenant, me: Member, id: number, kinds: ContractKind[], status: Answer) {
      requireAgent(me);
      const row = await repo.contractById(db, BigInt(id));
      return answer(tenant, me, row && kinds.includes(row.kind) ? row : undefined, status);
    },

    /** `GET /wps/member/info/funds/consolidated` (inventory 2.2). */
    async consolidated(tenant: Tenant, me: Member): Promise<Consolidated> {
      const tree = tenant.info.whitelabel;
      const out: Consolidated = {
        divtypeinfo: {},
        divtypecompperiodinfo: {},
        dailysalinfotype: {},
        contractmrdailysalinfotype: {},
        contracthoursalinfo: {},
        realtimesalinfotype: {},
        divtypecompperiodreq: {},
        dailysalreqtype: {},
        contracthoursalreq: {},
        realtimesalreqtype: {},
        divtypereq: {},
        enableSalary: isModuleEnabled(tree, modIds.dailySalary),
        enableContract: isModuleEnabled(tree, modIds.contracts),
      };
      if (!repo.isAgentType(me.type)) return out;
      const decimals = decimalsOf(tenant);
      const rows = await repo.contractsOfAgent(db, me.id, ['P', 'E', 'A', 'V']);
      const amount = (v: unknown) => toMajor(BigInt(v as number), decimals);
      const pct = (v: unknown) => toMajor(BigInt(v as number), 2);
      for (const c of rows) {
        if (!isModuleEnabled(tree, FLAG[c.kind])) continue;
        const terms = c.terms as unknown as StoredTerms;
        const info = { id: Number(c.id), status: c.status, terms: wireTerms(terms, decimals) };
        if (c.status === 'A' || c.status === 'V') {
          if (c.kind === 'DIVIDEND') {
            (out.divtypeinfo[c.product] ??= { agent: [] }).agent.push(info);
            ((out.divtypecompperiodinfo[c.product] ??= {})[c.period] ??= { agent: [] }).agent.push(info);
          } else if (c.kind === 'DAILY') out.dailysalinfotype[c.product] = { agent: info };
          else if (c.kind === 'MR_DAILY')
            out.contractmrdailysalinfotype[c.product] = {
              agent: { ...info, manualDailySalaryRates: info.terms.tiers as never },
            };
          else if (c.kind === 'HOURLY') out.contracthoursalinfo[c.product] = { agent: info };
          else out.realtimesalinfotype[c.product] = { agent: info };
        }
        if (c.status === 'A') continue;
        const higher = (await higherDownlines(me.id, terms)).length > 0 && c.status !== 'V' ? 'Y' : 'N';
        const id = Number(c.id);
        if (c.kind === 'DIVIDEND') {
          const list = ((out.divtypecompperiodreq[c.product] ??= {})[c.period] ??= []);
          for (const t of terms.tiers)
            list.push({
              id,
              status: c.status,
              minimumBet: amount(t.minimumBet),
              netLoss: amount(t.netLoss),
              periodicTotalBet: t.periodicTotalBet === undefined ? null : amount(t.periodicTotalBet),
              periodicTotalBetRequired: terms.periodicTotalBetRequired ?? 'N',
              activeMember: Number(t.activeMember),
              contractRate: pct(t.contractRate),
              downlineHigherRate: higher,
            } satisfies z.infer<typeof dividendRequestRow>);
          const periods = (out.divtypereq[c.product] ??= []);
          if (!periods.includes(c.period as 'D')) periods.push(c.period as 'D');
        } else if (c.kind === 'DAILY' || c.kind === 'MR_DAILY') {
          const list = (out.dailysalreqtype[c.product] ??= []);
          for (const t of terms.tiers)
            list.push({
              id,
              kind: c.kind,
              status: c.status,
              betVolume: amount(t.betVolume),
              activeMember: Number(t.activeMember),
              rate: t.rateType === 'P' ? pct(t.rate) : amount(t.rate),
              rateType: t.rateType as 'P' | 'F',
              downlineHigherRate: higher,
            } satisfies z.infer<typeof salaryRequestRow>);
        } else if (c.kind === 'HOURLY') {
          const list = (out.contracthoursalreq[c.product] ??= []);
          for (const t of terms.tiers)
            list.push({
              contractId: id,
              status: c.status,
              frequency: c.period as 'H' | 'BH',
              minimumBet: amount(t.minimumBet),
              activeMember: Number(t.activeMember),
              rate: t.rateType === 'P' ? pct(t.rate) : amount(t.rate),
              rateType: t.rateType as 'P' | 'F',
              downlineHigherRate: higher,
            } satisfies z.infer<typeof hourlyRequestRow>);
        } else {
          (out.realtimesalreqtype[c.product] ??= []).push({
            contractId: id,
            status: c.status,
            realTimeSalaryRates: terms.tiers.map((t, i) => ({
              Id: i + 1,
              betAmount: amount(t.betAmount),
              lossRate: pct(t.lossRate),
              winRate: pct(t.winRate),
            })),
            downlineHigherRate: higher,
          } satisfies z.infer<typeof realtimeRequestRow>);
        }
      }
      return out;
    },

    // --- Back office: the operator offers to root agents and ends contracts ---
    async boList(tenant: Tenant, q: z.output<typeof boContractsQuery>) {
      const { rows, total } = await repo.boContracts(db, tenant.id, {
        kind: q.kind,
        status: q.status,
        agent: q.agent,
        offset: (q.pageNo - 1) * q.pageSize,
        limit: q.pageSize,
      });
      return { contracts: rows.map((r) => contractView(r, decimalsOf(tenant))), total };
    },
    async boOffer(tenant: Tenant, staffId: number, body: ContractOfferRequest) {
      const target = await repo.customerById(db, body.agentId);
      if (!target || target.merchant_id !== tenant.id) throw new AppError('not.found');
      if (!repo.isAgentType(target.type) || target.parent_id !== null)
        throw new AppError('agent.contract.not.root.agent');
      return create(tenant, null, body.agentId, body.terms, `staff:${staffId}`, null);
    },
    async boModify(tenant: Tenant, staffId: number, contractId: number, terms: ContractTerms) {
      return modifyRow(tenant, await offeredBy(tenant, null, contractId), terms, `staff:${staffId}`);
    },
    async boTerminate(tenant: Tenant, staffId: number, contractId: number) {
      const row = await repo.contractById(db, BigInt(contractId));
      if (!row || row.merchant_id !== tenant.id) throw new AppError('not.found');
      // The operator ends a root agent's contract by request (V, the agent answers); any other at once.
      return terminate(tenant, row, `staff:${staffId}`, row.upline_id !== null);
    },
    async boDetail(tenant: Tenant, contractId: number) {
      const row = await repo.contractById(db, BigInt(contractId));
      if (!row || row.merchant_id !== tenant.id) throw new AppError('not.found');
      return detailOf(tenant, row);
    },
  };

  async function modifyRow(tenant: Tenant, row: repo.ContractRow, terms: ContractTerms, actor: string) {
    if (row.status !== 'A') throw new AppError('agent.contract.status.invalid');
    if (terms.kind !== row.kind || terms.product !== row.product || periodOfTerms(terms) !== row.period)
      throw new AppError('agent.contract.status.invalid');
    return create(tenant, row.upline_id, row.agent_id, terms, actor, row);
  }

  async function detailOf(tenant: Tenant, row: repo.ContractRow) {
    const history = await repo.historyOf(db, row.id);
    return {
      contract: contractView(row, decimalsOf(tenant)),
      history: history.map((h) => ({
        fromStatus: h.from_status as repo.ContractStatus | null,
        toStatus: h.to_status as repo.ContractStatus,
        actor: h.actor,
        note: h.note,
        at: h.created_at.toISOString(),
      })),
    };
  }
}
export type AgentContracts = ReturnType<typeof createAgentContracts>;
