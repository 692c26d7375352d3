import type { z } from 'zod';
import {
  rebateCategories,
  type RebateCategory,
  type RebateConfig,
  type rebateDisburseRequest,
  type rebateDisbursementsQuery,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { addDays, localDay, localMidnight, timeZoneOf } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Conditions } from '../rewards/conditions.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Publish } from '../../lib/live-hub.ts';
import * as repo from './repository.ts';

type Member = { id: number; merchantId: number; type?: number };

/**
 * Which `game_vendor.game_type` values each rebate category takes (decision 0043). LOTT games are listed
 * as ELOTT (the platform's lottery vendors), so LOTT is merged into ELOTT as in the original; the
 * categories the original did not have go to their nearest one.
 */
export const rebateGameTypes: Record<RebateCategory, string[]> = {
  elott: ['ELOTT'],
  live: ['LIVE', 'COCKFIGHT'],
  sports: ['SPORTS', 'ESPORTS'],
  fish: ['FISH'],
  rng: ['RNG', 'INHOUSE'],
  pvp: ['PVP'],
};

/** Basis points: 10 000 = 100%. */
const BP = 10_000n;

/** The name of the granted bonus (bonus details, withdrawal page). */
const LABEL = { TW: '返水優惠', EN: 'Rebate promo', VI: 'Ưu đãi hoàn trả' };

/** Every category off at rate 0: a merchant that never configured the rebate. */
export const emptyRebateConfig = (): RebateConfig => ({
  categories: Object.fromEntries(
    rebateCategories.map((c) => [c, { enabled: false, rateBp: 0 }]),
  ) as RebateConfig['categories'],
  turnoverMultiple: 0,
  claimDaysBack: 0,
});

interface Row {
  category: RebateCategory;
  enabled: boolean;
  rateBp: number;
  validBet: bigint;
  entitled: bigint;
  paid: bigint;
  remain: bigint;
}

/**
 * Manual rebate (issue 16 item 6, inventory 1.4.6, decision 0043): per business day and category, the
 * member may claim floor(valid bet × rate) minus what was already paid for that day and category. Valid
 * bets are measured only by the rewards rule engine (VALID_BET over the day's RANGE window with the
 * category's game types); each payment is a disbursement row and a grant in one transaction.
 */
export function createRebate(db: Db, deps: { conditions: Conditions; grants: Grants; publish?: Publish }) {
  const { conditions, grants } = deps;

  async function configOf(merchantId: number): Promise<RebateConfig> {
    const row = await repo.config(db, merchantId);
    const c = emptyRebateConfig();
    if (!row) return c;
    for (const k of rebateCategories) {
      const v = row.categories[k];
      if (v) c.categories[k] = { enabled: !!v.enabled, rateBp: Number(v.rateBp) || 0 };
    }
    c.turnoverMultiple = row.turnover_multiple;
    c.claimDaysBack = row.claim_days_back;
    return c;
  }

  function open(tenant: Tenant) {
    if (!isModuleEnabled(tenant.info.whitelabel, modIds.manualRebate))
      throw new AppError('rebate.feature.off');
  }

  /** Today and the days before it a member may still claim, today first. */
  function claimableDates(tenant: Tenant, c: RebateConfig): string[] {
    const today = localDay(clock.now(), timeZoneOf(tenant.settings));
    return Array.from({ length: c.claimDaysBack + 1 }, (_, i) => addDays(today, -i));
  }

  async function rowsFor(tenant: Tenant, member: Member, day: string, c: RebateConfig): Promise<Row[]> {
    const tz = timeZoneOf(tenant.settings);
    const start = localMidnight(day, tz);
    const end = localMidnight(addDays(day, 1), tz);
    const paid = await repo.paidByCategory(db, member.id, day);
    const rows: Row[] = [];
    for (const category of rebateCategories) {
      const { enabled, rateBp } = c.categories[category];
      const validBet = await conditions.measure(member.id, {
        kind: 'VALID_BET',
        target: 0n,
        filter: { gameTypes: rebateGameTypes[category] },
        window: { type: 'RANGE', start, end },
      });
      const entitled = enabled ? (validBet * BigInt(rateBp)) / BP : 0n;
      const p = paid.get(category) ?? 0n;
      rows.push({
        category,
        enabled,
        rateBp,
        validBet,
        entitled,
        paid: p,
        remain: entitled > p ? entitled - p : 0n,
      });
    }
    return rows;
  }

  return {
    configOf,

    /** `ODSFE2_getRebate`: the day's rows and what remains per category (major units). */
    async view(tenant: Tenant, member: Member, balanceDate: string) {
      open(tenant);
      const c = await configOf(tenant.id);
      const dates = claimableDates(tenant, c);
      if (!dates.includes(balanceDate)) throw new AppError('rebate.date.not.claimable');
      const d = tenant.settings.currency.decimals;
      const rows = await rowsFor(tenant, member, balanceDate, c);
      const remainOf = (k: RebateCategory) => toMajor(rows.find((r) => r.category === k)!.remain, d);
      return {
        balanceDate,
        lottRemain: 0,
        elottRemain: remainOf('elott'),
        fishRemain: remainOf('fish'),
        liveRemain: remainOf('live'),
        pvpRemain: remainOf('pvp'),
        rngRemain: remainOf('rng'),
        sportsRemain: remainOf('sports'),
        totalRemain: toMajor(
          rows.reduce((s, r) => s + r.remain, 0n),
          d,
        ),
        rows: rows.map((r) => ({
          category: r.category,
          enabled: r.enabled,
          rateBp: r.rateBp,
          validBet: toMajor(r.validBet, d),
          entitled: toMajor(r.entitled, d),
          paid: toMajor(r.paid, d),
          remain: toMajor(r.remain, d),
        })),
        claimableDates: dates,
        turnoverMultiple: c.turnoverMultiple,
      };
    },

    /**
     * `ODSFE2_rebateDisburse`: pays what remains now in every category, each payment once. A figure the
     * member confirmed above what remains (another claim paid it meanwhile) is refused; below it (bets
     * settled since the page loaded) the member is paid what remains, and told so.
     */
    async disburse(tenant: Tenant, member: Member, body: z.output<typeof rebateDisburseRequest>) {
      open(tenant);
      const c = await configOf(tenant.id);
      if (!claimableDates(tenant, c).includes(body.balanceDate))
        throw new AppError('rebate.date.not.claimable');
      const d = tenant.settings.currency.decimals;
      const rows = await rowsFor(tenant, member, body.balanceDate, c);
      for (const r of rows) {
        const asked = body.rebateAmount[r.category];
        if (asked === undefined) continue;
        const minor = toMinor(asked, d);
        if (minor === null) throw new AppError('request_param_err');
        if (minor > r.remain)
          throw new AppError('rebate.amount.changed', { [r.category]: toMajor(r.remain, d) });
      }
      if (!rows.some((r) => r.remain > 0n)) throw new AppError('rebate.nothing.to.claim');

      await grants.prepare(tenant.id, member.id);
      const paid = new Map<RebateCategory, bigint>();
      await db.transaction().execute(async (trx) => {
        await repo.lockMember(trx, member.id);
        for (const r of rows) {
          if (r.entitled <= 0n) continue;
          // The paid total read under the lock: the entitlement (measured before) only grows with more bets.
          const so = await repo.paidSoFar(trx, member.id, body.balanceDate, r.category);
          const amount = r.entitled - so.paid;
          if (amount <= 0n) continue;
          const row = await repo.insertDisbursement(trx, {
            merchantId: tenant.id,
            customerId: member.id,
            balanceDate: body.balanceDate,
            category: r.category,
            seq: so.seq + 1,
            validBet: r.validBet,
            rateBp: r.rateBp,
            amount,
          });
          if (!row) continue;
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: member.id,
              key: `rebate:${row.id}`,
              amount,
              required: amount * BigInt(c.turnoverMultiple),
              label: LABEL,
              meta: { rebate: String(row.id), balanceDate: body.balanceDate, category: r.category },
            },
            trx,
          );
          paid.set(r.category, amount);
        }
      });
      deps.publish?.(member.id, { type: 'reward', source: 'rebate' });
      const total = [...paid.values()].reduce((s, v) => s + v, 0n);
      if (total === 0n) throw new AppError('rebate.nothing.to.claim');
      const out = Object.fromEntries(
        rebateCategories.map((k) => [k, toMajor(paid.get(k) ?? 0n, d)]),
      ) as Record<RebateCategory, number>;
      return { balanceDate: body.balanceDate, paid: out, total: toMajor(total, d) };
    },

    /** Back office: the configuration, and its replacement (before/after for the audit log). */
    async putConfig(tenant: Tenant, c: RebateConfig) {
      const before = await configOf(tenant.id);
      await repo.saveConfig(db, tenant.id, c);
      return { before, after: await configOf(tenant.id) };
    },

    async disbursements(tenant: Tenant, q: z.output<typeof rebateDisbursementsQuery>) {
      const d = tenant.settings.currency.decimals;
      const { rows, total } = await repo.disbursements(db, {
        merchantId: tenant.id,
        username: q.username,
        balanceDate: q.balanceDate,
        offset: (q.page - 1) * q.size,
        limit: q.size,
      });
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          username: r.username,
          balanceDate: r.balance_date,
          category: r.category as RebateCategory,
          validBet: toMajor(r.valid_bet, d),
          rateBp: r.rate_bp,
          amount: toMajor(r.amount, d),
          createdAt: new Date(r.created_at).toISOString(),
        })),
        totalCount: total,
      };
    },
  };
}
export type Rebate = ReturnType<typeof createRebate>;
