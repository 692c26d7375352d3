import type { SignInConfigInput } from '@portal/contract';
import { signInConfigInput } from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Conditions, ProfileField, Window } from '../rewards/conditions.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Publish } from '../../lib/live-hub.ts';
import * as repo from './repository.ts';
import type { SignInConfigRow } from './repository.ts';
import { addDays, localDay as businessDay, localMidnight as dayStart } from '../../lib/time-zone.ts';

export { addDays, businessDay, dayStart };

type Member = { id: number; merchantId: number; username: string; type: number };
type Type = 'N' | 'W' | 'M' | 'C';
type DayState = 'CLAIMED' | 'TODAY' | 'LOCKED' | 'MISSED' | 'NONE';
type RequiredInfo = 'MOBILE_VERIFIED' | 'BANK_CARD' | 'CONTACT_NUMBER';
/** A day reward as stored: minor units and whole points as strings. */
type StoredDay = SignInConfigRow['days'][number];

/** Sort order of the config list (inventory 1.4.1): C > M > W > N. */
const TYPE_ORDER: Record<Type, number> = { C: 0, M: 1, W: 2, N: 3 };
const pick = (t: Partial<Record<string, string>>, lang: Lang) => t[lang] || t.TW || t.EN || '';

// ---- business days (decision 0042): YYYY-MM-DD in the merchant's business time zone ----

/** 0 Sunday … 6 Saturday. */
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
function nextMonth(first: string): string {
  const d = new Date(`${first}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** Where a config stands for a member now: the period, the day that pays now, and the calendar. */
interface Standing {
  /** The claim row's period key: N and C the business day; W the week's Sunday; M the month's first day. */
  periodKey: string;
  /** The calendar's first and last day (inclusive start, exclusive end), as business days. */
  periodStart: string;
  periodEnd: string;
  /** The day number that pays now. */
  dayNo: number;
  /** Whether this period's reward was taken. */
  claimed: boolean;
  /** The conditions' window: N the day; W the week; M the month; C the streak up to the end of today. */
  window: { from: string; to: string };
  calendar: { dayNo: number; date: string; reward: StoredDay; state: DayState }[];
}

/** The reward centre's menu kinds other than sign-in (inventory 1.4.1), in the order the wire lists them. */
const rewardKinds = [
  'REGISTER',
  'SAVIOR',
  'MANUAL',
  'RAFFLE',
  'TICKET',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
  'MISSION',
  'REFERRAL',
] as const;
export type RewardKind = (typeof rewardKinds)[number];
/** A reward kind's menu entry for one member: offered at all, and how many rewards are claimable now. */
export type KindCount = (tenant: Tenant, member: Member) => Promise<{ enabled: boolean; count: number }>;

const zero: StoredDay = { dayNo: 0, bonus: '0', points: '0', deposit: '0', validBet: '0' };

export function createSignIn(
  db: Db,
  deps: {
    conditions: Conditions;
    grants: Grants;
    /** Live pushes to the member's open pages (a reward paid). */
    publish?: Publish;
    /**
     * The other reward kinds of the reward centre's menu, each from its own service (MISSION: the number
     * `MCSFE_getMissionCount` answers). A kind without a provider is not offered.
     */
    kinds: Partial<Record<RewardKind, KindCount>>;
  },
) {
  const { conditions, grants } = deps;

  function isOpen(c: SignInConfigRow, now: Date): 'OPEN' | 'NOT_YET' | 'CLOSED' {
    if (!c.enabled) return 'CLOSED';
    if (c.no_expiry) return 'OPEN';
    if (c.start_at && now < new Date(c.start_at)) return 'NOT_YET';
    if (c.end_at && now >= new Date(c.end_at)) return 'CLOSED';
    return 'OPEN';
  }

  async function standing(tenant: Tenant, member: Member, c: SignInConfigRow, now: Date): Promise<Standing> {
    const tz = timeZoneOf(tenant.settings);
    const today = businessDay(now, tz);
    const days = [...c.days].sort((a, b) => a.dayNo - b.dayNo);
    const claims = await repo.claimsOf(db, member.id, c.id);
    const type = c.type as Type;
    if (type === 'N') {
      // The calendar is the current week, Sunday to Saturday; one reward for every day or one per weekday.
      const start = addDays(today, -weekday(today));
      const claimedDays = new Set(claims.map((x) => x.period_key));
      // Days before the member registered, or before the sign-in opened, were never on offer.
      const joined = await repo.memberSince(db, member.id);
      const firstDay = [joined, c.no_expiry ? null : c.start_at]
        .filter((d): d is Date => d !== null)
        .map((d) => businessDay(new Date(d), tz))
        .reduce((a, b) => (a > b ? a : b), '');
      const calendar = Array.from({ length: 7 }, (_, i) => {
        const date = addDays(start, i);
        const reward = days.length === 1 ? days[0]! : (days.find((d) => d.dayNo === i + 1) ?? zero);
        const state: DayState = claimedDays.has(date)
          ? 'CLAIMED'
          : date === today
            ? 'TODAY'
            : date < today
              ? date < firstDay
                ? 'NONE'
                : 'MISSED'
              : 'LOCKED';
        return { dayNo: i + 1, date, reward, state };
      });
      return {
        periodKey: today,
        periodStart: start,
        periodEnd: addDays(start, 7),
        dayNo: weekday(today) + 1,
        claimed: claimedDays.has(today),
        window: { from: today, to: addDays(today, 1) },
        calendar,
      };
    }
    if (type === 'W' || type === 'M') {
      const start = type === 'W' ? addDays(today, -weekday(today)) : `${today.slice(0, 7)}-01`;
      const end = type === 'W' ? addDays(start, 7) : nextMonth(start);
      const claimed = claims.some((x) => x.period_key === start);
      return {
        periodKey: start,
        periodStart: start,
        periodEnd: end,
        dayNo: 1,
        claimed,
        window: { from: start, to: end },
        calendar: [{ dayNo: 1, date: start, reward: days[0] ?? zero, state: claimed ? 'CLAIMED' : 'TODAY' }],
      };
    }
    // C: day k of the streak pays the k-th reward; a missed day starts again at day 1; after the last day
    // the next day starts a new cycle at day 1.
    const last = claims[0];
    let dayNo = 1;
    let claimed = false;
    if (last?.period_key === today) {
      dayNo = last.day_no;
      claimed = true;
    } else if (last?.period_key === addDays(today, -1)) {
      dayNo = last.day_no >= days.length ? 1 : last.day_no + 1;
    }
    const streakStart = addDays(today, -(dayNo - 1));
    const calendar = days.map((reward, i) => {
      const n = i + 1;
      const state: DayState =
        n < dayNo || (n === dayNo && claimed) ? 'CLAIMED' : n === dayNo ? 'TODAY' : 'LOCKED';
      return { dayNo: n, date: addDays(streakStart, i), reward, state };
    });
    return {
      periodKey: today,
      periodStart: streakStart,
      periodEnd: addDays(streakStart, days.length),
      dayNo,
      claimed,
      window: { from: streakStart, to: addDays(today, 1) },
      calendar,
    };
  }

  const rangeOf = (tenant: Tenant, w: { from: string; to: string }): Window => {
    const tz = timeZoneOf(tenant.settings);
    return { type: 'RANGE', start: dayStart(w.from, tz), end: dayStart(w.to, tz) };
  };

  /**
   * The first unmet requirement of today's reward, as the error the member sees (required information,
   * then deposit, then valid bet), or null when every one is met. Measured only by the rule engine.
   */
  async function unmet(tenant: Tenant, member: Member, c: SignInConfigRow, s: Standing, reward: StoredDay) {
    const d = tenant.settings.currency.decimals;
    const required = c.required_info as RequiredInfo[];
    const missing: RequiredInfo[] = [];
    for (const field of required) {
      const r = await conditions.evaluate(member.id, {
        kind: 'PROFILE_COMPLETE',
        target: 1n,
        filter: { fields: [field as ProfileField] },
        window: { type: 'HISTORY' },
      });
      if (!r.met) missing.push(field);
    }
    if (missing.length)
      return new AppError('required_member_information_incomplete', { requiredInformation: missing });
    const window = rangeOf(tenant, s.window);
    const deposit = BigInt(reward.deposit);
    if (deposit > 0n) {
      const r = await conditions.evaluate(member.id, { kind: 'DEPOSIT_AMOUNT', target: deposit, window });
      if (!r.met)
        return new AppError('claim_deposit_required', {
          accumulatedDepositAmount: toMajor(r.actual, d),
          requiredDepositAmount: toMajor(r.target, d),
        });
    }
    const bet = BigInt(reward.validBet);
    if (bet > 0n) {
      const r = await conditions.evaluate(member.id, { kind: 'VALID_BET', target: bet, window });
      if (!r.met)
        return new AppError('claim_bet_required', {
          actualBet: toMajor(r.actual, d),
          requiredValidBet: toMajor(r.target, d),
        });
    }
    return null;
  }

  async function loadConfig(tenant: Tenant, configId: string) {
    const c = await repo.configById(db, tenant.id, Number(configId));
    if (!c || !c.enabled) throw new AppError('not.found');
    return c;
  }

  /** Rewards the member can take right now over every open config (the LOGIN count). */
  async function claimableNow(tenant: Tenant, member: Member) {
    const now = clock.now();
    const configs = await repo.openConfigs(db, tenant.id, now);
    let count = 0;
    for (const c of configs) {
      const s = await standing(tenant, member, c, now);
      const today = s.calendar.find((x) => x.state === 'TODAY');
      if (today && !(await unmet(tenant, member, c, s, today.reward))) count++;
    }
    return { open: configs.length, count };
  }

  function boShape(tenant: Tenant, c: SignInConfigRow, claims: number) {
    const d = tenant.settings.currency.decimals;
    return {
      id: String(c.id),
      type: c.type as Type,
      name: c.name as Record<string, string>,
      description: c.description as Record<string, string>,
      noExpiry: c.no_expiry,
      startTime: c.start_at ? new Date(c.start_at).toISOString() : null,
      endTime: c.end_at ? new Date(c.end_at).toISOString() : null,
      enabled: c.enabled,
      turnoverMultiple: c.turnover_multiple,
      requiredInformation: c.required_info as RequiredInfo[],
      days: c.days.map((x) => ({
        dayNo: x.dayNo,
        amount: toMajor(BigInt(x.bonus), d),
        pointAmount: Number(x.points),
        depositAmount: toMajor(BigInt(x.deposit), d),
        validBetAmount: toMajor(BigInt(x.validBet), d),
      })),
      claims,
    };
  }

  return {
    standing,

    /** `getLoginPromotion`: the open configs, C > M > W > N. */
    async configs(tenant: Tenant, lang: Lang) {
      const rows = await repo.openConfigs(db, tenant.id, clock.now());
      return rows
        .sort((a, b) => TYPE_ORDER[a.type as Type] - TYPE_ORDER[b.type as Type] || a.id - b.id)
        .map((c) => ({
          configId: String(c.id),
          type: c.type as Type,
          name: pick(c.name, lang),
          description: pick(c.description, lang),
          noExpiry: c.no_expiry,
          startTime: c.start_at ? new Date(c.start_at).toISOString() : null,
          endTime: c.end_at ? new Date(c.end_at).toISOString() : null,
        }));
    },

    /** `getLoginPromotionConfigHistory`: the calendar of the current period and the member's totals. */
    async history(tenant: Tenant, member: Member, lang: Lang, configId: string) {
      const now = clock.now();
      const c = await loadConfig(tenant, configId);
      const d = tenant.settings.currency.decimals;
      const s = await standing(tenant, member, c, now);
      const claims = await repo.claimsOf(db, member.id, c.id);
      const money = (v: string) => toMajor(BigInt(v), d);
      return {
        configId: String(c.id),
        type: c.type as Type,
        name: pick(c.name, lang),
        description: pick(c.description, lang),
        periodStart: s.periodStart,
        periodEnd: s.periodEnd,
        requiredInformation: c.required_info as RequiredInfo[],
        turnoverMultiple: c.turnover_multiple,
        list: s.calendar.map((x) => ({
          id: `${c.id}-${x.dayNo}`,
          dayNo: x.dayNo,
          dayCount: x.dayNo,
          date: x.date,
          amount: money(x.reward.bonus),
          pointAmount: Number(x.reward.points),
          depositAmount: money(x.reward.deposit),
          validBetAmount: money(x.reward.validBet),
          hasClaimed: x.state === 'CLAIMED',
          state: isOpen(c, now) === 'OPEN' || x.state === 'CLAIMED' ? x.state : ('LOCKED' as const),
        })),
        totalClaimedAmount: toMajor(
          claims.reduce((sum, x) => sum + x.bonus, 0n),
          d,
        ),
        totalClaimedPointAmount: Number(claims.reduce((sum, x) => sum + x.points, 0n)),
        dayCountClaimed: claims.length,
      };
    },

    /**
     * `claimLoginPromotion {id}` (`<configId>-<dayNo>`): this period's reward, once. The claim row (unique per
     * member, config and period) and its grants (`signin:<claimId>`, `signin:<claimId>:points`) commit in
     * one transaction; a concurrent second claim finds the row and is refused.
     */
    async claim(tenant: Tenant, member: Member, id: string) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const [configId, dayText] = id.split('-');
      const c = await loadConfig(tenant, configId!);
      const now = clock.now();
      const open = isOpen(c, now);
      if (open === 'NOT_YET') throw new AppError('signin.not.open');
      if (open === 'CLOSED') throw new AppError('signin.closed');
      const s = await standing(tenant, member, c, now);
      const day = s.calendar.find((x) => x.dayNo === Number(dayText));
      if (!day) throw new AppError('not.found');
      if (day.state === 'CLAIMED') throw new AppError('signin.already.claimed');
      if (day.state === 'LOCKED') throw new AppError('signin.not.open');
      // Only this period's day pays: a missed day, or one before the member registered, never does.
      if (day.state !== 'TODAY') throw new AppError('signin.closed');
      const refusal = await unmet(tenant, member, c, s, day.reward);
      if (refusal) throw refusal;
      const bonus = BigInt(day.reward.bonus);
      const points = BigInt(day.reward.points);
      await grants.prepare(tenant.id, member.id);
      await db.transaction().execute(async (trx) => {
        const row = await repo.insertClaim(trx, {
          merchantId: tenant.id,
          customerId: member.id,
          configId: c.id,
          periodKey: s.periodKey,
          dayNo: day.dayNo,
          bonus,
          points,
        });
        if (!row) throw new AppError('signin.already.claimed');
        const meta = { signInClaim: String(row.id) };
        if (bonus > 0n)
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: member.id,
              key: `signin:${row.id}`,
              amount: bonus,
              required: bonus * BigInt(c.turnover_multiple),
              label: c.name as Record<string, string>,
              meta,
            },
            trx,
          );
        if (points > 0n)
          await grants.grantPoints(
            { merchantId: tenant.id, customerId: member.id, key: `signin:${row.id}:points`, points, meta },
            trx,
          );
      });
      deps.publish?.(member.id, { type: 'reward', source: 'signin' });
      const d = tenant.settings.currency.decimals;
      return {
        configId: String(c.id),
        dayNo: day.dayNo,
        amount: toMajor(bonus, d),
        pointAmount: Number(points),
        turnoverMultiple: c.turnover_multiple,
      };
    },

    /**
     * `getAvailablePromotions`: LOGIN from the sign-in configs (enabled: one is open; count: rewards
     * claimable now), MISSION from the missions service's count; kinds not built yet are not offered.
     */
    async available(tenant: Tenant, member: Member) {
      const login = await claimableNow(tenant, member);
      const content = { LOGIN: { enabled: login.open > 0, count: login.count } } as Record<
        'LOGIN' | RewardKind,
        { enabled: boolean; count: number }
      >;
      for (const kind of rewardKinds) {
        const provider = deps.kinds[kind];
        content[kind] = provider ? await provider(tenant, member) : { enabled: false, count: 0 };
      }
      return { content };
    },

    /**
     * `getPromoReward` (decision 0052): the member's total promotion earnings, cash and points, from the
     * grants on the ledger; offered while the merchant shows it (DISPTOTPROMEARN3).
     */
    async promoReward(tenant: Tenant, member: Member) {
      if (!isModuleEnabled(tenant.info.whitelabel, modIds.totalPromoEarnings))
        throw new AppError('function.not.available');
      const earned = await grants.earned(tenant.id, member.id);
      return {
        totalAmount: toMajor(earned.cash, tenant.settings.currency.decimals),
        totalPoint: Number(earned.points),
      };
    },

    // ---- back office ----
    async list(tenant: Tenant) {
      const rows = await repo.allConfigs(db, tenant.id);
      return rows.map((r) => boShape(tenant, r, Number(r.claims)));
    },
    async get(tenant: Tenant, id: number) {
      const c = await repo.configById(db, tenant.id, id);
      if (!c) throw new AppError('not.found');
      return boShape(tenant, c, Number((await repo.claimCount(db, c.id)).n));
    },
    async save(tenant: Tenant, id: number | null, raw: SignInConfigInput) {
      const input = signInConfigInput.parse(raw);
      const d = tenant.settings.currency.decimals;
      const before = id === null ? null : await this.get(tenant, id);
      const minor = (v: number) => String(toMinor(v, d) ?? 0n);
      const savedId = await repo.saveConfig(db, tenant.id, id, {
        type: input.type,
        name: JSON.stringify(input.name),
        description: JSON.stringify(input.description),
        no_expiry: input.noExpiry,
        start_at: input.noExpiry || !input.startTime ? null : new Date(input.startTime),
        end_at: input.noExpiry || !input.endTime ? null : new Date(input.endTime),
        enabled: input.enabled,
        turnover_multiple: input.turnoverMultiple,
        required_info: JSON.stringify(input.requiredInformation),
        days: JSON.stringify(
          [...input.days]
            .sort((a, b) => a.dayNo - b.dayNo)
            .map((x) => ({
              dayNo: x.dayNo,
              bonus: minor(x.amount),
              points: String(x.pointAmount),
              deposit: minor(x.depositAmount),
              validBet: minor(x.validBetAmount),
            })),
        ),
      });
      return { before, after: await this.get(tenant, savedId) };
    },
    async claims(tenant: Tenant, configId: number | null) {
      const d = tenant.settings.currency.decimals;
      return (await repo.claims(db, tenant.id, configId)).map((c) => ({
        id: String(c.id),
        username: c.username,
        configId: String(c.config_id),
        periodKey: c.period_key,
        dayNo: c.day_no,
        amount: toMajor(c.bonus, d),
        pointAmount: Number(c.points),
        createdAt: new Date(c.created_at).toISOString(),
      }));
    },
  };
}
export type SignIn = ReturnType<typeof createSignIn>;
