import {
  manualBonusInput,
  saviorConfigInput,
  type IssuedRewardType,
  type RebateCategory,
  type ManualBonusInput,
  type SaviorConfigInput,
} from '@portal/contract';
import type { LiveEvent } from '@portal/contract/live';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { PublishStaff } from '../../lib/live-hub.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import { rebateGameTypes } from '../rebate/service.ts';
import type { Conditions } from '../rewards/conditions.ts';
import { addDays, localDay as businessDay, localMidnight as dayStart } from '../../lib/time-zone.ts';
import type { Grants } from '../wallet/grants.ts';
import * as repo from './repository.ts';
import type { RewardRow, SaviorConfigRow, SaviorTier } from './repository.ts';

type Member = { id: number; merchantId: number; type?: number };
type Staff = { username: string };
type Localized = Partial<Record<string, string>>;

const DAY_MS = 86_400_000;
/** Basis points: 10 000 = 100%. */
const BP = 10_000n;
/** The two-person threshold of a merchant that never set one: 1,000.00 in major units. */
export const DEFAULT_APPROVAL_THRESHOLD = 1000;
const pick = (t: Localized, lang: Lang) => t[lang] || t.TW || t.EN || '';

/**
 * The rescue-fund bonus of a net loss (decision 0046): the highest tier the loss reaches pays its FIXED
 * amount or its PERCENT (basis points) of the loss, at most its cap (0: no cap); below every tier, 0.
 */
export function tierBonus(netLoss: bigint, tiers: SaviorTier[]): bigint {
  const reached = tiers
    .filter((t) => netLoss >= BigInt(t.netLoss))
    .sort((a, b) => (BigInt(b.netLoss) > BigInt(a.netLoss) ? 1 : -1))[0];
  if (!reached) return 0n;
  const raw = reached.type === 'FIXED' ? BigInt(reached.value) : (netLoss * BigInt(reached.value)) / BP;
  const cap = BigInt(reached.cap);
  return cap > 0n && raw > cap ? cap : raw;
}

export function createIssuedRewards(
  db: Db,
  deps: {
    conditions: Conditions;
    grants: Grants;
    /** Live pushes to the member's open pages. */
    publish: (customerId: number, event: LiveEvent) => void;
    /** Live pushes to the merchant's back office: a large bonus waits for, or got, a second person. */
    publishStaff?: PublishStaff;
  },
) {
  const { conditions, grants, publish, publishStaff } = deps;

  function status(r: RewardRow, now: Date) {
    if (r.claimed_at) return 'CLAIMED' as const;
    if (r.status === 'ISSUED' && r.expires_at && new Date(r.expires_at) <= now) return 'EXPIRED' as const;
    return r.status;
  }

  function boConfig(tenant: Tenant, c: SaviorConfigRow, issued: number) {
    const d = tenant.settings.currency.decimals;
    return {
      id: String(c.id),
      name: c.name as Record<string, string>,
      rules: c.rules as Record<string, string>,
      enabled: c.enabled,
      period: c.period,
      turnoverMultiple: c.turnover_multiple,
      expiryDays: c.expiry_days,
      products: c.products.map((p) => ({
        productType: p.productType as RebateCategory,
        configDetails: p.tiers.map((t) => ({
          netLoss: toMajor(BigInt(t.netLoss), d),
          bonusType: t.type,
          bonus: t.type === 'FIXED' ? toMajor(BigInt(t.value), d) : Number(t.value),
          cap: toMajor(BigInt(t.cap), d),
        })),
      })),
      issued,
    };
  }

  function boReward(tenant: Tenant, r: RewardRow & { username: string }, now: Date) {
    const d = tenant.settings.currency.decimals;
    const iso = (v: Date | null) => (v ? new Date(v).toISOString() : null);
    return {
      id: String(r.id),
      kind: r.kind,
      username: r.username,
      status: status(r, now),
      configId: r.config_id === null ? null : String(r.config_id),
      periodKey: r.period_key,
      productType: r.product_type,
      netLoss: toMajor(BigInt(r.net_loss), d),
      amount: toMajor(BigInt(r.amount), d),
      pointAmount: Number(r.points),
      turnoverMultiple: r.turnover_multiple,
      name: r.name as Record<string, string>,
      expiresAt: iso(r.expires_at),
      createdBy: r.created_by,
      decidedBy: r.decided_by,
      reason: r.reason,
      approvedAt: iso(r.approved_at),
      claimedAt: iso(r.claimed_at),
      createdAt: new Date(r.created_at).toISOString(),
    };
  }

  async function approvalThreshold(tenant: Tenant): Promise<bigint> {
    const stored = await repo.threshold(db, tenant.id);
    return stored ?? toMinor(DEFAULT_APPROVAL_THRESHOLD, tenant.settings.currency.decimals) ?? 0n;
  }

  function announce(
    tenant: Tenant,
    customerId: number,
    id: bigint,
    amount: bigint,
    points: bigint,
    name: Localized,
  ) {
    publish(customerId, {
      type: 'manualPromo',
      rewardId: String(id),
      amount: toMajor(amount, tenant.settings.currency.decimals),
      pointAmount: Number(points),
      name: pick(name, 'TW'),
    });
  }

  return {
    /**
     * The rescue-fund job: for each enabled config, each of the last `daysBack` closed business days (the
     * merchant's time zone) and each product, every member who played it gets the bonus of the highest tier
     * their net loss (the rule engine's NET_LOSS over that day, filtered to the product's game types)
     * reaches. One row per member, config, day and product: a rerun issues nothing twice.
     */
    async issueSavior(daysBack = 3): Promise<{ issued: number }> {
      const now = clock.now();
      let issued = 0;
      for (const c of await repo.allEnabledConfigs(db)) {
        const tz = timeZoneOf(c.settings as { timeZone?: string | null });
        const today = businessDay(now, tz);
        for (let back = daysBack; back >= 1; back--) {
          const day = addDays(today, -back);
          const start = dayStart(day, tz);
          const end = dayStart(addDays(day, 1), tz);
          const expiresAt = new Date(end.getTime() + c.expiry_days * DAY_MS);
          if (expiresAt <= now) continue;
          for (const p of c.products) {
            const gameTypes = rebateGameTypes[p.productType as keyof typeof rebateGameTypes] ?? [];
            for (const customerId of await repo.playersOf(db, c.merchant_id, gameTypes, start, end)) {
              const netLoss = await conditions.measure(customerId, {
                kind: 'NET_LOSS',
                target: 0n,
                filter: { gameTypes },
                window: { type: 'RANGE', start, end },
              });
              const amount = tierBonus(netLoss, p.tiers);
              if (amount <= 0n) continue;
              const row = await repo.insertSavior(db, {
                merchantId: c.merchant_id,
                customerId,
                configId: c.id,
                periodKey: day,
                productType: p.productType,
                netLoss,
                amount,
                turnoverMultiple: c.turnover_multiple,
                name: JSON.stringify(c.name),
                expiresAt,
                approvedAt: now,
              });
              if (row) issued++;
            }
          }
        }
      }
      return { issued };
    },

    /** `getSaviorPromotion`: the enabled configs with their tier tables per product. */
    async saviorRules(tenant: Tenant, lang: Lang) {
      return (await repo.enabledConfigs(db, tenant.id)).map((c) => {
        const bo = boConfig(tenant, c, 0);
        return {
          configId: bo.id,
          name: pick(c.name, lang),
          rules: pick(c.rules, lang),
          period: bo.period,
          turnoverMultiple: bo.turnoverMultiple,
          expiryDays: bo.expiryDays,
          products: bo.products,
        };
      });
    },

    /** `getPromotionClaimList {promotionType}`: the member's issued rewards of that kind to claim now. */
    async claimList(tenant: Tenant, member: Member, lang: Lang, kind: IssuedRewardType) {
      const d = tenant.settings.currency.decimals;
      const rows = await repo.claimable(db, member.id, kind, clock.now());
      return rows.map((r) => ({
        rewardId: String(r.id),
        promotionType: r.kind,
        rewardAmount: toMajor(BigInt(r.amount), d),
        pointAmount: Number(r.points),
        productType: r.product_type,
        netLoss: r.kind === 'SAVIOR' ? toMajor(BigInt(r.net_loss), d) : null,
        periodKey: r.period_key,
        approvedAt: new Date(r.approved_at ?? r.created_at).toISOString(),
        name: pick(r.name, lang),
        expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
        turnoverMultiple: r.turnover_multiple,
      }));
    },

    /**
     * `claimIssuedPromotion {rewardId, promotionType}`: the member's own issued reward, once, before it
     * expires. The claim row (primary key = the reward) and its grants (`issued:<rewardId>`,
     * `issued:<rewardId>:points`) commit in one transaction; a concurrent second claim is refused.
     */
    async claim(tenant: Tenant, member: Member, rewardId: string, kind: IssuedRewardType) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const id = BigInt(rewardId);
      const r = await repo.rewardById(db, tenant.id, id);
      // Another member's reward answers like an unknown one.
      if (!r || r.customer_id !== member.id || r.kind !== kind || r.status !== 'ISSUED')
        throw new AppError('not.found');
      if (r.claimed_at) throw new AppError('reward.already.claimed');
      if (r.expires_at && new Date(r.expires_at) <= clock.now()) throw new AppError('reward.expired');
      const amount = BigInt(r.amount);
      const points = BigInt(r.points);
      await grants.prepare(tenant.id, member.id);
      await db.transaction().execute(async (trx) => {
        const claimed = await repo.insertClaim(trx, id, member.id);
        if (!claimed) throw new AppError('reward.already.claimed');
        const meta = { issuedReward: String(id), kind };
        if (amount > 0n)
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: member.id,
              key: `issued:${id}`,
              amount,
              required: amount * BigInt(r.turnover_multiple),
              label: r.name as Record<string, string>,
              meta,
            },
            trx,
          );
        if (points > 0n)
          await grants.grantPoints(
            { merchantId: tenant.id, customerId: member.id, key: `issued:${id}:points`, points, meta },
            trx,
          );
      });
      publish(member.id, { type: 'reward', source: 'issued' });
      return {
        rewardId: String(id),
        rewardAmount: toMajor(amount, tenant.settings.currency.decimals),
        pointAmount: Number(points),
        turnoverMultiple: r.turnover_multiple,
      };
    },

    /** The reward centre's menu entry: SAVIOR offered when a config is enabled; MANUAL always. */
    async count(tenant: Tenant, member: Member, kind: IssuedRewardType) {
      const count = (await repo.claimable(db, member.id, kind, clock.now())).length;
      const enabled = kind === 'MANUAL' || count > 0 || (await repo.enabledConfigs(db, tenant.id)).length > 0;
      return { enabled, count };
    },

    // ---- back office: rescue fund ----
    async listConfigs(tenant: Tenant) {
      return (await repo.allConfigs(db, tenant.id)).map((c) => boConfig(tenant, c, Number(c.issued)));
    },
    async getConfig(tenant: Tenant, id: number) {
      const c = await repo.configById(db, tenant.id, id);
      if (!c) throw new AppError('not.found');
      return boConfig(tenant, c, Number((await repo.issuedCount(db, c.id)).n));
    },
    async saveConfig(tenant: Tenant, id: number | null, raw: SaviorConfigInput) {
      const input = saviorConfigInput.parse(raw);
      const d = tenant.settings.currency.decimals;
      const before = id === null ? null : await this.getConfig(tenant, id);
      const minor = (v: number) => String(toMinor(v, d) ?? 0n);
      const savedId = await repo.saveConfig(db, tenant.id, id, {
        name: JSON.stringify(input.name),
        rules: JSON.stringify(input.rules),
        enabled: input.enabled,
        period: input.period,
        turnover_multiple: input.turnoverMultiple,
        expiry_days: input.expiryDays,
        products: JSON.stringify(
          input.products.map((p) => ({
            productType: p.productType,
            tiers: [...p.configDetails]
              .sort((a, b) => a.netLoss - b.netLoss)
              .map((t) => ({
                netLoss: minor(t.netLoss),
                type: t.bonusType,
                value: t.bonusType === 'FIXED' ? minor(t.bonus) : String(Math.round(t.bonus)),
                cap: minor(t.cap),
              })),
          })),
        ),
      });
      return { before, after: await this.getConfig(tenant, savedId) };
    },
    async rewards(tenant: Tenant, kind: IssuedRewardType, f: { status?: string; configId?: number }) {
      const now = clock.now();
      return (await repo.rewards(db, tenant.id, { kind, ...f, now })).map((r) => boReward(tenant, r, now));
    },

    // ---- back office: manual bonuses ----
    async settings(tenant: Tenant) {
      return {
        approvalThreshold: toMajor(await approvalThreshold(tenant), tenant.settings.currency.decimals),
      };
    },
    async saveSettings(tenant: Tenant, approvalThreshold: number) {
      const before = await this.settings(tenant);
      await repo.saveThreshold(
        db,
        tenant.id,
        toMinor(approvalThreshold, tenant.settings.currency.decimals) ?? 0n,
      );
      return { before, after: await this.settings(tenant) };
    },

    /**
     * Issues a bonus to each listed member: above the merchant's threshold it waits PENDING for another staff
     * member's approval (two-person rule); otherwise it is issued at once and the member is told live.
     */
    async issueManual(tenant: Tenant, staff: Staff, raw: ManualBonusInput) {
      const input = manualBonusInput.parse(raw);
      const d = tenant.settings.currency.decimals;
      const names = [...new Set(input.usernames)];
      const members = await repo.membersByName(db, tenant.id, names);
      const found = new Set(members.map((m) => m.username));
      const unknown = names.filter((n) => !found.has(n));
      if (unknown.length) throw new AppError('manual.bonus.unknown.members', { usernames: unknown });
      const trial = members.filter((m) => m.type === 4).map((m) => m.username);
      if (trial.length) throw new AppError('trial.account.forbidden', { usernames: trial });
      const amount = toMinor(input.amount, d) ?? 0n;
      const points = BigInt(input.pointAmount);
      const pending = amount > (await approvalThreshold(tenant));
      const now = clock.now();
      const ids = await db.transaction().execute(async (trx) => {
        const out: { id: bigint; customerId: number }[] = [];
        for (const m of members) {
          const row = await repo.insertManual(trx, {
            merchantId: tenant.id,
            customerId: m.id,
            status: pending ? 'PENDING' : 'ISSUED',
            amount,
            points,
            turnoverMultiple: input.turnoverMultiple,
            name: JSON.stringify(input.name),
            expiryDays: input.expiryDays,
            expiresAt: pending ? null : new Date(now.getTime() + input.expiryDays * DAY_MS),
            createdBy: staff.username,
            approvedAt: pending ? null : now,
          });
          out.push({ id: row.id, customerId: m.id });
        }
        return out;
      });
      if (!pending) for (const x of ids) announce(tenant, x.customerId, x.id, amount, points, input.name);
      else publishStaff?.(tenant.id, { type: 'bo.queue', queue: 'manual-bonuses', change: 'new' });
      const result = [];
      for (const x of ids) result.push(boReward(tenant, (await repo.rewardById(db, tenant.id, x.id))!, now));
      return result;
    },

    async decideManual(
      tenant: Tenant,
      staff: Staff,
      rewardId: string,
      approve: boolean,
      reason: string | null,
    ) {
      const id = BigInt(rewardId);
      const now = clock.now();
      const r = await repo.rewardById(db, tenant.id, id);
      if (!r || r.kind !== 'MANUAL') throw new AppError('not.found');
      if (r.status !== 'PENDING') throw new AppError('manual.bonus.decided');
      if (approve && r.created_by === staff.username) throw new AppError('manual.bonus.self.approval');
      const before = boReward(tenant, r, now);
      const done = await repo.decide(db, tenant.id, id, {
        status: approve ? 'ISSUED' : 'REJECTED',
        by: staff.username,
        reason,
        at: now,
        expiresAt: approve ? new Date(now.getTime() + r.expiry_days * DAY_MS) : null,
      });
      if (!done) throw new AppError('manual.bonus.decided');
      if (approve) announce(tenant, r.customer_id, id, BigInt(r.amount), BigInt(r.points), r.name);
      publishStaff?.(tenant.id, { type: 'bo.queue', queue: 'manual-bonuses', change: 'decided' });
      return { before, after: boReward(tenant, (await repo.rewardById(db, tenant.id, id))!, now) };
    },
  };
}
export type IssuedRewards = ReturnType<typeof createIssuedRewards>;
