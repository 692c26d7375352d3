// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms } from '@portal/contract';
import type { Db } from '../src/db/client.ts';
import { openDatabase } from '../src/db/setup.ts';
import { loadConfig } from '../src/env.ts';
import { clock } from '../src/lib/clock.ts';
import { dividend, realtime, salary, type PeriodFigures } from '../src/modules/agent-contracts/arithmetic.ts';
import { localDay, localMidnight } from '../src/modules/agent-contracts/periods.ts';
import { answerEffect } from '../src/modules/agent-contracts/service.ts';
import { createContractSettlement } from '../src/modules/agent-contracts/settlement.ts';
import { storeTerms } from '../src/modules/agent-contracts/terms.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { boCall, staffToken } from './bo-games-staff.ts';
import { repoRoot } from './crash-helpers.ts';
import {
  demo,
  demoMerchantId,
  registerMember,
  setModule,
  startTestApp,
  type TestContext,
} from './harness.ts';

// Issue 17 items 3-4 (decision 0056): agent contracts. Arithmetic of every kind with worked examples
// (carry-forward over several periods), the popup's status transitions (the hourly reversal included),
// object access between agents, exactly-once settlement (two processes on PostgreSQL, re-runs, catch-up).

const m = (major: number) => BigInt(Math.round(major * 100));
const fig = (f: Partial<PeriodFigures>): PeriodFigures => ({
  bet: 0n,
  win: 0n,
  rebate: 0n,
  promotion: 0n,
  depositFee: 0n,
  active: 0,
  ...f,
});

const dividendTerms = (over: Partial<Extract<ContractTerms, { kind: 'DIVIDEND' }>> = {}): ContractTerms => ({
  kind: 'DIVIDEND',
  product: 'RNG',
  period: 'D',
  periodicTotalBetRequired: 'N',
  carryForward: 0,
  costBearing: { depositFee: 100, promotion: 50 },
  tiers: [
    { minimumBet: 1000, netLoss: 500, activeMember: 1, contractRate: 10 },
    { minimumBet: 5000, netLoss: 2000, activeMember: 3, contractRate: 20 },
  ],
  ...over,
});
const dailyTerms = (
  rates: [number, number] = [1, 1.5],
  kind: 'DAILY' | 'MR_DAILY' = 'DAILY',
): ContractTerms => ({
  kind,
  product: 'RNG',
  tiers: [
    { betVolume: 100, activeMember: 1, rate: rates[0], rateType: 'P' },
    { betVolume: 500, activeMember: 2, rate: rates[1], rateType: 'P' },
  ],
});
const hourlyTerms = (rate = 1): ContractTerms => ({
  kind: 'HOURLY',
  product: 'RNG',
  period: 'H',
  tiers: [{ minimumBet: 100, activeMember: 1, rate, rateType: 'P' }],
});

describe('settlement arithmetic (worked examples)', () => {
  it('dividend: net loss after cost bearing, the highest tier whose every condition is met', () => {
    const terms = storeTerms(dividendTerms(), 2);
    // net loss = 6000 − 3000 − 100 rebates − 50% of 200 promotions − 100% of 50 fees = 2750.
    const f = fig({
      bet: m(6000),
      win: m(3000),
      rebate: m(100),
      promotion: m(200),
      depositFee: m(50),
      active: 3,
    });
    expect(dividend(terms, f, 0n, false)).toMatchObject({
      tier: 2,
      rateBp: 2000,
      netLoss: m(2750),
      amount: m(550),
    });
    // Two active members only: tier 1 (10%) = 275.
    expect(dividend(terms, { ...f, active: 2 }, 0n, false)).toMatchObject({ tier: 1, amount: m(275) });
    // Below the first tier's valid bet: nothing.
    expect(dividend(terms, { ...f, bet: m(999.99), win: 0n }, 0n, false)).toMatchObject({
      tier: null,
      amount: 0n,
    });
  });

  it('dividend loss carry-forward (1) over three periods', () => {
    const terms = storeTerms(dividendTerms({ carryForward: 1 }), 2);
    // Period 1: players won 1000 → base −1000, nothing paid, −1000 carries.
    const p1 = dividend(terms, fig({ bet: m(6000), win: m(7000), active: 3 }), 0n, false);
    expect(p1).toMatchObject({ base: m(-1000), amount: 0n, carry: m(-1000) });
    // Period 2: net loss 3000 − 1000 carried = 2000 → tier 2 (20%) = 400, nothing carries.
    const p2 = dividend(terms, fig({ bet: m(6000), win: m(3000), active: 3 }), p1.carry, false);
    expect(p2).toMatchObject({ base: m(2000), tier: 2, amount: m(400), carry: 0n });
    // Period 3: net loss 800 → tier 1 (10%) = 80.
    const p3 = dividend(terms, fig({ bet: m(1000), win: m(200), active: 1 }), p2.carry, false);
    expect(p3).toMatchObject({ base: m(800), tier: 1, amount: m(80), carry: 0n });
  });

  it('dividend monthly reset (2): the carried loss does not cross into a new month', () => {
    const terms = storeTerms(dividendTerms({ carryForward: 2 }), 2);
    const p1 = dividend(terms, fig({ bet: m(6000), win: m(7000), active: 3 }), 0n, false);
    expect(p1.carry).toBe(m(-1000));
    // Same month: 3000 − 1000 = 2000 → 400; a new month: 3000 → 600.
    expect(dividend(terms, fig({ bet: m(6000), win: m(3000), active: 3 }), p1.carry, false).amount).toBe(
      m(400),
    );
    expect(dividend(terms, fig({ bet: m(6000), win: m(3000), active: 3 }), p1.carry, true).amount).toBe(
      m(600),
    );
  });

  it('dividend P&L carry-forward (3): an unpaid base, profit or loss, carries', () => {
    const terms = storeTerms(dividendTerms({ carryForward: 3 }), 2);
    // Period 1: net loss 300 < tier 1's 500: nothing paid, +300 carries.
    const p1 = dividend(terms, fig({ bet: m(1000), win: m(700), active: 1 }), 0n, false);
    expect(p1).toMatchObject({ amount: 0n, carry: m(300) });
    // Period 2: 300 + 300 = 600 → tier 1 = 60, nothing carries.
    const p2 = dividend(terms, fig({ bet: m(1000), win: m(700), active: 1 }), p1.carry, false);
    expect(p2).toMatchObject({ base: m(600), amount: m(60), carry: 0n });
    // Period 3: players won 200 → −200 carries (mode 3 carries losses too).
    expect(dividend(terms, fig({ bet: m(1000), win: m(1200), active: 1 }), p2.carry, false).carry).toBe(
      m(-200),
    );
  });

  it('dividend periodic total bet: required only when the contract says Y', () => {
    const terms = storeTerms(
      dividendTerms({
        periodicTotalBetRequired: 'Y',
        tiers: [
          { minimumBet: 1000, netLoss: 500, periodicTotalBet: 20000, activeMember: 1, contractRate: 10 },
        ],
      }),
      2,
    );
    const f = fig({ bet: m(1000), win: m(200), active: 1 });
    expect(dividend(terms, { ...f, periodicTotalBet: m(19999.99) }, 0n, false).tier).toBeNull();
    expect(dividend(terms, { ...f, periodicTotalBet: m(20000) }, 0n, false).amount).toBe(m(80));
  });

  it('daily salary: percent of the team bet volume, or a fixed amount', () => {
    const terms = storeTerms(dailyTerms(), 2);
    expect(salary(terms, fig({ bet: m(600), active: 1 }))).toMatchObject({ tier: 1, amount: m(6) });
    expect(salary(terms, fig({ bet: m(600), active: 2 }))).toMatchObject({ tier: 2, amount: m(9) });
    expect(salary(terms, fig({ bet: m(99.99), active: 5 }))).toMatchObject({ tier: null, amount: 0n });
    // 1% of 123.45 = 1.2345 → 1.23 (rounded down).
    expect(salary(terms, fig({ bet: m(123.45), active: 1 })).amount).toBe(m(1.23));
    const fixed = storeTerms(
      {
        kind: 'MR_DAILY',
        product: 'RNG',
        tiers: [{ betVolume: 100, activeMember: 1, rate: 8.88, rateType: 'F' }],
      },
      2,
    );
    expect(salary(fixed, fig({ bet: m(5000), active: 1 }))).toMatchObject({ tier: 1, amount: m(8.88) });
  });

  it('hourly salary: the hour’s team bet and active members', () => {
    const terms = storeTerms(hourlyTerms(2), 2);
    expect(salary(terms, fig({ bet: m(250), active: 1 }))).toMatchObject({ tier: 1, amount: m(5) });
    expect(salary(terms, fig({ bet: m(250), active: 0 })).amount).toBe(0n);
  });

  it('real-time salary: per round by single bet size, loss and win rates', () => {
    const terms = storeTerms(
      {
        kind: 'REALTIME',
        product: 'LOTT',
        tiers: [
          { betAmount: 10, lossRate: 1, winRate: 0.5 },
          { betAmount: 100, lossRate: 2, winRate: 1 },
        ],
      },
      2,
    );
    expect(realtime(terms, m(150), 0n)).toMatchObject({ tier: 2, amount: m(3) });
    expect(realtime(terms, m(150), m(300))).toMatchObject({ tier: 2, amount: m(1.5) });
    expect(realtime(terms, m(50), 0n)).toMatchObject({ tier: 1, amount: m(0.5) });
    expect(realtime(terms, m(5), 0n)).toMatchObject({ tier: null, amount: 0n });
  });

  it('each tier must be above the previous one', () => {
    expect(() =>
      storeTerms(
        dividendTerms({
          tiers: [
            { minimumBet: 1000, netLoss: 500, activeMember: 1, contractRate: 10 },
            { minimumBet: 1000, netLoss: 600, activeMember: 1, contractRate: 20 },
          ],
        }),
        2,
      ),
    ).toThrow('agent.contract.tier.order');
    expect(() => storeTerms(dailyTerms([2, 1]), 2)).toThrow('agent.contract.tier.order');
  });

  it('the popup button codes, hourly reversed for termination requests', () => {
    expect(answerEffect('DAILY', 'P', 'A')).toBe('accept');
    expect(answerEffect('DAILY', 'E', 'R')).toBe('reject');
    expect(answerEffect('DAILY', 'V', 'A')).toBe('keep');
    expect(answerEffect('DAILY', 'V', 'C')).toBe('end');
    expect(answerEffect('DAILY', 'V', 'R')).toBeNull();
    expect(answerEffect('HOURLY', 'V', 'R')).toBe('keep');
    expect(answerEffect('HOURLY', 'V', 'A')).toBe('end');
    expect(answerEffect('HOURLY', 'V', 'C')).toBeNull();
    expect(answerEffect('DIVIDEND', 'A', 'A')).toBeNull();
  });
});

describe('contracts through the API', () => {
  let t: TestContext;
  let merchantId: number;
  let owner: ReturnType<typeof boCall>;
  type Agent = { token: string; id: number };
  let root: Agent; // a root agent: the operator offers its contracts
  let a: Agent; // root's direct downline agent
  let a1: Agent; // a's direct downline agent (root's second level)
  let x: Agent; // another root agent
  let x1: Agent; // x's downline agent
  let player: Agent; // a player under a
  let game: { id: number; vendor_code: string };
  const realNow = clock.nowMs;

  const call = (token: string) => async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const res = await t.app.inject({
      method,
      url,
      headers: demo({ authorization: token, language: 'EN' }),
      ...(payload ? { payload } : {}),
    });
    return {
      status: res.statusCode,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      body: res.json() as { success: boolean; value: any; errorCode?: string },
    };
  };
  async function makeAgent(prefix: string, parent: number | null, type = 1): Promise<Agent> {
    const r = await registerMember(t, prefix);
    await t.db.updateTable('customer').set({ type, parent_id: parent }).where('id', '=', r.id).execute();
    return r;
  }
  const statusOf = async (id: number) =>
    (
      await t.db
        .selectFrom('agent_contract')
        .select('status')
        .where('id', '=', BigInt(id))
        .executeTakeFirstOrThrow()
    ).status;
  const cashOf = async (id: number) =>
    (
      await t.db
        .selectFrom('ledger_account')
        .select('balance')
        .where('owner_id', '=', id)
        .where('kind', '=', 'cash')
        .where('ledger', '=', 'cash')
        .executeTakeFirst()
    )?.balance ?? 0n;

  beforeAll(async () => {
    t = await startTestApp();
    merchantId = await demoMerchantId(t);
    owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_contract_owner'));
    root = await makeAgent('cr', null);
    x = await makeAgent('cx', null);
    a = await makeAgent('ca', root.id);
    a1 = await makeAgent('cb', a.id);
    x1 = await makeAgent('cy', x.id);
    player = await makeAgent('cp', a.id, 0);
    game = await t.db
      .selectFrom('game as g')
      .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
      .select(['g.id', 'g.vendor_code'])
      .where('v.game_type', '=', 'RNG')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    clock.nowMs = realNow;
    await t?.close();
  });

  it('the operator offers a root agent contracts; the popup payload; accept and reject', async () => {
    const empty = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(empty.dailysalreqtype).toEqual({});
    expect(empty.enableContract).toBe(true);

    // A non-root agent cannot get an operator offer.
    expect(
      (await owner('POST', '/bo/v1/agent-contracts', { agentId: a.id, terms: dailyTerms() })).json.errorCode,
    ).toBe('agent.contract.not.root.agent');
    const daily = await owner('POST', '/bo/v1/agent-contracts', {
      agentId: root.id,
      terms: dailyTerms([1, 1.5]),
    });
    expect(daily.status).toBe(200);
    expect(daily.json.value.status).toBe('P');
    const div = await owner('POST', '/bo/v1/agent-contracts', { agentId: root.id, terms: dividendTerms() });
    expect(div.json.value.status).toBe('P');
    // A second pending offer of the same key is refused.
    expect(
      (await owner('POST', '/bo/v1/agent-contracts', { agentId: root.id, terms: dailyTerms() })).json
        .errorCode,
    ).toBe('agent.contract.pending.exists');

    const c = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(c.dailysalreqtype.RNG).toEqual([
      {
        id: daily.json.value.id,
        kind: 'DAILY',
        status: 'P',
        betVolume: 100,
        activeMember: 1,
        rate: 1,
        rateType: 'P',
        downlineHigherRate: 'N',
      },
      {
        id: daily.json.value.id,
        kind: 'DAILY',
        status: 'P',
        betVolume: 500,
        activeMember: 2,
        rate: 1.5,
        rateType: 'P',
        downlineHigherRate: 'N',
      },
    ]);
    expect(c.divtypecompperiodreq.RNG.D[1]).toMatchObject({
      id: div.json.value.id,
      status: 'P',
      minimumBet: 5000,
      netLoss: 2000,
      periodicTotalBet: null,
      periodicTotalBetRequired: 'N',
      activeMember: 3,
      contractRate: 20,
    });
    expect(c.divtypereq).toEqual({ RNG: ['D'] });
    expect(c.dailysalinfotype).toEqual({});

    // C is not an answer to a new request.
    const bad = await call(root.token)('POST', '/wps/relay/MCS2_processDailySalContract', {
      id: daily.json.value.id,
      status: 'C',
    });
    expect(bad.body.errorCode).toBe('agent.contract.status.invalid');
    const ok = await call(root.token)('POST', '/wps/relay/MCSFE_processDailySalaryContract', {
      id: daily.json.value.id,
      status: 'A',
    });
    expect(ok.body.value).toEqual({
      contractId: daily.json.value.id,
      status: 'A',
      terminatedDownlineContracts: [],
    });
    // The dividend by product and period, desktop GET name.
    const rej = await call(root.token)(
      'GET',
      '/wps/relay/MCS2_processDividendReq?productType=RNG&computationPeriod=D&status=R',
    );
    expect(rej.body.value.status).toBe('R');
    expect(await statusOf(div.json.value.id)).toBe('R');
    // Offered again and accepted through the mobile name.
    const div2 = await owner('POST', '/bo/v1/agent-contracts', { agentId: root.id, terms: dividendTerms() });
    const acc = await call(root.token)('POST', '/wps/relay/MCSFE_processContractDividend', {
      productType: 'RNG',
      computationPeriod: 'D',
      status: 'A',
    });
    expect(acc.body.value).toMatchObject({ contractId: div2.json.value.id, status: 'A' });

    const after = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(after.dailysalreqtype).toEqual({});
    expect(after.divtypecompperiodreq).toEqual({});
    expect(after.dailysalinfotype.RNG.agent).toMatchObject({ id: daily.json.value.id, status: 'A' });
    expect(after.divtypecompperiodinfo.RNG.D.agent[0]).toMatchObject({ id: div2.json.value.id, status: 'A' });
    // Answering again: nothing is waiting.
    const again = await call(root.token)('POST', '/wps/relay/MCS2_processDailySalContract', {
      id: daily.json.value.id,
      status: 'A',
    });
    expect(again.body.errorCode).toBe('agent.contract.not.found');
  });

  it('an upline offers its direct downline agent, never above its own rate; terminate, keep and end', async () => {
    const up = call(root.token);
    expect(
      (await up('POST', '/wps/agent/contracts/offer', { agentId: a.id, terms: dailyTerms([1, 1.6]) })).body
        .errorCode,
    ).toBe('agent.contract.rate.above.upline');
    // Not a direct downline (a1 is below a): refused.
    expect(
      (await up('POST', '/wps/agent/contracts/offer', { agentId: a1.id, terms: dailyTerms() })).body
        .errorCode,
    ).toBe('agent.contract.not.direct.agent');
    // A player is not an agent.
    expect(
      (await up('POST', '/wps/agent/contracts/offer', { agentId: player.id, terms: dailyTerms() })).body
        .errorCode,
    ).toBe('agent.contract.not.direct.agent');
    // No contract of my own for hourly: nothing to offer from.
    await setModule(t, 'HOURSAL3', true);
    expect(
      (await up('POST', '/wps/agent/contracts/offer', { agentId: a.id, terms: hourlyTerms() })).body
        .errorCode,
    ).toBe('agent.contract.upline.none');
    const offer = await up('POST', '/wps/agent/contracts/offer', {
      agentId: a.id,
      terms: dailyTerms([1, 1.5]),
    });
    expect(offer.body.value).toMatchObject({ status: 'P', uplineId: root.id, agentId: a.id });
    const id = offer.body.value.id as number;
    const down = call(a.token);
    expect(
      (await down('POST', '/wps/relay/MCS2_processDailySalContract', { id, status: 'A' })).body.value.status,
    ).toBe('A');

    // Termination request (V): R is not an answer; A keeps the contract.
    expect((await up('POST', '/wps/agent/contracts/terminate', { contractId: id })).body.value.status).toBe(
      'V',
    );
    const cV = (await down('GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(cV.dailysalreqtype.RNG[0]).toMatchObject({ id, status: 'V' });
    expect(cV.dailysalinfotype.RNG.agent.status).toBe('V');
    expect(
      (await down('POST', '/wps/relay/MCS2_processDailySalContract', { id, status: 'R' })).body.errorCode,
    ).toBe('agent.contract.status.invalid');
    expect(
      (await down('POST', '/wps/relay/MCS2_processDailySalContract', { id, status: 'A' })).body.value.status,
    ).toBe('A');
    // Again, and C terminates.
    await up('POST', '/wps/agent/contracts/terminate', { contractId: id });
    expect(
      (await down('POST', '/wps/relay/MCS2_processDailySalContract', { id, status: 'C' })).body.value.status,
    ).toBe('C');
    const detail = (await up('GET', `/wps/agent/contracts/detail?contractId=${id}`)).body.value;
    expect(detail.history.map((h: { toStatus: string }) => h.toStatus)).toEqual([
      'P',
      'A',
      'V',
      'A',
      'V',
      'C',
    ]);

    // The web's "Withdraw offer" (decision 0059): a pending offer (P) the upline withdraws is cancelled at
    // once (C), without asking the downline, and is no longer answerable.
    const again = (await up('POST', '/wps/agent/contracts/offer', { agentId: a.id, terms: dailyTerms() }))
      .body.value.id as number;
    expect(await statusOf(again)).toBe('P');
    expect(
      (await up('POST', '/wps/agent/contracts/terminate', { contractId: again })).body.value.status,
    ).toBe('C');
    expect(
      (await down('POST', '/wps/relay/MCS2_processDailySalContract', { id: again, status: 'A' })).body
        .errorCode,
    ).toBe('agent.contract.not.found');
    expect(
      (await down('GET', '/wps/member/info/funds/consolidated')).body.value.dailysalreqtype.RNG ?? [],
    ).toEqual([]);
    // Withdrawing it again changes nothing.
    expect((await up('POST', '/wps/agent/contracts/terminate', { contractId: again })).body.errorCode).toBe(
      'agent.contract.status.invalid',
    );
    expect(await statusOf(again)).toBe('C');
  });

  it('hourly salary: for a termination request R keeps and A ends (the original codes)', async () => {
    const op = await owner('POST', '/bo/v1/agent-contracts', { agentId: root.id, terms: hourlyTerms(2) });
    await call(root.token)('POST', '/wps/relay/MCSFE_processContractHourSalary', {
      contractId: op.json.value.id,
      status: 'A',
      productType: 'RNG',
    });
    const up = call(root.token);
    const down = call(a.token);
    const id = (await up('POST', '/wps/agent/contracts/offer', { agentId: a.id, terms: hourlyTerms(1) })).body
      .value.id;
    const req = (await down('GET', '/wps/member/info/funds/consolidated')).body.value.contracthoursalreq
      .RNG[0];
    expect(req).toMatchObject({
      contractId: id,
      status: 'P',
      frequency: 'H',
      minimumBet: 100,
      rate: 1,
      rateType: 'P',
    });
    expect(
      (await down('POST', '/wps/relay/MCS2_processContractHourSalary', { contractId: id, status: 'A' })).body
        .value.status,
    ).toBe('A');
    await up('POST', '/wps/agent/contracts/terminate', { contractId: id });
    // V: C is not an hourly answer; R ("Reject") keeps it.
    expect(
      (await down('POST', '/wps/relay/MCS2_processContractHourSalary', { contractId: id, status: 'C' })).body
        .errorCode,
    ).toBe('agent.contract.status.invalid');
    expect(
      (await down('POST', '/wps/relay/MCS2_processContractHourSalary', { contractId: id, status: 'R' })).body
        .value.status,
    ).toBe('A');
    expect(await statusOf(id)).toBe('A');
    await up('POST', '/wps/agent/contracts/terminate', { contractId: id });
    // A ("Terminate") ends it.
    expect(
      (await down('POST', '/wps/relay/MCSFE_processContractHourSalary', { contractId: id, status: 'A' })).body
        .value.status,
    ).toBe('C');
    expect(await statusOf(id)).toBe('C');
  });

  it('modify: pending edit (E) replaces the signed contract on acceptance; a downline with a higher rate is warned and ended', async () => {
    const up = call(root.token);
    const down = call(a.token);
    // a signs a daily contract at the root's own top rate (1.5%).
    const first = (
      await up('POST', '/wps/agent/contracts/offer', { agentId: a.id, terms: dailyTerms([1, 1.5]) })
    ).body.value.id;
    await down('POST', '/wps/relay/MCS2_processDailySalContract', { id: first, status: 'A' });
    // Same terms: "No change detected".
    expect(
      (await up('POST', '/wps/agent/contracts/modify', { contractId: first, terms: dailyTerms([1, 1.5]) }))
        .body.errorCode,
    ).toBe('agent.contract.no.change');
    // Terminating the signed contract withdraws its pending edit (one request per product at a time).
    const edit0 = (
      await up('POST', '/wps/agent/contracts/modify', { contractId: first, terms: dailyTerms([0.7, 1.1]) })
    ).body.value;
    expect(
      (await up('POST', '/wps/agent/contracts/terminate', { contractId: first })).body.value.status,
    ).toBe('V');
    expect(await statusOf(edit0.id)).toBe('C');
    const vOnly = (await down('GET', '/wps/member/info/funds/consolidated')).body.value.dailysalreqtype.RNG;
    expect(new Set(vOnly.map((r: { id: number; status: string }) => `${r.id}:${r.status}`))).toEqual(
      new Set([`${first}:V`]),
    );
    expect(
      (await down('POST', '/wps/relay/MCS2_processDailySalContract', { id: first, status: 'A' })).body.value
        .status,
    ).toBe('A');
    // The edit: 0.8% / 1.2%, status E while the signed one stays in force.
    const edit = (
      await up('POST', '/wps/agent/contracts/modify', { contractId: first, terms: dailyTerms([0.8, 1.2]) })
    ).body.value;
    expect(edit).toMatchObject({ status: 'E', replacesId: first });
    expect(await statusOf(first)).toBe('A');
    // Rejecting the edit keeps the signed contract.
    expect(
      (await down('POST', '/wps/relay/MCS2_processDailySalContract', { id: edit.id, status: 'R' })).body.value
        .status,
    ).toBe('R');
    expect(await statusOf(first)).toBe('A');

    // The operator lowers the root's own rate: the root's downline a (1.5%) is above it.
    const rootDaily = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value
      .dailysalinfotype.RNG.agent.id;
    const lower = await owner('POST', `/bo/v1/agent-contracts/${rootDaily}/modify`, {
      terms: dailyTerms([0.5, 1]),
    });
    expect(lower.json.value.status).toBe('E');
    const req = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value
      .dailysalreqtype.RNG;
    expect(
      req.every(
        (r: { status: string; downlineHigherRate: string }) =>
          r.status === 'E' && r.downlineHigherRate === 'Y',
      ),
    ).toBe(true);
    const acc = (
      await call(root.token)('POST', '/wps/relay/MCS2_processDailySalContract', {
        id: lower.json.value.id,
        status: 'A',
      })
    ).body.value;
    expect(acc).toEqual({
      contractId: lower.json.value.id,
      status: 'A',
      terminatedDownlineContracts: [first],
    });
    expect(await statusOf(rootDaily)).toBe('C');
    expect(await statusOf(first)).toBe('C');
  });

  it('object access: another agent cannot offer, modify, view or terminate; another member cannot answer', async () => {
    const up = call(root.token);
    const offer = (
      await up('POST', '/wps/agent/contracts/offer', { agentId: a.id, terms: dailyTerms([0.5, 1]) })
    ).body.value;
    const before = await t.db.selectFrom('agent_contract').selectAll().orderBy('id').execute();
    const other = call(x.token);
    for (const [url, body] of [
      ['/wps/agent/contracts/offer', { agentId: a.id, terms: dailyTerms([0.5, 1]) }],
      ['/wps/agent/contracts/modify', { contractId: offer.id, terms: dailyTerms([0.4, 1]) }],
      ['/wps/agent/contracts/terminate', { contractId: offer.id }],
    ] as const) {
      const r = await other('POST', url, body);
      expect(r.status).toBe(404);
      expect(r.body.errorCode).toBe('agent.downline.not.found');
    }
    expect((await other('GET', `/wps/agent/contracts/detail?contractId=${offer.id}`)).body.errorCode).toBe(
      'agent.downline.not.found',
    );
    // a's own downline agent a1 is not root's to offer either, and x's downline is not root's.
    expect(
      (await up('POST', '/wps/agent/contracts/offer', { agentId: x1.id, terms: dailyTerms([0.5, 1]) })).body
        .errorCode,
    ).toBe('agent.downline.not.found');
    // Another member answering a's request: not found, nothing changed.
    const ans = await call(x1.token)('POST', '/wps/relay/MCS2_processDailySalContract', {
      id: offer.id,
      status: 'A',
    });
    expect(ans.status).toBe(404);
    expect(ans.body.errorCode).toBe('agent.contract.not.found');
    const playerAns = await call(player.token)('POST', '/wps/relay/MCS2_processDailySalContract', {
      id: offer.id,
      status: 'A',
    });
    expect(playerAns.body.errorCode).toBe('error_not_agent');
    expect(await t.db.selectFrom('agent_contract').selectAll().orderBy('id').execute()).toEqual(before);
    // A player's consolidated payload is empty.
    expect(
      (await call(player.token)('GET', '/wps/member/info/funds/consolidated')).body.value.dailysalreqtype,
    ).toEqual({});
    await up('POST', '/wps/agent/contracts/terminate', { contractId: offer.id });
  });

  it('daily salary settles each day once (re-runs change nothing), pays through the ledger, catches up missed days', async () => {
    const tz = 'Asia/Taipei';
    const now = Date.now();
    const today = localMidnight(localDay(new Date(now), tz), tz).getTime();
    const DAY = 86_400_000;
    const settlement = createContractSettlement(t.db, createLedger(t.db));
    // a signs a fresh daily contract, backdated four days (the server "was down" since).
    const up = call(root.token);
    const id = (
      await up('POST', '/wps/agent/contracts/offer', { agentId: a.id, terms: dailyTerms([0.5, 1]) })
    ).body.value.id;
    await call(a.token)('POST', '/wps/relay/MCS2_processDailySalContract', { id, status: 'A' });
    await t.db
      .updateTable('agent_contract')
      .set({ signed_at: new Date(today - 4 * DAY + 3600_000) })
      .where('id', '=', BigInt(id))
      .execute();
    // Team bets: the player bets 600 two days ago (one active member: tier 1, 0.5% = 3.00); the agent
    // itself bets 100 then (counts in the volume, not as an active member): 700 → 3.50. Yesterday: 50 (none).
    const bet = (customer: number, amount: bigint, at: number, round: string) => ({
      merchant_id: merchantId,
      customer_id: customer,
      vendor_code: game.vendor_code,
      game_id: game.id,
      round_id: round,
      bet_amount: amount,
      win_amount: 0n,
      status: 'SETTLED' as const,
      placed_at: new Date(at),
      settled_at: new Date(at),
    });
    await t.db
      .insertInto('bet_record')
      .values([
        bet(player.id, m(600), today - 2 * DAY + 7200_000, `ac-${randomBytes(4).toString('hex')}`),
        bet(a.id, m(100), today - 2 * DAY + 9000_000, `ac-${randomBytes(4).toString('hex')}`),
        bet(player.id, m(50), today - DAY + 7200_000, `ac-${randomBytes(4).toString('hex')}`),
        // x's team: not a's.
        bet(x1.id, m(9000), today - 2 * DAY + 7200_000, `ac-${randomBytes(4).toString('hex')}`),
      ])
      .execute();
    const cashBefore = await cashOf(a.id);
    clock.nowMs = () => now;
    // Dry run from the back office: the figures, nothing recorded.
    const dry = await owner('POST', '/bo/v1/agent-contracts/settlements/run', {
      kind: 'DAILY',
      dryRun: true,
    });
    const mine = dry.json.value.settled.filter((s: { contractId: number }) => s.contractId === id);
    expect(mine.map((s: { amount: number }) => s.amount)).toEqual([0, 0, 3.5, 0]);
    expect(mine[2].figures).toMatchObject({ validBet: 700, activeMember: 1 });
    expect(await cashOf(a.id)).toBe(cashBefore);
    expect(
      await t.db
        .selectFrom('agent_contract_settlement')
        .select('id')
        .where('contract_id', '=', BigInt(id))
        .execute(),
    ).toEqual([]);

    // The job run: four missed days (day −4 … −1) settled, 3.50 paid once.
    const first = await settlement.settle({ now: new Date(now), kinds: ['DAILY'] });
    expect(first.filter((x) => Number(x.contract.id) === id)).toHaveLength(4);
    expect(await cashOf(a.id)).toBe(cashBefore + m(3.5));
    // Re-runs and a concurrent pair change nothing.
    await Promise.all([settlement.settle({ now: new Date(now) }), settlement.settle({ now: new Date(now) })]);
    expect(await cashOf(a.id)).toBe(cashBefore + m(3.5));
    const rows = await t.db
      .selectFrom('agent_contract_settlement')
      .select(['status', 'amount'])
      .where('contract_id', '=', BigInt(id))
      .orderBy('period_start')
      .execute();
    expect(rows).toEqual([
      { status: 'N', amount: 0n },
      { status: 'N', amount: 0n },
      { status: 'A', amount: m(3.5) },
      { status: 'N', amount: 0n },
    ]);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select(['type', 'amount', 'meta'])
      .where('idempotency_key', 'like', 'agent-contract:%')
      .where(({ eb }) => eb('meta', '@>', JSON.stringify({ contractId: String(id) }) as never))
      .orderBy('id')
      .execute();
    expect(transfers.map((x) => [x.type, x.amount])).toEqual([
      ['commission_accrue', m(3.5)],
      ['daily_salary', m(3.5)],
    ]);
    // The agent's records page.
    const recs = (await call(a.token)('GET', '/wps/agent/contracts/records?kind=DAILY')).body.value;
    expect(recs.records.find((r: { status: string }) => r.status === 'A')).toMatchObject({
      amount: 3.5,
      rate: 0.5,
      tier: 1,
    });
    // The next day, the job settles only that day.
    const next = await settlement.settle({ now: new Date(now + DAY), kinds: ['DAILY'] });
    expect(next.filter((x) => Number(x.contract.id) === id)).toHaveLength(1);
    clock.nowMs = realNow;
  });

  it('dividends wait for the operator: approve, adjust with a reason, reject', async () => {
    const tz = 'Asia/Taipei';
    const now = Date.now();
    const today = localMidnight(localDay(new Date(now), tz), tz).getTime();
    const DAY = 86_400_000;
    // root's signed RNG daily dividend (first test): backdate it to yesterday and give its team losses.
    const rootDiv = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value
      .divtypecompperiodinfo.RNG.D.agent[0].id;
    await t.db
      .updateTable('agent_contract')
      .set({ signed_at: new Date(today - DAY + 60_000) })
      .where('id', '=', BigInt(rootDiv))
      .execute();
    // Yesterday: 50 by the player (earlier test) + 6000 lost by three members → bet 6050, net loss 6050.
    const more = [];
    for (const who of [a1.id, a.id, player.id])
      more.push({
        merchant_id: merchantId,
        customer_id: who,
        vendor_code: game.vendor_code,
        game_id: game.id,
        round_id: `ad-${randomBytes(4).toString('hex')}`,
        bet_amount: m(2000),
        win_amount: 0n,
        status: 'SETTLED' as const,
        settled_at: new Date(today - DAY + 3 * 3600_000),
      });
    await t.db.insertInto('bet_record').values(more).execute();
    const settlement = createContractSettlement(t.db, createLedger(t.db));
    const cashBefore = await cashOf(root.id);
    const done = await settlement.settle({ now: new Date(now), kinds: ['DIVIDEND'] });
    const mine = done.filter((d) => Number(d.contract.id) === rootDiv);
    expect(mine).toHaveLength(1);
    // Tier 2 (bet ≥ 5000, net loss ≥ 2000, 3 active: a, a1, player) at 20% of 6050 = 1210; pending.
    expect(mine[0]!.outcome).toMatchObject({ tier: 2, amount: m(1210) });
    expect(mine[0]!.status).toBe('P');
    expect(await cashOf(root.id)).toBe(cashBefore);
    const list = (await owner('GET', '/bo/v1/agent-contracts/settlements?kind=DIVIDEND&status=P')).json.value
      .records;
    const rec = list.find((r: { contractId: number }) => r.contractId === rootDiv);
    expect(rec).toMatchObject({
      amount: 1210,
      status: 'P',
      figures: { validBet: 6050, netLoss: 6050, activeMember: 3 },
    });
    // An adjustment needs a reason.
    expect(
      (
        await owner('POST', '/bo/v1/agent-contracts/settlements/review', {
          recordId: rec.id,
          action: 'M',
          amount: 1000,
        })
      ).json.errorCode,
    ).toBe('agent.contract.reason.required');
    const adj = await owner('POST', '/bo/v1/agent-contracts/settlements/review', {
      recordId: rec.id,
      action: 'M',
      amount: 1000,
      reason: 'Bonus abuse by one member',
    });
    expect(adj.json.value).toMatchObject({ status: 'M', amount: 1000, reason: 'Bonus abuse by one member' });
    expect(await cashOf(root.id)).toBe(cashBefore + m(1000));
    // Reviewed once only.
    expect(
      (await owner('POST', '/bo/v1/agent-contracts/settlements/review', { recordId: rec.id, action: 'A' }))
        .json.errorCode,
    ).toBe('agent.contract.record.not.pending');
    expect(await cashOf(root.id)).toBe(cashBefore + m(1000));
    // The audit trail has it.
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'agent.contract.review')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('manual-receive daily salary: claimable once before its due time, then expired', async () => {
    const tz = 'Asia/Taipei';
    const now = Date.now();
    const today = localMidnight(localDay(new Date(now), tz), tz).getTime();
    const DAY = 86_400_000;
    const op = await owner('POST', '/bo/v1/agent-contracts', {
      agentId: x.id,
      terms: dailyTerms([0.5, 1], 'MR_DAILY'),
    });
    expect(op.status).toBe(200);
    // MR daily answers through the daily salary call.
    const acc = await call(x.token)('POST', '/wps/relay/MCS2_processDailySalContract', {
      id: op.json.value.id,
      status: 'A',
    });
    expect(acc.body.value.status).toBe('A');
    const info = (await call(x.token)('GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(info.contractmrdailysalinfotype.RNG.agent.manualDailySalaryRates).toHaveLength(2);
    await t.db
      .updateTable('agent_contract')
      .set({ signed_at: new Date(today - 3 * DAY + 60_000) })
      .where('id', '=', BigInt(op.json.value.id))
      .execute();
    // x1 (x's team) bet 9000 two days ago in an earlier test: one active member → tier 1, 0.5% = 45.00.
    const settlement = createContractSettlement(t.db, createLedger(t.db));
    await settlement.settle({ now: new Date(now), kinds: ['MR_DAILY'] });
    const recs = (await call(x.token)('GET', '/wps/agent/contracts/records?kind=MR_DAILY')).body.value
      .records;
    const claimable = recs.find((r: { status: string }) => r.status === '0');
    expect(claimable).toMatchObject({ amount: 45, rate: 0.5 });
    const before = await cashOf(x.id);
    // Another agent cannot claim it.
    expect(
      (await call(root.token)('POST', '/wps/agent/contracts/claim', { recordId: claimable.id })).body
        .errorCode,
    ).toBe('agent.contract.record.not.found');
    const claimed = await call(x.token)('POST', '/wps/agent/contracts/claim', { recordId: claimable.id });
    expect(claimed.body.value).toMatchObject({ status: '1', amount: 45 });
    expect(await cashOf(x.id)).toBe(before + m(45));
    expect(
      (await call(x.token)('POST', '/wps/agent/contracts/claim', { recordId: claimable.id })).body.errorCode,
    ).toBe('agent.contract.record.not.claimable');
    expect(await cashOf(x.id)).toBe(before + m(45));
    // The operator refuses a claimable record (decision 0058): status 2 with its reason, shown to the agent;
    // it cannot be claimed any more, nor refused twice; the refusal is audited. Before, nothing set 2.
    const other = recs.find((r: { status: string }) => r.status === 'N');
    await t.db
      .updateTable('agent_contract_settlement')
      .set({ status: '0', amount: m(1), due_at: new Date(now + DAY) })
      .where('id', '=', BigInt(other.id))
      .execute();
    const refuse = (reason?: string) =>
      owner('POST', '/bo/v1/agent-contracts/settlements/review', {
        recordId: other.id,
        action: 'R',
        ...(reason ? { reason } : {}),
      });
    expect((await refuse()).json.errorCode).toBe('agent.contract.reason.required');
    expect(
      (
        await owner('POST', '/bo/v1/agent-contracts/settlements/review', {
          recordId: other.id,
          action: 'A',
        })
      ).json.errorCode,
    ).toBe('request_param_err');
    const refused = await refuse('duplicate accounts in the team');
    expect(refused.status).toBe(200);
    expect(refused.json.value).toMatchObject({ status: '2', reason: 'duplicate accounts in the team' });
    const seen = (await call(x.token)('GET', '/wps/agent/contracts/records?kind=MR_DAILY')).body.value
      .records;
    expect(seen.find((r: { id: number }) => r.id === other.id)).toMatchObject({
      status: '2',
      reason: 'duplicate accounts in the team',
    });
    expect(
      (await call(x.token)('POST', '/wps/agent/contracts/claim', { recordId: other.id })).body.errorCode,
    ).toBe('agent.contract.record.not.claimable');
    expect((await refuse('again')).json.errorCode).toBe('agent.contract.record.not.pending');
    expect(await cashOf(x.id)).toBe(before + m(45));
    const refusals = await t.db
      .selectFrom('audit_log')
      .select(['target', 'outcome'])
      .where('action', '=', 'agent.contract.review')
      .where('target', '=', `agent-contract-settlement:${other.id}`)
      .execute();
    expect(refusals).toEqual([{ target: `agent-contract-settlement:${other.id}`, outcome: 200 }]);
    // A record left unclaimed past its due time expires (3).
    await t.db
      .updateTable('agent_contract_settlement')
      .set({ status: '0', amount: m(1), due_at: new Date(now - 1000) })
      .where('id', '=', BigInt(other.id))
      .execute();
    expect(await settlement.expireManual(new Date(now))).toBe(1);
    expect(
      (await call(x.token)('POST', '/wps/agent/contracts/claim', { recordId: other.id })).body.errorCode,
    ).toBe('agent.contract.record.not.claimable');
  });

  it('hourly salary settles each closed hour once', async () => {
    const now = Date.now();
    const HOUR = 3_600_000;
    const hourStart = Math.floor(now / HOUR) * HOUR;
    // root's hourly contract (2%, 100 and 1 active member) signed three hours ago.
    const rootHourly = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value
      .contracthoursalinfo.RNG.agent.id;
    await t.db
      .updateTable('agent_contract')
      .set({ signed_at: new Date(hourStart - 3 * HOUR + 60_000) })
      .where('id', '=', BigInt(rootHourly))
      .execute();
    await t.db
      .insertInto('bet_record')
      .values({
        merchant_id: merchantId,
        customer_id: player.id,
        vendor_code: game.vendor_code,
        game_id: game.id,
        round_id: `ah-${randomBytes(4).toString('hex')}`,
        bet_amount: m(250),
        win_amount: m(100),
        status: 'SETTLED',
        settled_at: new Date(hourStart - 2 * HOUR + 600_000),
      })
      .execute();
    const settlement = createContractSettlement(t.db, createLedger(t.db));
    const before = await cashOf(root.id);
    const done = (await settlement.settle({ now: new Date(now), kinds: ['HOURLY'] })).filter(
      (d) => Number(d.contract.id) === rootHourly,
    );
    // Three closed hours; the middle one: bet 250 → 2% = 5.00.
    expect(done.map((d) => d.outcome.amount)).toEqual([0n, m(5), 0n]);
    expect(await cashOf(root.id)).toBe(before + m(5));
    expect(await settlement.settle({ now: new Date(now), kinds: ['HOURLY'] })).toEqual([]);
    const types = await t.db
      .selectFrom('ledger_transfer')
      .select('type')
      .where('idempotency_key', 'like', 'agent-contract:%:pay')
      .where('type', '=', 'hourly_salary')
      .execute();
    expect(types).toHaveLength(1);
  });

  it('real-time salary pays each player round of a closed 5-minute window once, by single bet size', async () => {
    await setModule(t, 'REALTIMESAL3', true);
    const terms: ContractTerms = {
      kind: 'REALTIME',
      product: 'LOTT',
      tiers: [
        { betAmount: 10, lossRate: 1, winRate: 0.5 },
        { betAmount: 100, lossRate: 2, winRate: 1 },
      ],
    };
    const op = await owner('POST', '/bo/v1/agent-contracts', { agentId: root.id, terms });
    const req = (await call(root.token)('GET', '/wps/member/info/funds/consolidated')).body.value
      .realtimesalreqtype.LOTT;
    expect(req[0]).toMatchObject({ contractId: op.json.value.id, status: 'P' });
    expect(req[0].realTimeSalaryRates[1]).toEqual({ Id: 2, betAmount: 100, lossRate: 2, winRate: 1 });
    await call(root.token)('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', {
      contractId: op.json.value.id,
      status: 'A',
    });
    const FIVE = 300_000;
    const now = Date.now();
    const window = Math.floor(now / FIVE) * FIVE - FIVE; // the last closed window
    await t.db
      .updateTable('agent_contract')
      .set({ signed_at: new Date(window - 60_000) })
      .where('id', '=', BigInt(op.json.value.id))
      .execute();
    const draw = await t.db
      .insertInto('lottery_draw')
      .values({
        game_code: 'SSC1',
        numero: `rt${randomBytes(3).toString('hex')}`,
        open_at: new Date(window - FIVE),
        close_at: new Date(window),
        draw_at: new Date(window + 1000),
        server_seed: 'seed',
        commit_hash: 'hash',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const order = (customer: number, stake: bigint, win: bigint, line: number) => ({
      merchant_id: merchantId,
      customer_id: customer,
      request_id: `rt-${randomBytes(4).toString('hex')}`,
      line_no: line,
      game_code: 'SSC1',
      numero: 'x',
      draw_id: draw.id,
      prize_mode: 'LOTT',
      play_code: 'p',
      content: 'c',
      bet_count: 1,
      betting_mode: 1,
      unit: stake,
      multiple: 1,
      series: 1980,
      stake,
      win,
      status: (win > 0n ? 'WON' : 'LOST') as 'WON' | 'LOST',
      settled_at: new Date(window + 2000),
    });
    // The player: two orders in the round, 60 + 90 = 150 staked, lost → tier 2 loss rate 2% = 3.00.
    // a1: 50 staked, won 200 → tier 1 win rate 0.5% = 0.25. a: 5 staked → below tier 1, nothing.
    await t.db
      .insertInto('lottery_order')
      .values([
        order(player.id, m(60), 0n, 1),
        order(player.id, m(90), 0n, 2),
        order(a1.id, m(50), m(200), 1),
        order(a.id, m(5), 0n, 1),
      ] as never)
      .execute();
    const settlement = createContractSettlement(t.db, createLedger(t.db));
    const before = await cashOf(root.id);
    const done = (await settlement.settle({ now: new Date(now), kinds: ['REALTIME'] })).filter(
      (d) => Number(d.contract.id) === op.json.value.id,
    );
    expect(done.map((d) => [d.round?.customerId, d.outcome.amount])).toEqual(
      [
        [a1.id, m(0.25)],
        [player.id, m(3)],
      ].sort((p, q) => Number(p[0]) - Number(q[0])),
    );
    expect(await cashOf(root.id)).toBe(before + m(3.25));
    // The accruals carry the income type and the player (the agent income report reads both).
    const accruals = await t.db
      .selectFrom('ledger_transfer')
      .select('meta')
      .where('type', '=', 'commission_accrue')
      .where(({ eb }) => eb('meta', '@>', JSON.stringify({ contractId: String(op.json.value.id) }) as never))
      .execute();
    expect(accruals.map((a) => [a.meta.kind, a.meta.memberId]).sort()).toEqual(
      [
        ['realtime_salary', a1.id],
        ['realtime_salary', player.id],
      ].sort(),
    );
    // Re-runs change nothing.
    await settlement.settle({ now: new Date(now), kinds: ['REALTIME'] });
    await settlement.settle({ now: new Date(now + FIVE), kinds: ['REALTIME'] });
    expect(await cashOf(root.id)).toBe(before + m(3.25));
    const recs = (await call(root.token)('GET', '/wps/agent/contracts/records?kind=REALTIME')).body.value
      .records;
    expect(recs.map((r: { amount: number; rate: number }) => [r.amount, r.rate]).sort()).toEqual(
      [
        [0.25, 0.5],
        [3, 2],
      ].sort(),
    );
  });

  it('back office permissions: reading and managing contracts are separate', async () => {
    const reader = boCall(t, await staffToken(t, merchantId, 'READ_ONLY', 'bo_contract_reader'));
    const support = boCall(t, await staffToken(t, merchantId, 'SUPPORT', 'bo_contract_support'));
    expect((await reader('GET', '/bo/v1/agent-contracts')).status).toBe(200);
    expect(
      (await reader('POST', '/bo/v1/agent-contracts/settlements/run', { kind: 'DAILY', dryRun: true }))
        .status,
    ).toBe(403);
    expect((await support('GET', '/bo/v1/agent-contracts')).status).toBe(403);
    const list = (await owner('GET', '/bo/v1/agent-contracts?kind=DAILY&status=A')).json.value;
    expect(
      list.contracts.every((c: { kind: string; status: string }) => c.kind === 'DAILY' && c.status === 'A'),
    ).toBe(true);
  });

  it('the demo seed: demo_agent has a signed daily salary and a pending dividend offer', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: demo(),
      payload: { type: 'username', username: 'demo_agent', password: 'Demo#2026' },
    });
    const token = (login.json() as { value?: { token: string } }).value?.token;
    expect(token).toBeTruthy();
    const c = (await call(token!)('GET', '/wps/member/info/funds/consolidated')).body.value;
    expect(c.dailysalinfotype.RNG.agent.status).toBe('A');
    expect(c.divtypecompperiodreq.RNG.D).toHaveLength(2);
    expect(c.divtypecompperiodreq.RNG.D[0]).toMatchObject({
      status: 'P',
      minimumBet: 10000,
      contractRate: 10,
    });
  });
});

// Two settlement processes on one PostgreSQL database race over the same contract's due periods: each
// period is recorded and paid once.
const adminUrl = process.env.DATABASE_URL;
describe.skipIf(!adminUrl)('exactly once with two processes (PostgreSQL)', () => {
  let dbName = '';
  let db: Db;
  beforeAll(async () => {
    dbName = `portal_contracts_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const opened = await openDatabase({ ...loadConfig(), databaseUrl: url.toString() });
    db = opened.db;
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  it('each (contract, day) is paid once', async () => {
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    const merchant = await db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const agent = await db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', 'demo_agent')
      .executeTakeFirstOrThrow();
    const member = await db
      .selectFrom('customer')
      .select('id')
      .where('username', '=', 'demo_member')
      .executeTakeFirstOrThrow();
    const g = await db
      .selectFrom('game as g')
      .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
      .select(['g.id', 'g.vendor_code'])
      .where('v.game_type', '=', 'RNG')
      .executeTakeFirstOrThrow();
    const tz = 'Asia/Taipei';
    const now = Date.now();
    const today = localMidnight(localDay(new Date(now), tz), tz).getTime();
    const DAY = 86_400_000;
    // A salary contract signed ten days ago; the member bets 1000 a day: 1% = 10.00 a day.
    await db.deleteFrom('agent_contract_settlement').execute();
    await db
      .updateTable('agent_contract')
      .set({ status: 'C', ended_at: new Date(0) })
      .where('agent_id', '=', agent.id)
      .execute();
    const stored = storeTerms(
      { kind: 'DAILY', product: 'RNG', tiers: [{ betVolume: 100, activeMember: 1, rate: 1, rateType: 'P' }] },
      2,
    );
    await db
      .insertInto('agent_contract')
      .values({
        merchant_id: merchant.id,
        agent_id: agent.id,
        upline_id: null,
        kind: 'DAILY',
        product: 'RNG',
        period: '',
        status: 'A',
        terms: JSON.stringify(stored),
        replaces_id: null,
        signed_at: new Date(today - 10 * DAY + 60_000),
      })
      .execute();
    await db
      .insertInto('bet_record')
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          merchant_id: merchant.id,
          customer_id: member.id,
          vendor_code: g.vendor_code,
          game_id: g.id,
          round_id: `nodes-${i}-${randomBytes(3).toString('hex')}`,
          bet_amount: m(1000),
          win_amount: 0n,
          status: 'SETTLED' as const,
          settled_at: new Date(today - (10 - i) * DAY + 3600_000),
        })),
      )
      .execute();
    const cash = async () =>
      (
        await db
          .selectFrom('ledger_account')
          .select('balance')
          .where('owner_id', '=', agent.id)
          .where('kind', '=', 'cash')
          .where('ledger', '=', 'cash')
          .executeTakeFirst()
      )?.balance ?? 0n;
    const before = await cash();
    const node = () =>
      new Promise<{ settled: number }>((resolve, reject) => {
        const child = spawn('npx', ['tsx', 'apps/server/test/fixtures/agent-contract-settle.ts'], {
          cwd: repoRoot,
          env: { ...process.env, DATABASE_URL: url.toString(), NOW_MS: String(now) },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        let out = '';
        child.stdout.on('data', (d) => (out += String(d)));
        child.on('exit', (code) =>
          code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`node exited ${code}`)),
        );
      });
    const results = await Promise.all([node(), node()]);
    expect(results.reduce((s, r) => s + r.settled, 0)).toBe(10);
    expect(await cash()).toBe(before + m(100));
    // A re-run by a third process: nothing.
    expect((await node()).settled).toBe(0);
    expect(await cash()).toBe(before + m(100));
    const transfers = await db
      .selectFrom('ledger_transfer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('type', '=', 'daily_salary')
      .executeTakeFirstOrThrow();
    expect(Number(transfers.n)).toBe(10);
  }, 120_000);
});
