// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractTerms } from '@portal/contract';
import { afterDownline, dividend, type PeriodFigures } from '../src/modules/agent-contracts/arithmetic.ts';
import { localDay, localMidnight } from '../src/modules/agent-contracts/periods.ts';
import { createContractSettlement } from '../src/modules/agent-contracts/settlement.ts';
import { storeTerms } from '../src/modules/agent-contracts/terms.ts';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Decision 0058 (issue 17): an upline's contract pays its rate on its whole team minus what its downline
// agents' contracts pay on their sub-teams for the same period, never below 0 (the inventory's "downline
// dividends to pay"). Before, both were paid in full on the same results.

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
const dividendTerms = (rates: [number, number], carryForward: 0 | 1 = 0): ContractTerms => ({
  kind: 'DIVIDEND',
  product: 'RNG',
  period: 'D',
  periodicTotalBetRequired: 'N',
  carryForward,
  costBearing: { depositFee: 0, promotion: 0 },
  tiers: [
    { minimumBet: 1000, netLoss: 500, activeMember: 1, contractRate: rates[0] },
    { minimumBet: 5000, netLoss: 2000, activeMember: 3, contractRate: rates[1] },
  ],
});

describe('upline minus downline (worked examples)', () => {
  it('two levels, each at its own tier', () => {
    // U's team: bets 8000, wins 4000 → net loss 4000, 3 active → tier 2, 30% = 1200.
    // D's sub-team: bets 2000, wins 1000 → net loss 1000, 1 active → tier 1, 10% = 100.
    // U is paid 1200 − 100 = 1100 (together 1200: U's rate on the whole team, not 1300).
    const u = storeTerms(dividendTerms([15, 30]), 2);
    const d = storeTerms(dividendTerms([10, 20]), 2);
    const dOut = dividend(d, fig({ bet: m(2000), win: m(1000), active: 1 }), 0n, false);
    expect(dOut).toMatchObject({ tier: 1, amount: m(100) });
    const uOut = afterDownline(
      dividend(u, fig({ bet: m(8000), win: m(4000), active: 3 }), 0n, false),
      dOut.amount,
    );
    expect(uOut).toMatchObject({ tier: 2, rateBp: 3000, base: m(4000), amount: m(1100) });
  });

  it('never below 0: a downline paid more than the upline earns leaves the upline nothing', () => {
    const u = storeTerms(dividendTerms([5, 10]), 2);
    // U 5% of 1000 = 50; D was paid 80 on its sub-team.
    const uOut = afterDownline(dividend(u, fig({ bet: m(2000), win: m(1000), active: 1 }), 0n, false), m(80));
    expect(uOut.amount).toBe(0n);
  });

  it('carry-forward follows the team result, not the deduction', () => {
    const u = storeTerms(dividendTerms([15, 30], 1), 2);
    // Period 1: team won 1000 → base −1000 carries; the deduction changes nothing.
    const p1 = afterDownline(dividend(u, fig({ bet: m(6000), win: m(7000), active: 3 }), 0n, false), m(50));
    expect(p1).toMatchObject({ amount: 0n, carry: m(-1000) });
    // Period 2: net loss 4000 − 1000 = 3000 → tier 2, 30% = 900, minus D's 100 = 800; nothing carries.
    const p2 = afterDownline(
      dividend(u, fig({ bet: m(8000), win: m(4000), active: 3 }), p1.carry, false),
      m(100),
    );
    expect(p2).toMatchObject({ base: m(3000), amount: m(800), carry: 0n });
  });
});

describe('settlement deducts what downline agents are paid', () => {
  let t: TestContext;
  let merchantId: number;
  beforeAll(async () => {
    t = await startTestApp();
    merchantId = await demoMerchantId(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('daily salary: upline U, downline agent D, two levels of players', async () => {
    const tz = 'Asia/Taipei';
    const DAY = 86_400_000;
    const now = Date.now();
    const today = localMidnight(localDay(new Date(now), tz), tz).getTime();
    const mk = async (prefix: string, type: number, parent: number | null) => {
      const r = await registerMember(t, prefix);
      await t.db.updateTable('customer').set({ type, parent_id: parent }).where('id', '=', r.id).execute();
      return r.id;
    };
    const U = await mk('cdu', 1, null);
    const D = await mk('cdd', 1, U);
    const pU = await mk('cdpu', 0, U);
    const pD = await mk('cdpd', 0, D);
    const game = await t.db
      .selectFrom('game as g')
      .innerJoin('game_vendor as v', 'v.code', 'g.vendor_code')
      .select(['g.id', 'g.vendor_code'])
      .where('v.game_type', '=', 'RNG')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    // Yesterday: pU bets 600.00, pD 400.00.
    const at = new Date(today - DAY + 3_600_000);
    let n = 0;
    for (const [who, stake] of [
      [pU, m(600)],
      [pD, m(400)],
    ] as const)
      await t.db
        .insertInto('bet_record')
        .values({
          merchant_id: merchantId,
          customer_id: who,
          vendor_code: game.vendor_code,
          game_id: game.id,
          round_id: `cd-${now}-${n++}`,
          bet_amount: stake,
          win_amount: 0n,
          status: 'SETTLED',
          placed_at: at,
          settled_at: at,
        })
        .execute();
    const terms = (rate: number): ContractTerms => ({
      kind: 'DAILY',
      product: 'RNG',
      tiers: [
        { betVolume: 100, activeMember: 1, rate, rateType: 'P' },
        { betVolume: 800, activeMember: 2, rate: rate * 2, rateType: 'P' },
      ],
    });
    // U's contract first (the lower id): settlement must still settle D before it.
    const ids: Record<string, bigint> = {};
    for (const [agent, upline, rate] of [
      [U, null, 1],
      [D, U, 0.5],
    ] as const) {
      const row = await t.db
        .insertInto('agent_contract')
        .values({
          merchant_id: merchantId,
          agent_id: agent,
          upline_id: upline,
          kind: 'DAILY',
          product: 'RNG',
          status: 'A',
          terms: JSON.stringify(storeTerms(terms(rate), 2)),
          replaces_id: null,
          signed_at: new Date(today - 2 * DAY + 60_000),
          ended_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[agent] = row.id;
    }
    const settlement = createContractSettlement(t.db, createLedger(t.db));
    await settlement.settle({ now: new Date(now), kinds: ['DAILY'] });
    const rec = (agent: number) =>
      t.db
        .selectFrom('agent_contract_settlement')
        .select(['amount', 'tier', 'figures', 'status'])
        .where('contract_id', '=', ids[agent]!)
        .where('period_start', '=', new Date(today - DAY))
        .executeTakeFirstOrThrow();
    // D: team 400.00, 1 active → tier 1, 0.5% = 2.00.
    expect(await rec(D)).toMatchObject({ amount: m(2), tier: 1, status: 'A' });
    // U: team 1000.00, 2 active → tier 2, 2% = 20.00, minus D's 2.00 = 18.00.
    const u = await rec(U);
    expect(u).toMatchObject({ amount: m(18), tier: 2, status: 'A' });
    expect(u.figures).toMatchObject({ validBet: String(m(1000)), downlinePaid: String(m(2)) });
    // Re-run: nothing changes.
    await settlement.settle({ now: new Date(now), kinds: ['DAILY'] });
    expect((await rec(U)).amount).toBe(m(18));
  });
});
