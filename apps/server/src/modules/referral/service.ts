import { randomInt } from 'node:crypto';
import type { Transaction } from 'kysely';
import type {
  ReferralAchievementsValue,
  ReferralBoardValue,
  ReferralDetailsValue,
  ReferralFriendQuery,
  ReferralFriendsValue,
  ReferralIncomeFigures,
  ReferralInviteQuery,
  ReferralOverviewValue,
  ReferralProgramValue,
  ReferralRecordQuery,
  ReferralRecordsValue,
  ReferralSettings,
  ReferralSettingsValue,
  BoReferralReportValue,
} from '@portal/contract';
import { referralFriendQuery, referralInviteQuery, referralRecordQuery } from '@portal/contract';
import { gameTypes, isModuleEnabled, modIds, type GameType } from '@portal/contract/constants';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Publish } from '../../lib/live-hub.ts';
import { addDays, localDay, localMidnight, timeZoneOf } from '../../lib/time-zone.ts';
import { maskName } from '../games/service.ts';
import type { Tenant } from '../merchants/service.ts';
import { validBetOf } from '../rewards/conditions.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Ledger } from '../wallet/ledger.ts';
import * as repo from './repository.ts';

type Member = { id: number; merchantId: number; username: string; type: number };
type Trx = Transaction<Database>;

/**
 * The settings as stored: money in minor units as text, and when each rebate was last switched on (it
 * pays deposits and bets from then on, never back-pays a time it was off).
 */
export interface StoredReferralConfig {
  invitationRewardEnabled: boolean;
  invitationReward: string;
  achievementEnabled: boolean;
  tiers: { id: number; invitedTarget: number; depositTarget: number; bonus: string }[];
  depositRebateEnabled: boolean;
  depositRebateBp: number;
  depositRebateSince: string | null;
  bettingRebateEnabled: boolean;
  bettingRebateBp: Partial<Record<GameType, number>>;
  bettingRebateSince: string | null;
  promotionDomains: string[];
  rules: { TW: string; EN: string; VI: string };
}

export const emptyReferralConfig = (): StoredReferralConfig => ({
  invitationRewardEnabled: false,
  invitationReward: '0',
  achievementEnabled: false,
  tiers: [],
  depositRebateEnabled: false,
  depositRebateBp: 0,
  depositRebateSince: null,
  bettingRebateEnabled: false,
  bettingRebateBp: {},
  bettingRebateSince: null,
  promotionDomains: [],
  rules: { TW: '', EN: '', VI: '' },
});

/** The bonus names on the account record and bonus details. */
const LABELS: Record<repo.IncomeKind, Record<string, string>> = {
  INVITATION: { TW: '邀請獎勵', EN: 'Invitation reward', VI: 'Thưởng mời bạn' },
  ACHIEVEMENT: { TW: '邀請成就獎勵', EN: 'Referral achievement', VI: 'Thưởng thành tích giới thiệu' },
  DEPOSIT: { TW: '好友存款返利', EN: 'Friend deposit rebate', VI: 'Hoàn trả nạp tiền của bạn bè' },
  BETTING: { TW: '好友投注返利', EN: 'Friend betting rebate', VI: 'Hoàn trả cược của bạn bè' },
};

/** Code alphabet: no 0/O, 1/I/L, so a code read aloud or from a poster is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
/** Finished business days the betting rebate job looks back over (a node down for a while catches up). */
const BETTING_LOOKBACK_DAYS = 7;
/** Bets settled this long after midnight still belong to the day before: the day is paid after it. */
const DAY_CLOSE_MS = 10 * 60_000;
const BATCH = 500;
const BP = 10_000n;

const pick = (t: Partial<Record<string, string>>, lang: Lang) => t[lang] || t.TW || t.EN || '';

export function createReferral(db: Db, deps: { grants: Grants; ledger: Ledger; publish: Publish }) {
  const { grants, ledger, publish } = deps;

  async function stored(merchantId: number): Promise<StoredReferralConfig> {
    const row = await repo.config(db, merchantId);
    return { ...emptyReferralConfig(), ...(row as Partial<StoredReferralConfig> | undefined) };
  }

  const decimals = (tenant: Tenant) => tenant.settings.currency.decimals;

  /** Members only, with the program on (REFERRAL flag); trial accounts never take part. */
  function assertOpen(tenant: Tenant, member: Member) {
    if (!isModuleEnabled(tenant.info.whitelabel, modIds.referral) || member.type === 4)
      throw new AppError('referral.unavailable');
  }

  /** The member's code, made on first use: 8 characters of the alphabet, retried on the rare clash. */
  async function codeFor(merchantId: number, customerId: number): Promise<string> {
    for (let attempt = 0; attempt < 10; attempt++) {
      const existing = await repo.codeOf(db, customerId);
      if (existing) return existing;
      let code = '';
      for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
      if (await repo.insertCode(db, merchantId, customerId, code)) return code;
    }
    throw new AppError('internal.error');
  }

  /**
   * Posts one income: its record and its ledger transfer commit together, keyed by `source`; a source
   * recorded already (a second run, a concurrent node) moves nothing. Returns whether it paid.
   */
  async function pay(trx: Trx, row: Parameters<typeof repo.insertReward>[1]): Promise<boolean> {
    if (!(await repo.insertReward(trx, row))) return false;
    await grants.grantBonus(
      {
        merchantId: row.merchant_id,
        customerId: row.referrer_id,
        key: row.source,
        amount: row.amount,
        required: 0n,
        label: LABELS[row.kind],
        meta: { referral: row.kind, friendId: row.friend_id },
      },
      trx,
    );
    return true;
  }

  /**
   * Qualifies friends by their first approved deposit (once: the row is marked in the transaction that
   * pays the invitation reward) and pays deposit rebates on friends' approved deposits. For one merchant;
   * for one referrer when given (its pages settle it before they read).
   */
  async function settleDeposits(merchantId: number, referrerId: number | null) {
    const config = await stored(merchantId);
    let qualified = 0;
    let rewards = 0;
    let amount = 0n;
    const paidTo = new Set<number>();
    const reward = BigInt(config.invitationReward);
    for (;;) {
      const batch = await repo.qualifying(db, merchantId, referrerId, BATCH);
      for (const f of batch) {
        if (config.invitationRewardEnabled && reward > 0n) await grants.prepare(merchantId, f.referrer_id);
        const paid = await db.transaction().execute(async (trx) => {
          if (
            !(await repo.markQualified(trx, f.friend_id, {
              orderId: f.order_id,
              amount: f.amount,
              at: f.settled_at,
            }))
          )
            return null;
          qualified++;
          if (!config.invitationRewardEnabled || reward <= 0n) return false;
          return pay(trx, {
            merchant_id: merchantId,
            referrer_id: f.referrer_id,
            kind: 'INVITATION',
            source: `referral-invite:${f.friend_id}`,
            friend_id: f.friend_id,
            amount: reward,
            base_amount: f.amount,
            rate_bp: null,
            game_type: null,
            tier_id: null,
            day: null,
          });
        });
        if (paid) {
          rewards++;
          amount += reward;
          paidTo.add(f.referrer_id);
        }
      }
      if (batch.length < BATCH) break;
    }
    if (config.depositRebateEnabled && config.depositRebateBp > 0 && config.depositRebateSince) {
      const since = new Date(config.depositRebateSince);
      for (;;) {
        const batch = await repo.unpaidDeposits(db, merchantId, since, referrerId, BATCH);
        let moved = 0;
        for (const d of batch) {
          const bonus = (d.amount * BigInt(config.depositRebateBp)) / BP;
          if (bonus <= 0n) continue;
          await grants.prepare(merchantId, d.referrer_id);
          const paid = await db.transaction().execute((trx) =>
            pay(trx, {
              merchant_id: merchantId,
              referrer_id: d.referrer_id,
              kind: 'DEPOSIT',
              source: `referral-deposit:${d.order_id}`,
              friend_id: d.friend_id,
              amount: bonus,
              base_amount: d.amount,
              rate_bp: config.depositRebateBp,
              game_type: null,
              tier_id: null,
              day: null,
            }),
          );
          if (paid) {
            moved++;
            rewards++;
            amount += bonus;
            paidTo.add(d.referrer_id);
          }
        }
        // Deposits whose rebate rounds to 0 stay unrecorded: stop when a batch moved nothing.
        if (batch.length < BATCH || moved === 0) break;
      }
    }
    for (const id of paidTo) publish(id, { type: 'reward', source: 'referral' });
    return { qualified, rewards, amount };
  }

  /**
   * The betting rebate of finished business days: per friend and game category, the rate of that
   * category applied to the friend's valid bets settled that day (after the referral and after the rebate
   * was switched on). Each (friend, day, category) is priced again on every run of the look-back window
   * and only the difference moves (decision 0063, "Revisions"): a round rolled back after payment takes
   * its part back from the referrer's cash (as much as the cash holds; the rest on later runs of the
   * window), a round settled later for that day adds its part. The rate stays the one of the first
   * payment, so a change of settings does not re-price paid days. Each revision has its own source key.
   */
  async function settleBetting(merchantId: number, now: Date) {
    const config = await stored(merchantId);
    let rewards = 0;
    let amount = 0n;
    if (!config.bettingRebateEnabled || !config.bettingRebateSince) return { rewards, amount };
    const zone = timeZoneOf((await repo.merchantSettings(db, merchantId)) ?? {});
    const since = new Date(config.bettingRebateSince);
    const today = localDay(new Date(now.getTime() - DAY_CLOSE_MS), zone);
    const paidTo = new Set<number>();
    for (let back = BETTING_LOOKBACK_DAYS; back >= 1; back--) {
      const day = addDays(today, -back);
      const end = localMidnight(addDays(day, 1), zone);
      if (end <= since) continue;
      const start = localMidnight(day, zone);
      const from = start > since ? start : since;
      type Entry = {
        referrer: number;
        friend: number;
        gameType: string;
        bet: bigint;
        paid: bigint;
        revisions: number;
        rate: number | null;
      };
      const entries = new Map<string, Entry>();
      const entry = (referrer: number, friend: number, gameType: string) => {
        const key = `${friend}:${gameType}`;
        let e = entries.get(key);
        if (!e)
          entries.set(key, (e = { referrer, friend, gameType, bet: 0n, paid: 0n, revisions: 0, rate: null }));
        return e;
      };
      for (const s of await repo.friendStakes(db, merchantId, from, end))
        entry(s.referrer_id, s.friend_id, s.game_type).bet = BigInt(s.bet);
      for (const p of await repo.bettingPaid(db, merchantId, day)) {
        if (p.friend_id === null || p.game_type === null) continue;
        const e = entry(p.referrer_id, p.friend_id, p.game_type);
        e.paid = BigInt(p.paid);
        e.revisions = Number(p.revisions);
        e.rate = p.rate_bp;
      }
      for (const e of entries.values()) {
        const rate = e.rate ?? config.bettingRebateBp[e.gameType as GameType] ?? 0;
        const valid = validBetOf(e.gameType, e.bet);
        const delta = (valid * BigInt(rate)) / BP - e.paid;
        if (delta === 0n) continue;
        const base = `referral-bet:${e.friend}:${day}:${e.gameType}`;
        const row = {
          merchant_id: merchantId,
          referrer_id: e.referrer,
          kind: 'BETTING' as const,
          source: e.revisions === 0 ? base : `${base}:r${e.revisions}`,
          friend_id: e.friend,
          amount: delta,
          base_amount: valid,
          rate_bp: rate,
          game_type: e.gameType,
          tier_id: null,
          day,
        };
        await grants.prepare(merchantId, e.referrer);
        if (delta > 0n) {
          if (await db.transaction().execute((trx) => pay(trx, row))) {
            rewards++;
            amount += delta;
            paidTo.add(e.referrer);
          }
        } else if (await takeBack(row)) paidTo.add(e.referrer);
      }
    }
    for (const id of paidTo) publish(id, { type: 'reward', source: 'referral' });
    return { rewards, amount };
  }

  /**
   * A negative revision: as much of it as the referrer's cash holds goes back to the house's bonus expense
   * (`bonus_clawback`, one ledger transfer keyed by the revision's source), recorded with what was taken.
   * Nothing when the cash is empty, or spent by a concurrent move (the next run tries again).
   */
  async function takeBack(row: Parameters<typeof repo.insertReward>[1]): Promise<boolean> {
    const cash = (await ledger.balances(row.merchant_id, row.referrer_id))
      .filter((a) => a.kind === 'cash')
      .reduce((sum, a) => sum + a.balance, 0n);
    const take = -row.amount < cash ? -row.amount : cash;
    if (take <= 0n) return false;
    try {
      return await db.transaction().execute(async (trx) => {
        if (!(await repo.insertReward(trx, { ...row, amount: -take }))) return false;
        await ledger.transfer(
          {
            merchantId: row.merchant_id,
            key: row.source,
            type: 'bonus_clawback',
            from: { kind: 'cash', ownerId: row.referrer_id },
            to: { kind: 'bonusExpense' },
            amount: take,
            meta: { referral: 'BETTING', friendId: row.friend_id, day: row.day, reward: LABELS.BETTING.EN },
          },
          trx,
        );
        return true;
      });
    } catch (err) {
      if (err instanceof AppError && err.errorCode === 'insufficient.balance') return false;
      throw err;
    }
  }

  /** Every merchant with settings: friends qualified, deposit and betting rebates. The job's body. */
  async function runAll(now = clock.now()) {
    let qualified = 0;
    let rewards = 0;
    for (const { merchant_id } of await repo.allConfigs(db)) {
      const d = await settleDeposits(merchant_id, null);
      const b = await settleBetting(merchant_id, now);
      qualified += d.qualified;
      rewards += d.rewards + b.rewards;
    }
    return { qualified, rewards, notable: rewards > 0 };
  }

  function figures(rows: Awaited<ReturnType<typeof repo.incomeByKind>>, d: number): ReferralIncomeFigures {
    const of = (k: repo.IncomeKind) => rows.find((r) => r.kind === k);
    const amt = (k: repo.IncomeKind) => BigInt(of(k)?.amount ?? '0');
    const n = (k: repo.IncomeKind) => Number(of(k)?.members ?? 0);
    const total = amt('INVITATION') + amt('ACHIEVEMENT') + amt('DEPOSIT') + amt('BETTING');
    return {
      invitationAmount: toMajor(amt('INVITATION'), d),
      invitationCountMember: n('INVITATION'),
      achievementAmount: toMajor(amt('ACHIEVEMENT'), d),
      achievementCountMember: n('ACHIEVEMENT'),
      depositRebateAmount: toMajor(amt('DEPOSIT'), d),
      depositCountMember: n('DEPOSIT'),
      totalBetRebateAmount: toMajor(amt('BETTING'), d),
      bettingCountMember: n('BETTING'),
      totalAmount: toMajor(total, d),
    };
  }

  /** Business days [start, end] as instants [from, to) in the merchant's zone. */
  function span(tenant: Tenant, start?: string, end?: string) {
    const zone = timeZoneOf(tenant.settings);
    return {
      from: start ? localMidnight(start, zone) : undefined,
      to: end ? localMidnight(addDays(end, 1), zone) : undefined,
    };
  }

  async function board(tenant: Tenant): Promise<ReferralBoardValue> {
    const d = decimals(tenant);
    const [top, recent] = await Promise.all([
      repo.ranking(db, tenant.id, 3),
      repo.recentRewards(db, tenant.id, 10),
    ]);
    return {
      ranking: top.map((r) => ({
        customerName: maskName(r.username),
        totalAmount: toMajor(BigInt(r.total), d),
      })),
      recentRewards: recent.map((r) => ({
        customerName: maskName(r.username),
        bonus: toMajor(r.amount, d),
        kind: r.kind,
      })),
    };
  }

  function linkHosts(tenant: Tenant, config: StoredReferralConfig, fallbackHost: string): string[] {
    const known = new Set(tenant.domains.map((x) => x.host));
    const chosen = config.promotionDomains.filter((h) => known.has(h));
    if (chosen.length) return chosen;
    const promotion = tenant.domains.filter((x) => x.kind === 'PROMOTION').map((x) => x.host);
    if (promotion.length) return promotion;
    const main = tenant.domains.find((x) => x.kind === 'MAIN')?.host;
    return [main ?? fallbackHost];
  }

  return {
    runAll,
    settleBetting,
    settleDeposits,

    /**
     * Registration with a referral code (decision 0063): the friend is tied to the code's member. A code
     * that is nobody's, or a program that is off, ties nobody (the code stays in the profile as typed).
     */
    async referrerFor(tenant: Tenant, code: string | undefined) {
      if (!code || !isModuleEnabled(tenant.info.whitelabel, modIds.referral)) return null;
      return (await repo.referrerByCode(db, tenant.id, code.trim())) ?? null;
    },
    async recordReferral(
      conn: Parameters<typeof repo.insertReferral>[0],
      tenant: Tenant,
      friendId: number,
      referrer: { id: number; code: string },
    ) {
      await repo.insertReferral(conn, {
        friend_id: friendId,
        merchant_id: tenant.id,
        referrer_id: referrer.id,
        code: referrer.code,
        created_at: clock.now(),
      });
    },

    async details(tenant: Tenant, member: Member, host: string): Promise<ReferralDetailsValue> {
      assertOpen(tenant, member);
      const [config, code] = await Promise.all([stored(tenant.id), codeFor(tenant.id, member.id)]);
      const hosts = linkHosts(tenant, config, host);
      const chosen = hosts[randomInt(hosts.length)]!;
      const origin = /^(localhost|127\.|\[::1\])/.test(chosen) ? `http://${chosen}` : `https://${chosen}`;
      return {
        referralCode: code,
        inviteLink: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
        simplifiedLink: `${origin}/register?r=${encodeURIComponent(code)}`,
        promotionDomains: hosts,
        invitationRewardEnabled: config.invitationRewardEnabled,
        achievementEnabled: config.achievementEnabled,
        depositRebateEnabled: config.depositRebateEnabled,
        bettingRebateEnabled: config.bettingRebateEnabled,
      };
    },

    async overview(tenant: Tenant, member: Member): Promise<ReferralOverviewValue> {
      assertOpen(tenant, member);
      await settleDeposits(tenant.id, member.id);
      const d = decimals(tenant);
      const zone = timeZoneOf(tenant.settings);
      const midnight = localMidnight(localDay(clock.now(), zone), zone);
      const [counts, all, today] = await Promise.all([
        repo.friendCounts(db, member.id),
        repo.incomeByKind(db, member.id),
        repo.incomeByKind(db, member.id, midnight),
      ]);
      const todayFigures = figures(today, d);
      return {
        memberCount: counts.friends,
        memberQualifiedCount: counts.qualified,
        total: figures(all, d),
        today: todayFigures,
        totalAmountToday: todayFigures.totalAmount,
      };
    },

    async board(tenant: Tenant, member: Member) {
      assertOpen(tenant, member);
      return board(tenant);
    },

    /** Before login (`friendOverviewBeforeLogin`): what a member can earn, the board and the rules. */
    async program(tenant: Tenant, lang: Lang): Promise<ReferralProgramValue> {
      const open = isModuleEnabled(tenant.info.whitelabel, modIds.referral);
      const config = await stored(tenant.id);
      const d = decimals(tenant);
      return {
        open,
        ...(open ? await board(tenant) : { ranking: [], recentRewards: [] }),
        invitationRewardEnabled: config.invitationRewardEnabled,
        invitationReward: toMajor(BigInt(config.invitationReward), d),
        achievementEnabled: config.achievementEnabled,
        tiers: config.tiers.map((t) => ({
          invitedTarget: t.invitedTarget,
          depositTarget: t.depositTarget,
          bonus: toMajor(BigInt(t.bonus), d),
        })),
        depositRebateEnabled: config.depositRebateEnabled,
        depositRebateBp: config.depositRebateBp,
        bettingRebateEnabled: config.bettingRebateEnabled,
        bettingRebateBp: gameTypes
          .filter((g) => (config.bettingRebateBp[g] ?? 0) > 0)
          .map((g) => ({ gameType: g, rateBp: config.bettingRebateBp[g]! })),
        rules: pick(config.rules, lang),
      };
    },

    async invites(tenant: Tenant, member: Member, input: ReferralInviteQuery): Promise<ReferralFriendsValue> {
      const q = referralInviteQuery.parse(input);
      const status = q.status === 'INVITED' ? 'T' : q.status === 'INCOMPLETE' ? 'F' : 'A';
      return this.friends(tenant, member, { status, dateType: 'R', page: q.page, size: q.size });
    },

    async friends(tenant: Tenant, member: Member, input: ReferralFriendQuery): Promise<ReferralFriendsValue> {
      assertOpen(tenant, member);
      await settleDeposits(tenant.id, member.id);
      const q = referralFriendQuery.parse(input);
      const { from, to } = span(tenant, q.startDate, q.endDate);
      const d = decimals(tenant);
      const { rows, total } = await repo.friends(db, member.id, {
        status: q.status,
        dateType: q.dateType,
        from,
        to,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return {
        content: rows.map((r) => ({
          username: r.username,
          registerTime: r.created_at.toISOString(),
          firstDepositTime: r.qualified_at?.toISOString() ?? null,
          firstDepositAmount: r.first_deposit_amount === null ? null : toMajor(r.first_deposit_amount, d),
          qualified: r.qualified_at !== null,
        })),
        totalPages: Math.ceil(total / q.size),
        totalElements: total,
      };
    },

    async records(tenant: Tenant, member: Member, input: ReferralRecordQuery): Promise<ReferralRecordsValue> {
      assertOpen(tenant, member);
      const q = referralRecordQuery.parse(input);
      const { from, to } = span(tenant, q.startDate, q.endDate);
      const [sort, direction] = q.sort.split(':') as ['time' | 'bonus', 'asc' | 'desc'];
      const d = decimals(tenant);
      const { rows, total } = await repo.records(db, member.id, {
        kind: q.kind,
        from,
        to,
        sort,
        direction,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return {
        content: rows.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          time: r.created_at.toISOString(),
          referredName: r.kind === 'ACHIEVEMENT' ? null : (r.username ?? null),
          baseAmount: r.kind === 'DEPOSIT' || r.kind === 'BETTING' ? toMajor(r.base_amount ?? 0n, d) : null,
          rateBp: r.rate_bp,
          gameCategory: (r.game_type as GameType | null) ?? null,
          day: r.day,
          bonus: toMajor(r.amount, d),
        })),
        totalPages: Math.ceil(total / q.size),
        totalElements: total,
      };
    },

    async achievements(tenant: Tenant, member: Member): Promise<ReferralAchievementsValue> {
      assertOpen(tenant, member);
      await settleDeposits(tenant.id, member.id);
      const [config, counts, claimed] = await Promise.all([
        stored(tenant.id),
        repo.friendCounts(db, member.id),
        repo.claimedTiers(db, member.id),
      ]);
      const d = decimals(tenant);
      return {
        enabled: config.achievementEnabled,
        currentUsers: counts.friends,
        depositUsers: counts.qualified,
        tiers: config.tiers.map((t, i) => ({
          configId: t.id,
          section: i + 1,
          target: t.invitedTarget,
          depositTarget: t.depositTarget,
          bonusAmount: toMajor(BigInt(t.bonus), d),
          claimStatus: claimed.has(t.id)
            ? 'CLAIMED'
            : config.achievementEnabled &&
                counts.friends >= t.invitedTarget &&
                counts.qualified >= t.depositTarget
              ? 'CLAIMABLE'
              : 'LOCKED',
        })),
      };
    },

    /**
     * Claims an achievement tier: its targets met now (counted under the member's row lock), once per
     * tier (the record's source key), one ledger transfer.
     */
    async claimAchievement(tenant: Tenant, member: Member, configId: number) {
      assertOpen(tenant, member);
      await settleDeposits(tenant.id, member.id);
      const config = await stored(tenant.id);
      const tier = config.tiers.find((t) => t.id === configId);
      if (!config.achievementEnabled || !tier) throw new AppError('referral.achievement.not.reached');
      await grants.prepare(tenant.id, member.id);
      const bonus = BigInt(tier.bonus);
      const paid = await db.transaction().execute(async (trx) => {
        await repo.lockCustomer(trx, member.id);
        const counts = await repo.friendCounts(trx, member.id);
        if (counts.friends < tier.invitedTarget || counts.qualified < tier.depositTarget)
          throw new AppError('referral.achievement.not.reached');
        return pay(trx, {
          merchant_id: tenant.id,
          referrer_id: member.id,
          kind: 'ACHIEVEMENT',
          source: `referral-achievement:${member.id}:${tier.id}`,
          friend_id: null,
          amount: bonus,
          base_amount: null,
          rate_bp: null,
          game_type: null,
          tier_id: tier.id,
          day: null,
        });
      });
      if (!paid) throw new AppError('referral.achievement.claimed');
      publish(member.id, { type: 'reward', source: 'referral' });
      return { bonus: toMajor(bonus, decimals(tenant)) };
    },

    async rules(tenant: Tenant, member: Member, lang: Lang) {
      assertOpen(tenant, member);
      return { content: pick((await stored(tenant.id)).rules, lang) };
    },

    // ---- back office ----

    async settings(tenant: Tenant): Promise<ReferralSettingsValue> {
      const c = await stored(tenant.id);
      const d = decimals(tenant);
      return {
        settings: {
          invitationRewardEnabled: c.invitationRewardEnabled,
          invitationReward: toMajor(BigInt(c.invitationReward), d),
          achievementEnabled: c.achievementEnabled,
          tiers: c.tiers.map((t) => ({ ...t, bonus: toMajor(BigInt(t.bonus), d) })),
          depositRebateEnabled: c.depositRebateEnabled,
          depositRebateBp: c.depositRebateBp,
          bettingRebateEnabled: c.bettingRebateEnabled,
          bettingRebateBp: c.bettingRebateBp,
          promotionDomains: c.promotionDomains,
          rules: c.rules,
        },
        domains: tenant.domains,
      };
    },

    async saveSettings(tenant: Tenant, input: ReferralSettings) {
      const known = new Set(tenant.domains.map((x) => x.host));
      const unknown = input.promotionDomains.find((h) => !known.has(h));
      if (unknown) throw new AppError('referral.domain.unknown', { promotionDomains: unknown });
      const d = decimals(tenant);
      const minor = (v: number, field: string) => {
        const m = toMinor(v, d);
        if (m === null) throw new AppError('request_param_err', { [field]: 'pattern' });
        return m.toString();
      };
      const before = await stored(tenant.id);
      const now = clock.now().toISOString();
      const next: StoredReferralConfig = {
        invitationRewardEnabled: input.invitationRewardEnabled,
        invitationReward: minor(input.invitationReward, 'invitationReward'),
        achievementEnabled: input.achievementEnabled,
        tiers: input.tiers.map((t) => ({ ...t, bonus: minor(t.bonus, 'tiers') })),
        depositRebateEnabled: input.depositRebateEnabled,
        depositRebateBp: input.depositRebateBp,
        depositRebateSince: input.depositRebateEnabled
          ? before.depositRebateEnabled && before.depositRebateSince
            ? before.depositRebateSince
            : now
          : null,
        bettingRebateEnabled: input.bettingRebateEnabled,
        bettingRebateBp: input.bettingRebateBp,
        bettingRebateSince: input.bettingRebateEnabled
          ? before.bettingRebateEnabled && before.bettingRebateSince
            ? before.bettingRebateSince
            : now
          : null,
        promotionDomains: [...new Set(input.promotionDomains)],
        rules: input.rules,
      };
      await repo.saveConfig(db, tenant.id, next as unknown as Record<string, unknown>, clock.now());
      return { before, after: next };
    },

    async report(
      tenant: Tenant,
      q: { username?: string; page: number; pageSize: number },
    ): Promise<BoReferralReportValue> {
      const d = decimals(tenant);
      const { rows, total, totals } = await repo.report(db, tenant.id, {
        username: q.username,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      const m = (v: string) => toMajor(BigInt(v), d);
      return {
        rows: rows.map((r) => ({
          referrer: r.username,
          referralCode: r.code,
          friends: Number(r.friends),
          qualified: Number(r.qualified),
          invitation: m(r.invitation),
          achievement: m(r.achievement),
          deposit: m(r.deposit),
          betting: m(r.betting),
          paid: m(
            String(BigInt(r.invitation) + BigInt(r.achievement) + BigInt(r.deposit) + BigInt(r.betting)),
          ),
        })),
        total,
        totals: {
          friends: Number(totals.friends),
          qualified: Number(totals.qualified),
          paid: m(totals.paid),
        },
      };
    },

    /** Back office "run now": the job's body for this merchant (deposits and finished days). */
    async runNow(tenant: Tenant) {
      const dep = await settleDeposits(tenant.id, null);
      const bet = await settleBetting(tenant.id, clock.now());
      return {
        qualified: dep.qualified,
        rewards: dep.rewards + bet.rewards,
        amount: toMajor(dep.amount + bet.amount, decimals(tenant)),
      };
    },
  };
}
export type Referral = ReturnType<typeof createReferral>;

/** The job: friends qualified and rebates paid every 5 minutes, once per period across nodes. */
export function referralJobs(referral: Referral) {
  return [{ name: 'referral-settle', everyMinutes: 5, run: () => referral.runAll() }];
}
