import type {
  BoMallItem,
  BoMallItemInput,
  BoPointCategory,
  BoPointCategoryInput,
  BoPointConfig,
  BoRedemption,
  PointConfig,
  PointReward,
  RedeemPointRequest,
  RedemptionRow,
} from '@portal/contract';
import { deliveryMobilePattern } from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import { toMajor, toMinor } from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { LocalizedText, PointEarnRule } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import type { AccountService } from '../accounts/service.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Ledger } from '../wallet/ledger.ts';
import * as repo from './repository.ts';
import { addDays, localDay, localMidnight } from '../../lib/time-zone.ts';

type Member = { id: number; type: number };

/** Defaults until the operator saves a config: 100 points per 1 unit of cash. */
export const DEFAULT_POINT_CONFIG = { enabled: true, exchangeRate: 100, convertMin: 100, earnRules: [] };

/**
 * Cash (minor units) for `points` at `rate` points per 1 major unit (decision 0039): rounded down to the
 * minor unit, so a conversion never pays more than the rate.
 */
export function pointsToCash(points: bigint, rate: number, decimals: number): bigint {
  return (points * 10n ** BigInt(decimals)) / BigInt(rate);
}

/** Points a day's valid bet (minor units) earns under one rule: whole multiples of `perAmount` only. */
export function pointsForBet(validBet: bigint, rule: { points: number; perAmount: bigint }): bigint {
  if (rule.perAmount <= 0n || rule.points <= 0) return 0n;
  return (validBet / rule.perAmount) * BigInt(rule.points);
}

const text = (t: LocalizedText | null, lang: Lang) => (t ? (t[lang] ?? t.TW) : '');

/** The delivery details from the explicit fields, else from remarks "Name:…, Address:…, Mobile:…". */
export function deliveryOf(body: Pick<RedeemPointRequest, 'name' | 'address' | 'mobile' | 'remarks'>) {
  let { name, address, mobile } = body;
  if ((!name || !address || !mobile) && body.remarks) {
    const m = /^\s*Name:\s*(.*?),\s*Address:\s*(.*),\s*Mobile:\s*(.*?)\s*$/s.exec(body.remarks);
    if (m) [name, address, mobile] = [m[1]!.trim(), m[2]!.trim(), m[3]!.trim()];
  }
  const errors: Record<string, string> = {};
  if (!name) errors.name = 'required';
  if (!address) errors.address = 'required';
  if (!mobile) errors.mobile = 'required';
  else if (!deliveryMobilePattern.test(mobile)) errors.mobile = 'pattern';
  if (Object.keys(errors).length) throw new AppError('request_param_err', errors);
  return { name: name!, address: address!, mobile: mobile! };
}

/**
 * Points and the points mall (issue 16 item 7, decision 0039): every move of points goes through grants
 * (`grantPoints`, `spendPoints`); a redemption's stock, row, points and cash commit in one transaction.
 */
export function createPoints(db: Db, deps: { ledger: Ledger; grants: Grants; accounts: AccountService }) {
  const { ledger, grants, accounts } = deps;

  async function config(merchantId: number) {
    const row = await repo.findConfig(db, merchantId);
    if (!row) return { ...DEFAULT_POINT_CONFIG, earnRules: [] as PointEarnRule[], rules: null };
    return {
      enabled: row.enabled,
      exchangeRate: row.exchange_rate,
      convertMin: row.convert_min,
      earnRules: row.earn_rules,
      rules: row.rules,
    };
  }

  async function open(tenant: Tenant, member: Member) {
    if (!isModuleEnabled(tenant.info.whitelabel, modIds.points)) throw new AppError('function.not.available');
    if (member.type === 4) throw new AppError('trial.account.forbidden');
    const c = await config(tenant.id);
    if (!c.enabled) throw new AppError('function.not.available');
    return c;
  }

  async function checkPaymentPassword(member: Member, given: string) {
    const c = await repo.paymentPasswordHash(db, member.id);
    if (!c?.payment_password_hash) throw new AppError('not.exists.payment.password');
    if (!(await accounts.verifyStoredPassword(c.payment_password_hash, given)))
      throw new AppError('invalid.payment.pw');
  }

  /** A points move whose refusal for a balance below zero is a points error. */
  async function spend(fn: () => Promise<unknown>) {
    try {
      await fn();
    } catch (error) {
      if (error instanceof AppError && error.errorCode === 'insufficient.balance')
        throw new AppError('points.insufficient');
      throw error;
    }
  }

  const rewardValue = (
    i: Awaited<ReturnType<typeof repo.findItem>> & object,
    lang: Lang,
    decimals: number,
  ): PointReward => ({
    rewardId: i.id,
    type: i.category,
    name: text(i.name, lang),
    description: text(i.description, lang),
    images: i.images,
    price: Number(i.price_points),
    displayPointMoneyAmt: i.mix_points !== null ? 'Y' : 'N',
    mpPointAmount: i.mix_points !== null ? Number(i.mix_points) : null,
    mpMoneyAmount: i.mix_money !== null ? toMajor(i.mix_money, decimals) : null,
    inventory: i.stock,
  });

  const redemptionValue = (
    r: Awaited<ReturnType<typeof repo.redemptionPage>>['rows'][number],
    lang: Lang,
    decimals: number,
  ): RedemptionRow => ({
    redeemId: String(r.id),
    rewardId: r.item_id,
    rewardName: text(r.item_name, lang),
    quantity: r.quantity,
    redeemType: r.redeem_type,
    points: Number(r.points),
    cash: toMajor(r.cash, decimals),
    status: r.status,
    reason: r.reason,
    name: r.delivery_name,
    address: r.delivery_address,
    mobile: r.delivery_mobile,
    province: r.province,
    createdAt: new Date(r.created_at).toISOString(),
    decidedAt: r.decided_at ? new Date(r.decided_at).toISOString() : null,
  });

  const houseSide = { kind: 'houseIncome' as const, ref: 'points-mall' };

  return {
    config,

    async balance(tenant: Tenant, member: Member) {
      await open(tenant, member);
      return { pointBalance: Number(await grants.pointBalance(tenant.id, member.id)) };
    },

    async memberConfig(tenant: Tenant, member: Member, lang: Lang): Promise<PointConfig> {
      const c = await open(tenant, member);
      const d = tenant.settings.currency.decimals;
      return {
        enabled: c.enabled,
        pointExchangeRate: c.exchangeRate,
        convertMin: c.convertMin,
        earnRules: c.earnRules
          .filter((r) => r.enabled)
          .map((r) => ({ ...r, perAmount: toMajor(BigInt(r.perAmount), d) })),
        rules: c.rules ? text(c.rules, lang) : null,
      };
    },

    async rewards(
      tenant: Tenant,
      member: Member,
      q: { type?: string; page: number; size: number },
      lang: Lang,
    ) {
      await open(tenant, member);
      const { rows, total } = await repo.itemPage(db, {
        merchantId: tenant.id,
        category: q.type,
        forMembers: true,
        offset: (q.page - 1) * q.size,
        limit: q.size,
      });
      return {
        list: rows.map((i) => rewardValue(i, lang, tenant.settings.currency.decimals)),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / q.size)),
      };
    },

    /** The enabled categories with enabled items, in the operator's order, named in `lang` (else TW). */
    async conversionTypes(tenant: Tenant, member: Member, lang: Lang) {
      await open(tenant, member);
      const rows = await repo.listedCategories(db, tenant.id);
      return { types: rows.map((c) => ({ type: c.code, name: text(c.name, lang) || c.name.TW })) };
    },

    /**
     * A redemption: the stock taken (never below 0), the row, the points spent (never below 0) and for
     * points plus cash the cash moved to the house, all in one transaction; any refusal leaves nothing.
     */
    async redeem(tenant: Tenant, member: Member, body: RedeemPointRequest) {
      await open(tenant, member);
      const decimals = tenant.settings.currency.decimals;
      const requestId = body.requestId ?? null;
      const replay = async (r: { id: bigint; status: 'P' | 'R' | 'A'; points: bigint; cash: bigint }) => ({
        redeemId: String(r.id),
        status: r.status,
        points: Number(r.points),
        cash: toMajor(r.cash, decimals),
        pointBalance: Number(await grants.pointBalance(tenant.id, member.id)),
      });
      // A retry of an attempt that went through answers it (before the stock it took is checked again).
      const prior = requestId ? await repo.redemptionByRequest(db, member.id, requestId) : undefined;
      if (prior) {
        await checkPaymentPassword(member, body.password);
        return replay(prior);
      }
      const delivery = deliveryOf(body);
      const item = await repo.findItem(db, tenant.id, body.rewardId);
      if (!item || !item.enabled) throw new AppError('points.item.unavailable');
      // An item of a switched-off category is not on sale (members no longer see it).
      if (!(await repo.findCategoryByCode(db, tenant.id, item.category))?.enabled)
        throw new AppError('points.item.unavailable');
      const type = body.redeemType === 'P' ? 'P' : 'M';
      if (type === 'M' && (item.mix_points === null || item.mix_money === null))
        throw new AppError('points.item.unavailable');
      if (body.quantity > item.stock) throw new AppError('points.out.of.stock');
      const qty = BigInt(body.quantity);
      const points = qty * (type === 'P' ? item.price_points : item.mix_points!);
      const cash = type === 'P' ? 0n : qty * item.mix_money!;
      await checkPaymentPassword(member, body.password);
      if ((await grants.pointBalance(tenant.id, member.id)) < points)
        throw new AppError('points.insufficient');

      await grants.prepare(tenant.id, member.id);
      await ledger.prepare(tenant.id, [houseSide]);
      const row = await db.transaction().execute(async (trx) => {
        const r = await repo.insertRedemption(trx, {
          merchantId: tenant.id,
          customerId: member.id,
          itemId: item.id,
          itemName: item.name,
          quantity: body.quantity,
          redeemType: type,
          points,
          cash,
          province: body.province,
          ...delivery,
          requestId,
        });
        // The same attempt arrived twice at once: the other one redeems; this one answers it below.
        if (!r) return null;
        if (!(await repo.takeStock(trx, tenant.id, item.id, body.quantity)))
          throw new AppError('points.out.of.stock');
        const key = `points-redeem:${r.id}`;
        const meta = {
          kind: 'points_redeem',
          redemption: String(r.id),
          remark: item.name.EN ?? item.name.TW,
        };
        await spend(() =>
          grants.spendPoints({ merchantId: tenant.id, customerId: member.id, key, points, meta }, trx),
        );
        if (cash > 0n)
          await ledger.transfer(
            {
              merchantId: tenant.id,
              key: `${key}:cash`,
              type: 'points_cash',
              from: { kind: 'cash', ownerId: member.id },
              to: houseSide,
              amount: cash,
              shardKey: key,
              meta,
            },
            trx,
          );
        return r;
      });
      return replay(row ?? (await repo.redemptionByRequest(db, member.id, requestId!))!);
    },

    async history(
      tenant: Tenant,
      member: Member,
      q: { startDate?: string; endDate?: string; status?: 'P' | 'R' | 'A'; page: number; size: number },
      lang: Lang,
    ) {
      await open(tenant, member);
      const tz = timeZoneOf(tenant.settings);
      const { rows, total } = await repo.redemptionPage(db, {
        merchantId: tenant.id,
        customerId: member.id,
        status: q.status,
        from: q.startDate ? localMidnight(q.startDate, tz) : undefined,
        to: q.endDate ? localMidnight(nextDay(q.endDate), tz) : undefined,
        offset: (q.page - 1) * q.size,
        limit: q.size,
      });
      return {
        list: rows.map((r) => redemptionValue(r, lang, tenant.settings.currency.decimals)),
        totalCount: total,
        totalPages: Math.max(1, Math.ceil(total / q.size)),
      };
    },

    /** Points into cash at the rate: the points spent and the cash granted (no turnover) in one transaction. */
    async convert(
      tenant: Tenant,
      member: Member,
      body: { amount: number; password: string; requestId?: string },
    ) {
      const c = await open(tenant, member);
      const decimals = tenant.settings.currency.decimals;
      const requestId = body.requestId ?? null;
      const answer = async (r: { points: bigint; cash: bigint }) => ({
        points: Number(r.points),
        cash: toMajor(r.cash, decimals),
        pointBalance: Number(await grants.pointBalance(tenant.id, member.id)),
      });
      const prior = requestId ? await repo.conversionByRequest(db, member.id, requestId) : undefined;
      if (prior) {
        await checkPaymentPassword(member, body.password);
        return answer(prior);
      }
      const points = BigInt(body.amount);
      const cash = pointsToCash(points, c.exchangeRate, decimals);
      if (points < BigInt(c.convertMin) || cash <= 0n) throw new AppError('points.convert.too.small');
      await checkPaymentPassword(member, body.password);
      if ((await grants.pointBalance(tenant.id, member.id)) < points)
        throw new AppError('points.insufficient');
      await grants.prepare(tenant.id, member.id);
      const done = await db.transaction().execute(async (trx) => {
        const id = await repo.insertConversion(trx, {
          merchantId: tenant.id,
          customerId: member.id,
          points,
          cash,
          requestId,
        });
        // The same attempt arrived twice at once: the other one converts; this one answers it below.
        if (id === undefined) return false;
        const key = `points-convert:${id}`;
        const meta = { kind: 'points_convert', conversion: String(id) };
        await spend(() =>
          grants.spendPoints({ merchantId: tenant.id, customerId: member.id, key, points, meta }, trx),
        );
        await grants.grantBonus(
          {
            merchantId: tenant.id,
            customerId: member.id,
            key: `${key}:cash`,
            amount: cash,
            required: 0n,
            label: { TW: '積分兌現', EN: 'Points converted', VI: 'Đổi điểm' },
            meta: { ...meta, remark: `${points} points` },
          },
          trx,
        );
        return true;
      });
      return answer(done ? { points, cash } : (await repo.conversionByRequest(db, member.id, requestId!))!);
    },

    /* Back office. */

    async boConfig(tenant: Tenant): Promise<BoPointConfig> {
      const c = await config(tenant.id);
      const d = tenant.settings.currency.decimals;
      return {
        enabled: c.enabled,
        exchangeRate: c.exchangeRate,
        convertMin: c.convertMin,
        earnRules: c.earnRules.map((r) => ({ ...r, perAmount: toMajor(BigInt(r.perAmount), d) })),
        rules: c.rules ? { TW: c.rules.TW, EN: c.rules.EN, VI: c.rules.VI } : null,
      };
    },

    async saveConfig(tenant: Tenant, input: BoPointConfig) {
      const d = tenant.settings.currency.decimals;
      const earnRules = input.earnRules.map((r, i) => {
        const per = toMinor(r.perAmount, d);
        if (per === null || per <= 0n)
          throw new AppError('request_param_err', { [`earnRules.${i}`]: 'perAmount' });
        return { gameType: r.gameType, points: r.points, perAmount: per.toString(), enabled: r.enabled };
      });
      await repo.saveConfig(db, tenant.id, {
        enabled: input.enabled,
        exchangeRate: input.exchangeRate,
        convertMin: input.convertMin,
        earnRules,
        rules: input.rules,
      });
    },

    async boItems(tenant: Tenant): Promise<BoMallItem[]> {
      const { rows } = await repo.itemPage(db, {
        merchantId: tenant.id,
        forMembers: false,
        offset: 0,
        limit: 500,
      });
      const d = tenant.settings.currency.decimals;
      return rows.map((i) => ({
        id: i.id,
        category: i.category,
        name: i.name,
        description: i.description,
        images: i.images,
        pricePoints: Number(i.price_points),
        mixPoints: i.mix_points === null ? null : Number(i.mix_points),
        mixMoney: i.mix_money === null ? null : toMajor(i.mix_money, d),
        stock: i.stock,
        enabled: i.enabled,
        sort: i.sort,
        updatedAt: new Date(i.updated_at).toISOString(),
      }));
    },

    /** Creates (no id) or updates an item; answers its id. */
    async saveItem(tenant: Tenant, input: BoMallItemInput, id?: number): Promise<number> {
      if ((input.mixPoints === null) !== (input.mixMoney === null))
        throw new AppError('request_param_err', { mixMoney: 'both' });
      const mixMoney =
        input.mixMoney === null ? null : toMinor(input.mixMoney, tenant.settings.currency.decimals);
      if (mixMoney === 0n || (input.mixMoney !== null && mixMoney === null))
        throw new AppError('request_param_err', { mixMoney: 'pattern' });
      if (!(await repo.findCategoryByCode(db, tenant.id, input.category)))
        throw new AppError('pointcategory.unknown', { category: input.category });
      const values: repo.ItemValues = {
        category: input.category,
        name: input.name,
        description: input.description,
        images: input.images,
        pricePoints: BigInt(input.pricePoints),
        mixPoints: input.mixPoints === null ? null : BigInt(input.mixPoints),
        mixMoney,
        stock: input.stock,
        enabled: input.enabled,
        sort: input.sort,
      };
      try {
        if (id === undefined) return await repo.insertItem(db, tenant.id, values);
        if (!(await repo.updateItem(db, tenant.id, id, values))) throw new AppError('not.found');
        return id;
      } catch (error) {
        // The category was deleted between the check and the save: the foreign key refused the item.
        if (repo.isUnknownCategory(error))
          throw new AppError('pointcategory.unknown', { category: input.category });
        throw error;
      }
    },

    /* Back office: categories (decision 0049). */

    async boCategories(tenant: Tenant): Promise<BoPointCategory[]> {
      const rows = await repo.categoriesWithUse(db, tenant.id);
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        name: { TW: r.name.TW, EN: r.name.EN ?? '', VI: r.name.VI ?? '' },
        sort: r.sort,
        enabled: r.enabled,
        items: Number(r.items ?? 0),
      }));
    },

    /**
     * Creates (id null) or edits a category; an existing one keeps its code. A code the merchant has is
     * pointcategory.exists, also when another save took it after this one looked (the unique index decides).
     */
    async saveCategory(tenant: Tenant, id: number | null, input: BoPointCategoryInput) {
      const all = await this.boCategories(tenant);
      const before = id === null ? null : (all.find((c) => c.id === id) ?? null);
      if (id !== null && !before) throw new AppError('not.found');
      const values = {
        name: {
          TW: input.name.TW,
          ...(input.name.EN ? { EN: input.name.EN } : {}),
          ...(input.name.VI ? { VI: input.name.VI } : {}),
        },
        sort: input.sort,
        enabled: input.enabled,
      };
      let savedId = id;
      if (id === null) {
        if (all.some((c) => c.code === input.code)) throw new AppError('pointcategory.exists');
        savedId = await repo.insertCategory(db, tenant.id, input.code, values);
        if (savedId === null) throw new AppError('pointcategory.exists');
      } else if (!(await repo.updateCategory(db, tenant.id, id, values))) throw new AppError('not.found');
      const after = (await this.boCategories(tenant)).find((c) => c.id === savedId)!;
      return { before, after };
    },

    /** Deletes a category no item is filed under (else pointcategory.inuse with how many). */
    async deleteCategory(tenant: Tenant, id: number) {
      const before = (await this.boCategories(tenant)).find((c) => c.id === id);
      if (!before) throw new AppError('not.found');
      if (!(await repo.deleteUnusedCategory(db, tenant.id, id))) {
        const items = (await this.boCategories(tenant)).find((c) => c.id === id)?.items ?? before.items;
        throw new AppError('pointcategory.inuse', { items }, { items });
      }
      return { before, after: null };
    },

    async boRedemptions(
      tenant: Tenant,
      q: { status?: 'P' | 'R' | 'A'; page: number; size: number },
      lang: Lang,
    ): Promise<{ list: BoRedemption[]; totalCount: number }> {
      const { rows, total } = await repo.redemptionPage(db, {
        merchantId: tenant.id,
        status: q.status,
        offset: (q.page - 1) * q.size,
        limit: q.size,
      });
      return {
        list: rows.map((r) => ({
          ...redemptionValue(r, lang, tenant.settings.currency.decimals),
          username: r.username,
          staff: r.staff,
        })),
        totalCount: total,
      };
    },

    redemption: (merchantId: number, id: bigint) => repo.findRedemption(db, merchantId, id),

    /** Approved: the item is delivered; nothing moves. */
    async approve(merchantId: number, id: bigint, staffId: number | null) {
      if (!(await repo.decide(db, id, { status: 'A', reason: null, staffId, at: clock.now() })))
        throw new AppError('points.redemption.decided');
      void merchantId;
    },

    /**
     * Rejected with a reason the member sees: the stock goes back, the points (and cash) are refunded once
     * (the row's status change from P and the refund's keys make a second reject a no-op refusal).
     */
    async reject(merchantId: number, id: bigint, reason: string, staffId: number | null) {
      const pending = await repo.findRedemption(db, merchantId, id);
      if (!pending) throw new AppError('not.found');
      if (pending.status !== 'P') throw new AppError('points.redemption.decided');
      await grants.prepare(merchantId, pending.customer_id);
      await ledger.prepare(merchantId, [houseSide]);
      await db.transaction().execute(async (trx) => {
        const r = await repo.lockPending(trx, merchantId, id);
        if (!r) throw new AppError('points.redemption.decided');
        await repo.decide(trx, id, { status: 'R', reason, staffId, at: clock.now() });
        await repo.returnStock(trx, r.item_id, r.quantity);
        const key = `points-refund:${r.id}`;
        const meta = { kind: 'points_refund', redemption: String(r.id), remark: reason };
        await grants.grantPoints({ merchantId, customerId: r.customer_id, key, points: r.points, meta }, trx);
        if (r.cash > 0n)
          await ledger.transfer(
            {
              merchantId,
              key: `${key}:cash`,
              type: 'points_cash',
              from: houseSide,
              to: { kind: 'cash', ownerId: r.customer_id },
              amount: r.cash,
              shardKey: key,
              meta,
            },
            trx,
          );
      });
    },

    /**
     * Earning from turnover (decision 0039): for each merchant with points on, each of the last `days`
     * completed merchant days, each member and category with an enabled rule, the points of that day's
     * settled valid bet, granted once (the earning row and the grant commit together).
     */
    async earn(days = 3): Promise<{ granted: number; points: bigint }> {
      let granted = 0;
      let total = 0n;
      const configs = await repo.enabledConfigs(db);
      for (const c of configs) {
        const rules = c.earn_rules.filter((r) => r.enabled && r.points > 0);
        if (rules.length === 0) continue;
        const merchant = await repo.merchantSettings(db, c.merchant_id);
        if (!merchant) continue;
        const tz = timeZoneOf(merchant.settings);
        const today = localDay(clock.now(), tz);
        for (let back = days; back >= 1; back--) {
          const day = addDays(today, -back);
          for (const b of await repo.validBetsOfDay(db, c.merchant_id, day, tz)) {
            const rule = rules.find((r) => r.gameType === b.game_type);
            if (!rule) continue;
            const validBet = BigInt(b.total);
            const points = pointsForBet(validBet, { points: rule.points, perAmount: BigInt(rule.perAmount) });
            if (points <= 0n) continue;
            await grants.prepare(c.merchant_id, b.customer_id);
            const key = `points-earn:${b.customer_id}:${day}:${b.game_type}`;
            const did = await db.transaction().execute(async (trx) => {
              const fresh = await repo.insertEarning(trx, {
                merchantId: c.merchant_id,
                customerId: b.customer_id,
                day,
                category: b.game_type,
                validBet,
                points,
              });
              if (!fresh) return false;
              await grants.grantPoints(
                {
                  merchantId: c.merchant_id,
                  customerId: b.customer_id,
                  key,
                  points,
                  meta: { kind: 'points_earn', day, category: b.game_type, remark: `${day} ${b.game_type}` },
                },
                trx,
              );
              return true;
            });
            if (did) {
              granted++;
              total += points;
            }
          }
        }
      }
      return { granted, points: total };
    },
  };
}
export type Points = ReturnType<typeof createPoints>;

const nextDay = (day: string) => addDays(day, 1);
