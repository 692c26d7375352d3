import {
  isVipCountKey,
  vipConditionKeys,
  type BoVipLevel,
  type VipConditionsProgress,
  type VipProgressValue,
  type VipRank,
  type VipRewardDetail,
  type VipRewardType,
  type vipClaimHistoryQuery,
  type vipLevelInput,
} from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { LocalizedText, MerchantSettings, VipConditions, VipRewardConfig } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Publish } from '../../lib/live-hub.ts';
import { localMidnight, timeZoneOf, addDays } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import type { ConditionKind, Conditions, Window } from '../rewards/conditions.ts';
import type { Grants } from '../wallet/grants.ts';
import * as repo from './repository.ts';
import { decide, evaluate, months, noFigures, rewardPeriod, type Figures, type RewardType } from './ranks.ts';

type Member = { id: number; type: number };
const TRIAL_TYPE = 4;
const pick = (t: Partial<LocalizedText>, lang: Lang) => t[lang] || t.TW || t.EN || '';

/** Which rule-engine measure and window each condition uses (decision 0062). */
const MEASURES: Record<keyof Figures, { kind: ConditionKind; monthly: boolean }> = {
  monthlyDeposit: { kind: 'DEPOSIT_AMOUNT', monthly: true },
  totalDeposit: { kind: 'DEPOSIT_AMOUNT', monthly: false },
  totalDepositCount: { kind: 'DEPOSIT_COUNT', monthly: false },
  monthlyTurnover: { kind: 'VALID_BET', monthly: true },
  totalTurnover: { kind: 'VALID_BET', monthly: false },
};

/** Member labels staff put on members show in this palette, each label always in the same colour. */
const LABEL_COLOURS = [
  '#e11d48',
  '#7c3aed',
  '#2563eb',
  '#0891b2',
  '#059669',
  '#ca8a04',
  '#ea580c',
  '#db2777',
];
export function labelColour(label: string): string {
  let h = 0;
  for (const ch of label.toLowerCase()) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return LABEL_COLOURS[h % LABEL_COLOURS.length]!;
}

/**
 * VIP ranks (inventory 1.6, decision 0062): levels set by the operator, each member's rank from its real
 * deposits and valid turnover (the rewards rule engine's measures, the same ones sign-in and missions
 * count), promotion with a once-per-level upgrade bonus, the keep-rank check at each month's start, rank
 * rewards per day, week and month, and the labels of the member info.
 */
export function createVip(
  db: Db,
  deps: {
    conditions: Conditions;
    grants: Grants;
    publish?: Publish;
    /** The labels staff put on a member (members-admin). */
    staffLabels: (customerId: number) => Promise<string[]>;
  },
) {
  const { conditions, grants } = deps;

  async function measureAll(customerId: number, monthWindow: Window, totalWindow: Window): Promise<Figures> {
    const out = noFigures();
    for (const k of vipConditionKeys) {
      const m = MEASURES[k];
      out[k] = await conditions.measure(customerId, {
        kind: m.kind,
        target: 0n,
        window: m.monthly ? monthWindow : totalWindow,
      });
    }
    return out;
  }

  /** This month's figures (totals up to now). */
  function figuresNow(customerId: number, settings: MerchantSettings, now: Date) {
    const { start } = months(now, timeZoneOf(settings));
    // The window's end is exclusive: what happened at this very instant counts.
    return measureAll(
      customerId,
      { type: 'RANGE', start, end: new Date(now.getTime() + 1) },
      { type: 'HISTORY' },
    );
  }

  /** Last month's figures (totals up to this month's start): the keep-rank check's. */
  function figuresLastMonth(customerId: number, settings: MerchantSettings, now: Date) {
    const { start, lastStart } = months(now, timeZoneOf(settings));
    return measureAll(
      customerId,
      { type: 'RANGE', start: lastStart, end: start },
      { type: 'RANGE', start: new Date(0), end: start },
    );
  }

  /**
   * Brings one member's rank up to date (decision 0062): measures first, then in one transaction with the
   * member's rank row locked, the changes, their history and the upgrade bonuses (one ledger transfer per
   * level ever, key `vip-upgrade:<member>:<rank level>`). Safe to run twice or concurrently.
   */
  async function recompute(merchantId: number, settings: MerchantSettings, customerId: number) {
    const now = clock.now();
    const { month } = months(now, timeZoneOf(settings));
    const levels = await repo.levels(db, merchantId);
    const before = await repo.memberRow(db, customerId);
    // Trial (free-play) accounts have no rank: nothing is measured, stored or paid for them.
    if (levels.length === 0 || (await repo.isTrial(db, customerId)))
      return { rankLevel: before?.rank_level ?? 0, changed: false };
    const figures = await figuresNow(customerId, settings, now);
    const lastMonth =
      before && before.rank_level > 0 && before.checked_month !== month
        ? await figuresLastMonth(customerId, settings, now)
        : null;
    // The bonus wallet is made ready (outside the transaction) only when this run may pay an upgrade bonus:
    // a member who reaches no paying level gets no ledger accounts from its rank.
    const dry = decide(
      levels,
      {
        rankLevel: before?.rank_level ?? 0,
        checkedMonth:
          !before || (before.rank_level === 0 && !before.checked_month) ? month : before.checked_month,
        holdMonth: before?.hold_month ?? null,
      },
      month,
      figures,
      lastMonth,
    );
    const mayPay = dry.changes.some(
      (c) =>
        c.reason === 'PROMOTE' && BigInt(levels.find((l) => l.rank_level === c.to)?.upgrade_bonus ?? 0) > 0n,
    );
    if (mayPay) await grants.prepare(merchantId, customerId);
    const result = await db.transaction().execute(async (trx) => {
      const row = await repo.lockMember(trx, merchantId, customerId);
      // A member seen for the first time starts this month: no keep-rank check of a month it had no rank in.
      const state = {
        rankLevel: row.rank_level,
        checkedMonth: row.rank_level === 0 && !row.checked_month ? month : row.checked_month,
        holdMonth: row.hold_month,
      };
      const next = decide(levels, state, month, figures, lastMonth);
      let pending = row.pending_level_up;
      // The entry level (no enabled condition: everyone has it) is where members start, not a level-up:
      // no modal and no push for it.
      const isEntry = (rank: number) => {
        const level = levels.find((l) => l.rank_level === rank);
        return !level || vipConditionKeys.every((k) => !level.conditions[k].enabled);
      };
      const announced = next.changes.filter((c) => c.reason === 'PROMOTE' && !isEntry(c.to));
      let bonusPaid = false;
      // Once per level ever: a level re-reached after a demotion pays nothing again.
      const paidBefore = await repo.bonusPaidLevels(trx, customerId);
      for (const c of next.changes) {
        const level = levels.find((l) => l.rank_level === c.to);
        let paid = 0n;
        if (c.reason === 'PROMOTE' && level && BigInt(level.upgrade_bonus) > 0n && !paidBefore.has(c.to)) {
          const t = await grants.grantBonus(
            {
              merchantId,
              customerId,
              key: `vip-upgrade:${customerId}:${c.to}`,
              amount: BigInt(level.upgrade_bonus),
              required: 0n,
              label: level.name,
              meta: { vipUpgrade: c.to },
            },
            trx,
          );
          if (!t.replayed) paid = BigInt(level.upgrade_bonus);
          bonusPaid = true;
        }
        await repo.insertHistory(trx, {
          merchant_id: merchantId,
          customer_id: customerId,
          from_level: c.from,
          to_level: c.to,
          reason: c.reason,
          upgrade_bonus: paid,
          created_at: now,
        });
        pending =
          c.reason === 'PROMOTE'
            ? isEntry(c.to)
              ? pending
              : c.to
            : pending !== null && pending > c.to
              ? null
              : pending;
      }
      const changed = next.rankLevel !== row.rank_level;
      await repo.updateMember(trx, customerId, {
        rank_level: next.rankLevel,
        checked_month: next.checkedMonth,
        hold_month: next.holdMonth,
        pending_level_up: pending,
        ...(changed ? { since: now } : {}),
        updated_at: now,
      });
      return {
        rankLevel: next.rankLevel,
        changed,
        promoted: announced.length > 0,
        paid: bonusPaid,
      };
    });
    if (result.promoted) deps.publish?.(customerId, { type: 'vipLevelUp', rankLevel: result.rankLevel });
    if (result.paid) deps.publish?.(customerId, { type: 'balance' });
    return result;
  }

  const rankOf = (l: repo.LevelRow, lang: Lang): VipRank => ({
    labelId: l.id,
    labelName: pick(l.name, lang),
    rankLevel: l.rank_level,
    rankColor: l.color,
    rankColor2: l.color2,
  });

  function progressOf(c: VipConditions, figures: Figures, d: number): VipConditionsProgress {
    const out = {} as VipConditionsProgress;
    for (const k of vipConditionKeys) {
      const major = (v: bigint) => (isVipCountKey(k) ? Number(v) : toMajor(v, d));
      out[k] = {
        expected: major(BigInt(c[k].expected)),
        actual: major(figures[k]),
        enabled: c[k].enabled ? 'Y' : 'N',
      };
    }
    return out;
  }

  /** The member's rank recomputed on demand, its levels and this month's figures. */
  async function standing(tenant: Tenant, member: Member) {
    if (member.type !== TRIAL_TYPE) await recompute(tenant.id, tenant.settings, member.id);
    const [levels, row] = await Promise.all([repo.levels(db, tenant.id), repo.memberRow(db, member.id)]);
    const rankLevel = row?.rank_level ?? 0;
    return { levels, row, rankLevel, current: levels.find((l) => l.rank_level === rankLevel) ?? null };
  }

  function minorOf(major: number, d: number, field: string): bigint {
    const v = toMinor(major, d);
    if (v === null || v < 0n) throw new AppError('request_param_err', { [field]: 'validation.pattern.ANY' });
    return v;
  }

  function storedConditions(c: z.output<typeof vipLevelInput>['conditions'], d: number, field: string) {
    const out = {} as VipConditions;
    for (const k of vipConditionKeys)
      out[k] = {
        expected: String(
          isVipCountKey(k) ? BigInt(c[k].expected) : minorOf(c[k].expected, d, `${field}.${k}`),
        ),
        enabled: c[k].enabled,
      };
    return out;
  }

  function boLevel(l: repo.LevelRow, d: number, members: number): BoVipLevel {
    const conds = (c: VipConditions) =>
      Object.fromEntries(
        vipConditionKeys.map((k) => [
          k,
          {
            expected: isVipCountKey(k) ? Number(c[k].expected) : toMajor(BigInt(c[k].expected), d),
            enabled: c[k].enabled,
          },
        ]),
      ) as BoVipLevel['conditions'];
    const reward = (r: VipRewardConfig | null) =>
      r && {
        unlockTime: r.unlockTime,
        announcement: r.announcement as Record<string, string>,
        bonus: toMajor(BigInt(r.bonus), d),
        points: Number(r.points),
        requiredDeposit: toMajor(BigInt(r.requiredDeposit), d),
        requiredBet: toMajor(BigInt(r.requiredBet), d),
      };
    return {
      id: l.id,
      rankLevel: l.rank_level,
      name: l.name as Record<string, string>,
      color: l.color,
      color2: l.color2,
      conditionType: l.condition_type,
      conditions: conds(l.conditions),
      keepConditionType: l.keep_condition_type,
      keepConditions: conds(l.keep_conditions),
      benefits: l.benefits as Record<string, string>[],
      upgradeBonus: toMajor(BigInt(l.upgrade_bonus), d),
      rewards: {
        DAILY: reward(l.rewards.DAILY),
        WEEKLY: reward(l.rewards.WEEKLY),
        MONTHLY: reward(l.rewards.MONTHLY),
      },
      members,
      updatedAt: new Date(l.updated_at).toISOString(),
    };
  }

  /** Whether a member may claim a period's reward now, and why not. */
  async function rewardState(
    tenant: Tenant,
    member: Member,
    level: repo.LevelRow,
    type: RewardType,
    now: Date,
  ) {
    const config = level.rewards[type];
    if (!config) return null;
    const period = rewardPeriod(type, now, timeZoneOf(tenant.settings), config.unlockTime);
    const upTo = new Date(now.getTime() + 1);
    const window: Window = { type: 'RANGE', start: period.start, end: upTo < period.end ? upTo : period.end };
    const [deposit, bet, claimed] = await Promise.all([
      conditions.measure(member.id, { kind: 'DEPOSIT_AMOUNT', target: 0n, window }),
      conditions.measure(member.id, { kind: 'VALID_BET', target: 0n, window }),
      repo.claimedPeriods(db, member.id, [{ type, key: period.key }]),
    ]);
    const isClaimed = claimed.has(`${type}:${period.key}`);
    const met = deposit >= BigInt(config.requiredDeposit) && bet >= BigInt(config.requiredBet);
    const unlocked = now >= period.unlock;
    return { config, period, deposit, bet, claimed: isClaimed, met, unlocked };
  }

  return {
    recompute,

    /** The job (decision 0062): every member of every merchant with levels, brought up to date. */
    async recomputeAll() {
      let members = 0;
      let changed = 0;
      for (const m of await repo.merchantsWithLevels(db))
        for (const id of await repo.rankedCustomers(db, m.id)) {
          members++;
          if ((await recompute(m.id, m.settings, id)).changed) changed++;
        }
      return { members, changed };
    },

    /** `getPlayerRankProgress`: the rank, the next level's conditions and the keep-rank conditions. */
    async progress(tenant: Tenant, member: Member, lang: Lang): Promise<VipProgressValue> {
      const { levels, row, current } = await standing(tenant, member);
      const d = tenant.settings.currency.decimals;
      const now = clock.now();
      const figures = await figuresNow(member.id, tenant.settings, now);
      const next = levels.find((l) => l.rank_level > (current?.rank_level ?? 0)) ?? null;
      const up = next ? evaluate(next.condition_type, next.conditions, figures) : { completed: 0, total: 0 };
      const keep = current?.keep_condition_type
        ? evaluate(current.keep_condition_type, current.keep_conditions, figures)
        : { completed: 0, total: 0 };
      const pendingLevel = row?.pending_level_up
        ? levels.find((l) => l.rank_level === row.pending_level_up)
        : undefined;
      return {
        current: current && rankOf(current, lang),
        playerRankProgress: {
          labelId: next?.id ?? null,
          labelName: next ? pick(next.name, lang) : null,
          ranklevel: next?.rank_level ?? null,
          rankColor: next?.color ?? null,
          rankColor2: next?.color2 ?? null,
          conditionType: next?.condition_type ?? null,
          condition: next ? progressOf(next.conditions, figures, d) : null,
          demoteConditionType: current?.keep_condition_type ?? null,
          demoteCondition: current?.keep_condition_type
            ? progressOf(current.keep_conditions, figures, d)
            : null,
        },
        currentProgress: {
          completedConditions: up.completed,
          totalExpectedConditions: up.total,
          completedDemoteConditions: keep.completed,
          totalExpectedDemoteConditions: keep.total,
        },
        levelUp: pendingLevel
          ? {
              rankLevel: pendingLevel.rank_level,
              labelName: pick(pendingLevel.name, lang),
              benefits: pendingLevel.benefits.map((b) => pick(b, lang)),
            }
          : null,
      };
    },

    /** The level-up modal was seen: it does not show again. */
    async ackLevelUp(member: Member) {
      await repo.clearPending(db, member.id);
    },

    /** `getPlayerRankNearbyLevels`: the whole ladder with the member's figures against each level. */
    async levels(tenant: Tenant, member: Member, lang: Lang) {
      const { levels, current } = await standing(tenant, member);
      const figures = await figuresNow(member.id, tenant.settings, clock.now());
      const d = tenant.settings.currency.decimals;
      return {
        currentPlayerRankLabelId: current?.id ?? null,
        levels: levels.map((l) => ({
          ...rankOf(l, lang),
          upgradeBonus: toMajor(BigInt(l.upgrade_bonus), d),
          conditionType: l.condition_type,
          condition: progressOf(l.conditions, figures, d),
        })),
      };
    },

    /** `getMemberClubBenefit`: each level's benefits. */
    async benefits(tenant: Tenant, lang: Lang) {
      return (await repo.levels(db, tenant.id)).map((l) => ({
        labelId: l.id,
        rankLevel: l.rank_level,
        labelName: pick(l.name, lang),
        benefits: l.benefits.map((b, i) => ({ benefit: String(i + 1), benefitName: pick(b, lang) })),
      }));
    },

    /** `getRankSalaryRewardDetail`: the member's level's daily, weekly and monthly rewards now. */
    async rewardDetail(tenant: Tenant, member: Member, lang: Lang) {
      const { current } = await standing(tenant, member);
      const d = tenant.settings.currency.decimals;
      const now = clock.now();
      const detail = async (type: RewardType): Promise<VipRewardDetail | null> => {
        if (!current) return null;
        const s = await rewardState(tenant, member, current, type, now);
        if (!s) return null;
        return {
          type,
          unlockTime: s.period.unlock.toISOString(),
          periodStart: s.period.start.toISOString(),
          periodEnd: s.period.end.toISOString(),
          remainingSeconds: Math.max(0, Math.ceil((s.period.unlock.getTime() - now.getTime()) / 1000)),
          announcementContent: pick(s.config.announcement, lang),
          claimed: s.claimed,
          claimable: s.unlocked && !s.claimed && s.met,
          rewards: [
            {
              name: pick(current.name, lang),
              bonus: toMajor(BigInt(s.config.bonus), d),
              point: Number(s.config.points),
              requiredDepositAmount: toMajor(BigInt(s.config.requiredDeposit), d),
              requiredBetAmount: toMajor(BigInt(s.config.requiredBet), d),
              depositAmount: toMajor(s.deposit, d),
              betAmount: toMajor(s.bet, d),
            },
          ],
        };
      };
      return {
        dailyConfig: await detail('DAILY'),
        weeklyConfig: await detail('WEEKLY'),
        monthlyConfig: await detail('MONTHLY'),
      };
    },

    /**
     * Claims this period's rank reward of a type: unlocked, requirements met in the period, once per period
     * (the claim row is unique per member, type and period; it and its grants commit together).
     */
    async claim(tenant: Tenant, member: Member, type: VipRewardType) {
      if (member.type === TRIAL_TYPE) throw new AppError('trial.account.forbidden');
      const { current } = await standing(tenant, member);
      const now = clock.now();
      const s = current ? await rewardState(tenant, member, current, type, now) : null;
      if (!current || !s || !s.unlocked) throw new AppError('vip.reward.locked');
      if (s.claimed) throw new AppError('vip.reward.claimed');
      const d = tenant.settings.currency.decimals;
      if (s.deposit < BigInt(s.config.requiredDeposit))
        throw new AppError('claim_deposit_required', {
          accumulatedDepositAmount: toMajor(s.deposit, d),
          requiredDepositAmount: toMajor(BigInt(s.config.requiredDeposit), d),
        });
      if (s.bet < BigInt(s.config.requiredBet))
        throw new AppError('claim_bet_required', {
          actualBet: toMajor(s.bet, d),
          requiredValidBet: toMajor(BigInt(s.config.requiredBet), d),
        });
      const bonus = BigInt(s.config.bonus);
      const points = BigInt(s.config.points);
      await grants.prepare(tenant.id, member.id);
      await db.transaction().execute(async (trx) => {
        const id = await repo.insertClaim(trx, {
          merchant_id: tenant.id,
          customer_id: member.id,
          type,
          period_key: s.period.key,
          rank_level: current.rank_level,
          name: current.name,
          bonus,
          points,
          created_at: now,
        });
        if (id === null) throw new AppError('vip.reward.claimed');
        const meta = { vipClaim: String(id) };
        if (bonus > 0n)
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: member.id,
              key: `vip-reward:${id}`,
              amount: bonus,
              required: 0n,
              label: current.name,
              meta,
            },
            trx,
          );
        if (points > 0n)
          await grants.grantPoints(
            { merchantId: tenant.id, customerId: member.id, key: `vip-reward:${id}:points`, points, meta },
            trx,
          );
      });
      deps.publish?.(member.id, { type: 'reward', source: 'vip' });
      return { type, bonusAmount: toMajor(bonus, d), pointAmount: Number(points) };
    },

    /** `getRankSalaryClaimHistory`: the member's claims between two local days (inclusive), newest first. */
    async claimHistory(tenant: Tenant, member: Member, q: z.output<typeof vipClaimHistoryQuery>, lang: Lang) {
      const tz = timeZoneOf(tenant.settings);
      if (q.claimDateFrom && q.claimDateTo && q.claimDateFrom > q.claimDateTo)
        throw new AppError('request_param_err', { claimDateTo: 'range' });
      const { rows, total } = await repo.claimHistory(db, member.id, {
        from: q.claimDateFrom ? localMidnight(q.claimDateFrom, tz) : null,
        to: q.claimDateTo ? localMidnight(addDays(q.claimDateTo, 1), tz) : null,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      const d = tenant.settings.currency.decimals;
      return {
        content: rows.map((r) => ({
          id: r.id,
          claimDate: new Date(r.created_at).toISOString(),
          promoName: pick(r.name, lang),
          type: r.type,
          bonusAmount: toMajor(BigInt(r.bonus), d),
          pointAmount: Number(r.points),
        })),
        totalElements: total,
        totalPages: Math.ceil(total / q.size),
      };
    },

    /** `getPlayerRankRule`: the merchant's rules text in the language. */
    async rule(tenant: Tenant, lang: Lang) {
      return { content: pick(await repo.rules(db, tenant.id), lang) };
    },

    /** The member info's `clubLabel` and `memberLabel` (spec section 3). */
    async labels(merchantId: number, customerId: number, lang: Lang) {
      const [row, levels, staff] = await Promise.all([
        repo.memberRow(db, customerId),
        repo.levels(db, merchantId),
        deps.staffLabels(customerId),
      ]);
      // Before the first computation of its rank a member is at the entry level (a level without an enabled
      // condition, which everyone reaches); trial accounts have no rank.
      const entry = levels
        .filter((l) => vipConditionKeys.every((k) => !l.conditions[k].enabled))
        .sort((a, b) => a.rank_level - b.rank_level)[0];
      const level = row
        ? row.rank_level > 0
          ? levels.find((l) => l.rank_level === row.rank_level)
          : undefined
        : entry && !(await repo.isTrial(db, customerId))
          ? entry
          : undefined;
      return {
        clubLabel: level
          ? {
              labelName: pick(level.name, lang),
              color: level.color,
              color2: level.color2,
              rankLevel: level.rank_level,
            }
          : null,
        memberLabel: staff.map((labelName) => ({ labelName, color: labelColour(labelName) })),
      };
    },

    // ---- back office ----

    async boLevels(tenant: Tenant) {
      const d = tenant.settings.currency.decimals;
      const [levels, counts] = await Promise.all([
        repo.levels(db, tenant.id),
        repo.memberCounts(db, tenant.id),
      ]);
      return levels.map((l) => boLevel(l, d, counts.get(l.rank_level) ?? 0));
    },

    /** Creates (id null) or replaces a level; the rank level must be the merchant's only one of that number. */
    async saveLevel(tenant: Tenant, id: number | null, input: z.output<typeof vipLevelInput>) {
      const d = tenant.settings.currency.decimals;
      const before = id === null ? null : await repo.levelById(db, tenant.id, id);
      if (id !== null && !before) throw new AppError('not.found');
      if (await repo.rankTaken(db, tenant.id, input.rankLevel, id)) throw new AppError('vip.level.duplicate');
      if (
        before &&
        before.rank_level !== input.rankLevel &&
        ((await repo.memberCounts(db, tenant.id)).get(before.rank_level) ?? 0) > 0
      )
        throw new AppError('vip.level.in.use');
      const reward = (
        r: z.output<typeof vipLevelInput>['rewards']['DAILY'],
        t: RewardType,
      ): VipRewardConfig | null =>
        r && {
          unlockTime: r.unlockTime,
          announcement: r.announcement,
          bonus: String(minorOf(r.bonus, d, `rewards.${t}.bonus`)),
          points: String(r.points),
          requiredDeposit: String(minorOf(r.requiredDeposit, d, `rewards.${t}.requiredDeposit`)),
          requiredBet: String(minorOf(r.requiredBet, d, `rewards.${t}.requiredBet`)),
        };
      const values: repo.LevelValues = {
        rank_level: input.rankLevel,
        name: input.name,
        color: input.color.toLowerCase(),
        color2: input.color2.toLowerCase(),
        condition_type: input.conditionType,
        conditions: storedConditions(input.conditions, d, 'conditions'),
        keep_condition_type: input.keepConditionType,
        keep_conditions: storedConditions(input.keepConditions, d, 'keepConditions'),
        benefits: input.benefits,
        upgrade_bonus: minorOf(input.upgradeBonus, d, 'upgradeBonus'),
        rewards: {
          DAILY: reward(input.rewards.DAILY, 'DAILY'),
          WEEKLY: reward(input.rewards.WEEKLY, 'WEEKLY'),
          MONTHLY: reward(input.rewards.MONTHLY, 'MONTHLY'),
        },
      };
      const now = clock.now();
      let savedId = id;
      if (id === null) {
        savedId = await repo.insertLevel(db, tenant.id, values, now);
        if (savedId === null) throw new AppError('vip.level.duplicate');
      } else await repo.updateLevel(db, tenant.id, id, values, now);
      const after = (await repo.levelById(db, tenant.id, savedId!))!;
      const counts = await repo.memberCounts(db, tenant.id);
      return {
        before: before ? boLevel(before, d, counts.get(before.rank_level) ?? 0) : null,
        after: boLevel(after, d, counts.get(after.rank_level) ?? 0),
      };
    },

    /** Deletes a level no member holds. */
    async deleteLevel(tenant: Tenant, id: number) {
      const d = tenant.settings.currency.decimals;
      const before = await repo.levelById(db, tenant.id, id);
      if (!before) throw new AppError('not.found');
      if (((await repo.memberCounts(db, tenant.id)).get(before.rank_level) ?? 0) > 0)
        throw new AppError('vip.level.in.use');
      await repo.deleteLevel(db, tenant.id, id);
      return boLevel(before, d, 0);
    },

    async boRules(tenant: Tenant) {
      return (await repo.rules(db, tenant.id)) as Record<string, string>;
    },

    async saveRules(tenant: Tenant, content: Partial<LocalizedText>) {
      const before = await repo.rules(db, tenant.id);
      await repo.saveRules(db, tenant.id, content, clock.now());
      return { before, after: content };
    },

    /** A member's rank (brought up to date), this month's figures and rank history. */
    async boMember(tenant: Tenant, username: string, lang: Lang) {
      const c = await repo.customerByUsername(db, tenant.id, username);
      if (!c) throw new AppError('not.found');
      if (c.type !== TRIAL_TYPE) await recompute(tenant.id, tenant.settings, c.id);
      const [row, levels, history, figures] = await Promise.all([
        repo.memberRow(db, c.id),
        repo.levels(db, tenant.id),
        repo.history(db, c.id),
        figuresNow(c.id, tenant.settings, clock.now()),
      ]);
      const d = tenant.settings.currency.decimals;
      const level = levels.find((l) => l.rank_level === (row?.rank_level ?? 0));
      return {
        username: c.username,
        rankLevel: row?.rank_level ?? 0,
        labelName: level ? pick(level.name, lang) : null,
        since: row?.since ? new Date(row.since).toISOString() : null,
        figures: Object.fromEntries(
          vipConditionKeys.map((k) => [k, isVipCountKey(k) ? Number(figures[k]) : toMajor(figures[k], d)]),
        ),
        history: history.map((h) => ({
          fromLevel: h.from_level,
          toLevel: h.to_level,
          reason: h.reason,
          upgradeBonus: toMajor(BigInt(h.upgrade_bonus), d),
          createdAt: new Date(h.created_at).toISOString(),
        })),
      };
    },

    async boClaims(tenant: Tenant, q: { username?: string; page: number; pageSize: number }) {
      const d = tenant.settings.currency.decimals;
      const { rows, total } = await repo.merchantClaims(db, tenant.id, {
        username: q.username || null,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        rows: rows.map((r) => ({
          id: r.id,
          username: r.username,
          type: r.type,
          periodKey: r.period_key,
          rankLevel: r.rank_level,
          bonusAmount: toMajor(BigInt(r.bonus), d),
          pointAmount: Number(r.points),
          createdAt: new Date(r.created_at).toISOString(),
        })),
        total,
      };
    },
  };
}
export type Vip = ReturnType<typeof createVip>;
