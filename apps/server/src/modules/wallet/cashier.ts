import { randomBytes } from 'node:crypto';
import { hmacHex, sameSignature } from '@portal/contract/signature';
import type {
  DepositChannels,
  DepositOrder,
  DepositPreviewValue,
  DepositPromotions,
  DepositRequest,
} from '@portal/contract';
import { isModuleEnabled, modIds } from '@portal/contract/constants';
import {
  bonusTurnover,
  depositFigures,
  promotionBonus,
  toMajor,
  toMinor,
  type PromotionRule,
} from '@portal/contract/money';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_MAX_BYTES, imageType } from '../../lib/image-upload.ts';
import { staffChannel, type LiveHub } from '../../lib/live-hub.ts';
import { clock } from '../../lib/clock.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import type { Tenant } from '../merchants/service.ts';
import { localized } from '../system/service.ts';
import * as repo from './cashier-repository.ts';
import type { Ledger } from './ledger.ts';

type Channel = Awaited<ReturnType<typeof repo.listChannels>>[number];
type Order = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;
interface Member {
  id: number;
  type: number;
}

/** One receipt picture an order (decision 0014), within the spec's image limits. */
export const RECEIPT_MAX_BYTES = IMAGE_MAX_BYTES;
/** PNG and JPEG by their signatures; anything else is refused whatever its name or declared type. */
type Promotion = NonNullable<Awaited<ReturnType<typeof repo.findPromotion>>>;
const ruleOf = (p: Promotion): PromotionRule =>
  p.bonus_type === 'FIXED'
    ? {
        bonusType: 'FIXED',
        minDeposit: p.min_deposit,
        maxDeposit: p.max_deposit,
        tiers: p.tiers.map((t) => ({ minDeposit: BigInt(t.minDeposit), bonus: BigInt(t.bonus) })),
      }
    : {
        bonusType: 'PERCENTAGE',
        minDeposit: p.min_deposit,
        maxDeposit: p.max_deposit,
        percentBp: p.percent_bp,
        minBonus: p.min_bonus,
        maxBonus: p.max_bonus,
      };

/** A promotion's day (the DAILY limit) is a calendar day of the demo merchant's zone, as on its other pages. */

/** Signs a payment callback body: hex HMAC-SHA256 under the channel's secret. */
export const signCallback = hmacHex;

/**
 * Deposits (inventory 1.2.2): channels with limits, fees and rebates; orders created once per
 * request id; gateway orders paid on the provider's page and settled by its signed callback; manual
 * bank transfers approved by the operator. Settling credits the wallet through the ledger exactly
 * once: the order leaves PENDING once, and every transfer has a key derived from the order.
 */
export function createCashier(
  db: Db,
  ledger: Ledger,
  hub?: LiveHub,
  /** The merchant's identity gate before deposits (decision 0065): throws when the member may not. */
  idGate?: (tenant: Tenant, customerId: number) => Promise<void>,
) {
  const decimalsOf = (tenant: Tenant) => tenant.settings.currency.decimals;
  const major = (tenant: Tenant, minor: bigint) => toMajor(minor, decimalsOf(tenant));

  function assertMayDeposit(tenant: Tenant, member: Member) {
    if (member.type === 4) throw new AppError('trial.account.forbidden');
    if (!isModuleEnabled(tenant.info.whitelabel, modIds.deposit))
      throw new AppError('function.not.available');
  }

  function orderValue(tenant: Tenant, order: Order, channel: Channel): DepositOrder {
    return {
      orderId: String(order.id),
      status: order.status,
      amount: major(tenant, order.amount),
      fee: major(tenant, order.fee),
      rebate: major(tenant, order.rebate),
      credit: major(tenant, order.amount - order.fee + order.rebate),
      bonus: major(tenant, order.bonus),
      promotionId: order.promotion_id,
      bonusRefused: order.bonus_refused,
      channelId: channel.id,
      method: channel.method,
      ...(channel.method === 'PG' && order.pay_token && order.status === 'PENDING'
        ? { payUrl: `/sandbox/pay/${order.pay_token}` }
        : {}),
      ...(channel.method === 'MT' && channel.receiver ? { receiver: channel.receiver } : {}),
      referenceNo: order.reference_no,
      expiresAt: order.expires_at ? new Date(order.expires_at).toISOString() : null,
      createdAt: new Date(order.created_at).toISOString(),
    };
  }

  /** Credits a settled order: the amount, then its fee and rebate; each transfer keyed by the order. */
  async function credit(order: Order, channel: Channel) {
    const cash = { kind: 'cash' as const, ownerId: order.customer_id };
    const base = {
      merchantId: order.merchant_id,
      meta: { orderId: String(order.id), channel: channel.code },
    };
    await ledger.transfer({
      ...base,
      key: `deposit:${order.id}`,
      type: 'deposit',
      from: { kind: 'paymentClearing', ref: channel.code },
      to: cash,
      amount: order.amount,
    });
    if (order.fee > 0n)
      await ledger.transfer({
        ...base,
        key: `deposit:${order.id}:fee`,
        type: 'deposit_fee',
        from: cash,
        to: { kind: 'houseIncome' },
        amount: order.fee,
      });
    if (order.bonus > 0n) {
      await ledger.transfer({
        ...base,
        key: `deposit:${order.id}:bonus`,
        type: 'bonus',
        from: { kind: 'bonusExpense' },
        to: { kind: 'bonus', ownerId: order.customer_id },
        amount: order.bonus,
      });
      await repo.requireTurnover(db, order);
    }
    if (order.rebate > 0n)
      await ledger.transfer({
        ...base,
        key: `deposit:${order.id}:rebate`,
        type: 'deposit_rebate',
        from: { kind: 'bonusExpense' },
        to: cash,
        amount: order.rebate,
      });
  }

  /**
   * Ends a PENDING order. An order with a promotion bonus is credited only if the promotion's condition
   * and limit still hold (decision 0019): checked again under the member's row lock, in the transaction
   * that writes SUCCESS, so of two concurrent first deposits one gets the bonus and the other is credited
   * without it, its reason kept on the order.
   */
  async function resolve(order: Order, outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED') {
    if (outcome !== 'SUCCESS' || order.promotion_id === null || order.bonus === 0n)
      return repo.resolveOrder(db, order.id, outcome, clock.now());
    const promotionId = order.promotion_id;
    return db.transaction().execute(async (trx) => {
      await repo.lockCustomer(trx, order.customer_id);
      const now = clock.now();
      const promotion = await repo.findPromotionById(trx, promotionId);
      const refused = promotion
        ? await repo.promotionRefusal(
            trx,
            order.customer_id,
            promotion,
            now,
            timeZoneOf(await repo.merchantSettings(trx, order.merchant_id)),
            order.id,
          )
        : null;
      return repo.resolveOrder(trx, order.id, 'SUCCESS', now, refused);
    });
  }

  /**
   * Fee, rebate, what arrives and the promotion's bonus of a deposit: the one function behind the
   * preview the member confirms and the order that is then created and credited (decision 0019).
   */
  async function quote(tenant: Tenant, member: Member, input: Omit<DepositRequest, 'requestId'>) {
    const channel = await repo.findChannel(db, tenant.id, input.channelId);
    if (!channel?.enabled) throw new AppError('deposit.channel.unavailable');
    const amount = toMinor(input.amount, decimalsOf(tenant));
    if (amount === null || amount <= 0n) throw new AppError('request_param_err', { amount: 'pattern' });
    if (amount < channel.min_amount || amount > channel.max_amount)
      throw new AppError('deposit.amount.out.of.range', {
        min: major(tenant, channel.min_amount),
        max: major(tenant, channel.max_amount),
      });
    if (channel.fix_amount_only && !channel.fix_amounts.some((a) => BigInt(a) === amount))
      throw new AppError('deposit.amount.out.of.range');
    const { fee, rebate, credit } = depositFigures(amount, {
      feeBp: channel.fee_bp,
      feeFixed: channel.fee_fixed,
      feeMin: channel.fee_min,
      feeMax: channel.fee_max,
      rebateBp: channel.rebate_bp,
    });
    let bonus = 0n;
    let turnover = 0n;
    if (input.promotionId) {
      const promotion = await repo.findPromotion(db, tenant.id, input.promotionId);
      const earned =
        promotion && (await mayUse(tenant, member, promotion))
          ? promotionBonus(amount, ruleOf(promotion))
          : null;
      if (earned === null) throw new AppError('promotion.not.available');
      bonus = earned;
      turnover = bonusTurnover(amount, bonus, promotion!.turnover_multiple);
    }
    return { channel, amount, fee, rebate, credit, bonus, turnover };
  }

  /** Whether the member can still get a promotion now (its condition and limit, decision 0019). */
  const mayUse = async (tenant: Tenant, member: Member, promotion: Promotion) =>
    (await repo.promotionRefusal(db, member.id, promotion, clock.now(), timeZoneOf(tenant.settings))) ===
    null;

  /**
   * The single way an order ends. SUCCESS is written first, then the credit runs: a crash in between
   * leaves a SUCCESS order whose credit the next attempt (a repeated callback, an approval retry or the
   * reconcile job) completes, and the transfer keys keep that to one credit.
   */
  async function settle(order: Order, channel: Channel, outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED') {
    const changed = await resolve(order, outcome);
    const current = changed ?? (await repo.findOrder(db, order.id))!;
    if (current.status === 'SUCCESS') await credit(current, channel);
    if (changed) {
      hub?.publish(current.customer_id, {
        type: 'deposit',
        orderId: String(current.id),
        status: current.status,
      });
      hub?.publish(staffChannel(current.merchant_id), {
        type: 'bo.queue',
        queue: 'deposits',
        change: 'decided',
      });
    }
    /** `resolvedNow` is false when an earlier outcome had already ended the order. */
    return { order: current, resolvedNow: changed !== undefined };
  }

  async function settleCallback(
    channelCode: string,
    rawBody: string,
    signature: string,
    seen: { merchantId: number | null; orderId: bigint | null },
  ) {
    let body: { orderId?: unknown; status?: unknown; amount?: unknown };
    try {
      body = JSON.parse(rawBody) as typeof body;
    } catch {
      throw new AppError('request_param_err');
    }
    // Valid JSON need not be an object (`null`, `[]`, `"x"`).
    if (typeof body !== 'object' || body === null) throw new AppError('request_param_err');
    if (typeof body.orderId !== 'string' || !/^\d{1,18}$/.test(body.orderId))
      throw new AppError('request_param_err');
    const order = await repo.findOrder(db, BigInt(body.orderId));
    if (order) {
      seen.merchantId = order.merchant_id;
      seen.orderId = order.id;
    }
    const channel = order ? await repo.findChannelById(db, order.channel_id) : undefined;
    if (!order || !channel || channel.code !== channelCode || !channel.secret)
      throw new AppError('not.found');
    if (!sameSignature(signCallback(channel.secret, rawBody), signature))
      throw new AppError('signature.invalid');
    if (body.status !== 'SUCCESS' && body.status !== 'FAILED') throw new AppError('request_param_err');
    if (body.status === 'SUCCESS' && body.amount !== String(order.amount))
      throw new AppError('request_param_err');
    const { order: settled } = await settle(order, channel, body.status);
    return { orderId: String(settled.id), status: settled.status };
  }

  return {
    signCallback,

    async channels(tenant: Tenant, member: Member, lang: Lang): Promise<DepositChannels> {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const allowDeposit = isModuleEnabled(tenant.info.whitelabel, modIds.deposit);
      await repo.expireOrders(db, member.id, clock.now());
      const [rows, pending] = await Promise.all([
        repo.listChannels(db, tenant.id),
        repo.pendingOrders(db, member.id),
      ]);
      const m = (v: bigint) => major(tenant, v);
      return {
        allowDeposit,
        allowDepositMessage: allowDeposit ? null : (tenant.settings.depositOffMessage?.[lang] ?? null),
        inProgressCount: pending.length,
        pendingManualOrderId: pending.find((p) => p.method === 'MT')?.id.toString() ?? null,
        depositInfo: null,
        channels: allowDeposit
          ? rows.map((c) => ({
              channelId: c.id,
              method: c.method,
              name: localized(c.name, lang),
              description: localized(c.description, lang),
              iconUrl: c.icon_url,
              min: m(c.min_amount),
              max: m(c.max_amount),
              feePercent: c.fee_bp / 100,
              feeFixed: m(c.fee_fixed),
              feeMin: c.fee_min === null ? null : m(c.fee_min),
              feeMax: c.fee_max === null ? null : m(c.fee_max),
              rebatePercent: c.rebate_bp / 100,
              fixAmounts: c.fix_amounts.map((a) => m(BigInt(a))),
              fixAmountOnly: c.fix_amount_only,
              expireMinutes: c.expire_minutes,
            }))
          : [],
      };
    },

    /** The deposit promotions this member can still get (decision 0019); the others are not listed. */
    async promotions(tenant: Tenant, member: Member, lang: Lang): Promise<DepositPromotions> {
      assertMayDeposit(tenant, member);
      const all = await repo.listPromotions(db, tenant.id);
      const open = await Promise.all(all.map((p) => mayUse(tenant, member, p)));
      const rows = all.filter((_, i) => open[i]);
      const m = (v: bigint) => major(tenant, v);
      return {
        promotions: await Promise.all(
          rows.map(async (p) => ({
            promotionId: p.id,
            name: localized(p.name, lang),
            remark: localized(p.remark, lang),
            bonusType: p.bonus_type,
            minDeposit: m(p.min_deposit),
            maxDeposit: p.max_deposit === null ? null : m(p.max_deposit),
            tiers: p.tiers.map((tier) => ({
              minDeposit: m(BigInt(tier.minDeposit)),
              bonus: m(BigInt(tier.bonus)),
            })),
            percent: p.percent_bp / 100,
            minBonus: m(p.min_bonus),
            maxBonus: p.max_bonus === null ? null : m(p.max_bonus),
            turnoverMultiple: p.turnover_multiple,
            condition: p.deposit_condition,
            claimLimit: p.claim_limit,
          })),
        ),
      };
    },

    /** What a deposit would be, before the member confirms it: the same figures the order gets. */
    async preview(
      tenant: Tenant,
      member: Member,
      input: Omit<DepositRequest, 'requestId'>,
    ): Promise<DepositPreviewValue> {
      assertMayDeposit(tenant, member);
      const q = await quote(tenant, member, input);
      return {
        amount: major(tenant, q.amount),
        fee: major(tenant, q.fee),
        rebate: major(tenant, q.rebate),
        credit: major(tenant, q.credit),
        bonus: major(tenant, q.bonus),
        turnover: major(tenant, q.turnover),
        promotionId: input.promotionId ?? null,
      };
    },

    /** Creates an order, or returns the one this request id already created. */
    async deposit(tenant: Tenant, member: Member, input: DepositRequest): Promise<DepositOrder> {
      assertMayDeposit(tenant, member);
      await idGate?.(tenant, member.id);
      // The same requestId is a retry only with the same content; else a conflict, never the first order.
      const replay = async (o: NonNullable<Awaited<ReturnType<typeof repo.findOrderByRequest>>>) => {
        if (
          o.amount !== toMinor(input.amount, decimalsOf(tenant)) ||
          o.channel_id !== input.channelId ||
          o.promotion_id !== (input.promotionId ?? null)
        )
          throw new AppError('idempotency.key.conflict');
        return orderValue(tenant, o, (await repo.findChannelById(db, o.channel_id))!);
      };
      const existing = await repo.findOrderByRequest(db, member.id, input.requestId);
      if (existing) return replay(existing);
      const q = await quote(tenant, member, input);
      await repo.expireOrders(db, member.id, clock.now());
      if ((await repo.pendingOrders(db, member.id)).some((p) => p.method === 'MT'))
        throw new AppError('deposit.pending.exists');

      const order = await repo.insertOrder(db, {
        promotionId: input.promotionId ?? null,
        bonus: q.bonus,
        merchantId: tenant.id,
        customerId: member.id,
        channelId: q.channel.id,
        requestId: input.requestId,
        amount: q.amount,
        fee: q.fee,
        rebate: q.rebate,
        payToken: q.channel.method === 'PG' ? randomBytes(24).toString('base64url') : null,
        expiresAt:
          q.channel.method === 'MT' && q.channel.expire_minutes
            ? new Date(clock.now().getTime() + q.channel.expire_minutes * 60_000)
            : null,
      });
      // A retry racing the first request finds its order: the same check as above.
      if (!order) return replay((await repo.findOrderByRequest(db, member.id, input.requestId))!);
      hub?.publish(staffChannel(tenant.id), { type: 'bo.queue', queue: 'deposits', change: 'new' });
      return orderValue(tenant, order, q.channel);
    },

    async order(tenant: Tenant, member: Member, orderId: bigint): Promise<DepositOrder> {
      // A manual order past its time reads as expired here too, not only on the channels call.
      await repo.expireOrders(db, member.id, clock.now());
      const order = await repo.findOrder(db, orderId);
      // Another member's order is answered like a missing one (SECURITY.md item 11).
      if (!order || order.customer_id !== member.id || order.merchant_id !== tenant.id)
        throw new AppError('not.found');
      const channel = (await repo.findChannelById(db, order.channel_id))!;
      return orderValue(tenant, order, channel);
    },

    async setReference(tenant: Tenant, member: Member, orderId: bigint, referenceNo: string) {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.customer_id !== member.id || order.merchant_id !== tenant.id)
        throw new AppError('not.found');
      if (!(await repo.setReference(db, orderId, member.id, referenceNo)))
        throw new AppError('transfer.already.resolved');
    },

    /**
     * The receipt picture of a pending manual deposit (PNG or JPEG, checked by its first bytes, at most
     * 5 MB, decision 0014); a new upload replaces the earlier one.
     */
    async uploadReceipt(tenant: Tenant, member: Member, orderId: bigint, bytes: Buffer) {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.customer_id !== member.id || order.merchant_id !== tenant.id)
        throw new AppError('not.found');
      if (order.status !== 'PENDING') throw new AppError('transfer.already.resolved');
      const contentType = imageType(bytes);
      if (!contentType || bytes.length > RECEIPT_MAX_BYTES) throw new AppError('receipt.invalid');
      await repo.saveReceipt(db, orderId, contentType, bytes);
    },

    /** The receipt for the operator (the back office checks the staff member's role). */
    receipt: (merchantId: number, orderId: bigint) => repo.findReceipt(db, merchantId, orderId),

    /** The member gives up a pending order (a manual transfer not made, a payment page left). */
    async cancel(tenant: Tenant, member: Member, orderId: bigint) {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.customer_id !== member.id || order.merchant_id !== tenant.id)
        throw new AppError('not.found');
      const channel = (await repo.findChannelById(db, order.channel_id))!;
      if (!(await settle(order, channel, 'CANCELLED')).resolvedNow)
        throw new AppError('transfer.already.resolved');
    },

    /**
     * The payment provider's callback: signature over the raw body, amount checked, settled once. Every
     * callback received is kept in the callback log (decision 0030), refused ones with their error code.
     */
    async callback(channelCode: string, rawBody: string, signature: string, ip = '') {
      const seen: { merchantId: number | null; orderId: bigint | null } = { merchantId: null, orderId: null };
      const log = (outcome: number, errorCode: string | null, orderStatus: string | null) =>
        repo.logCallback(db, {
          merchant_id: seen.merchantId,
          channel_code: channelCode.slice(0, 32),
          order_id: seen.orderId,
          ip,
          signature: signature.slice(0, 200),
          body: rawBody.slice(0, 4_000),
          outcome,
          error_code: errorCode,
          order_status: orderStatus,
        });
      try {
        const answer = await settleCallback(channelCode, rawBody, signature, seen);
        await log(200, null, answer.status);
        return answer;
      } catch (error) {
        const code = error instanceof AppError ? error.errorCode : 'internal.error';
        await log(error instanceof AppError ? error.statusCode : 500, code, null).catch(() => {});
        throw error;
      }
    },

    /** For the sandbox payment page: the order its token names, with channel and merchant. */
    async orderForPayment(payToken: string) {
      const order = await repo.findOrderByPayToken(db, payToken);
      if (!order) return undefined;
      const channel = (await repo.findChannelById(db, order.channel_id))!;
      return { order, channel };
    },

    /**
     * Completes the credit of SUCCESS orders that lack one of their transfers (a crash between the
     * status and the credit). Returns how many orders it completed.
     */
    async reconcile(): Promise<number> {
      const ids = await repo.ordersMissingCredit(db, 500);
      for (const id of ids) {
        const order = (await repo.findOrder(db, id))!;
        await credit(order, (await repo.findChannelById(db, order.channel_id))!);
      }
      return ids.length;
    },

    /** Operator decisions on manual deposits (the back office calls these). */
    async approveManual(merchantId: number, orderId: bigint, opts: { staff?: string } = {}) {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.merchant_id !== merchantId) throw new AppError('not.found');
      const channel = (await repo.findChannelById(db, order.channel_id))!;
      if (channel.method !== 'MT') throw new AppError('function.not.available');
      const done = await settle(order, channel, 'SUCCESS');
      if (!done.resolvedNow) throw new AppError('transfer.already.resolved');
      if (opts.staff) await repo.noteDecision(db, order.id, { staff: opts.staff, reason: null });
      return done.order;
    },
    /** `reason` (optional) is kept on the order with who decided. */
    async rejectManual(merchantId: number, orderId: bigint, opts: { staff?: string; reason?: string } = {}) {
      const order = await repo.findOrder(db, orderId);
      if (!order || order.merchant_id !== merchantId) throw new AppError('not.found');
      const channel = (await repo.findChannelById(db, order.channel_id))!;
      const done = await settle(order, channel, 'FAILED');
      if (!done.resolvedNow) throw new AppError('transfer.already.resolved');
      if (opts.staff || opts.reason)
        await repo.noteDecision(db, order.id, {
          staff: opts.staff ?? null,
          reason: opts.reason?.trim() || null,
        });
      return done.order;
    },
  };
}
export type Cashier = ReturnType<typeof createCashier>;
