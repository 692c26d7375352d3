import type { z } from 'zod';
import type {
  BankCards,
  WithdrawSettings,
  bindCardRequest,
  changePaymentPasswordRequest,
  setPaymentPasswordRequest,
  withdrawRequest,
  withdrawal,
} from '@portal/contract';
import { BUSINESS_TIME_ZONE, isModuleEnabled, modIds } from '@portal/contract/constants';
import { shareOf, toMajor, toMinor } from '@portal/contract/money';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { WithdrawalOrderTable } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffChannel, type LiveHub } from '../../lib/live-hub.ts';
import { clock } from '../../lib/clock.ts';
import { timeZoneOf } from '../../lib/time-zone.ts';
import type { AccountService } from '../accounts/service.ts';
import type { Tenant } from '../merchants/service.ts';
import type { Ledger } from './ledger.ts';
import * as repo from './withdrawals-repository.ts';
import { DEFAULT_DEPOSIT_TURNOVER_MULTIPLE, type Turnover } from './turnover.ts';

/** Withdrawal rules of a merchant; the demo merchant uses these defaults (DECISIONS in docs/decisions/0008). */
export const withdrawPolicy = {
  window: { start: '00:00', end: '24:00', timeZone: BUSINESS_TIME_ZONE },
  limits: { B: { min: 10_000n, max: 5_000_000n }, E: { min: 5_000n, max: 2_000_000n } },
  dailyCount: 5,
  dailyAmount: 10_000_000n,
  feeBp: 0,
  maxCards: { B: 5, E: 3 },
  /** Each deposit asks this many times its amount in bets before a withdrawal (0: none). */
  depositTurnoverMultiple: DEFAULT_DEPOSIT_TURNOVER_MULTIPLE,
};

/**
 * The withdrawal rules of a merchant: `withdrawPolicy` with the overrides the operator set in the back office
 * (`settings.withdraw`: daily count and amount, fee, per-type limits; the turnover multiple is read by
 * turnover.ts). Read from the tenant on every request, so a change applies within the tenant cache's 5 s.
 */
export function withdrawPolicyFor(settings: Pick<Tenant['settings'], 'withdraw' | 'timeZone'>) {
  const w = settings.withdraw ?? {};
  const lim = (type: 'B' | 'E') => {
    const own = w.limits?.[type];
    return own ? { min: BigInt(own.min), max: BigInt(own.max) } : withdrawPolicy.limits[type];
  };
  return {
    ...withdrawPolicy,
    window: { ...withdrawPolicy.window, timeZone: timeZoneOf(settings) },
    limits: { B: lim('B'), E: lim('E') },
    dailyCount: w.dailyCount ?? withdrawPolicy.dailyCount,
    dailyAmount: w.dailyAmount !== undefined ? BigInt(w.dailyAmount) : withdrawPolicy.dailyAmount,
    feeBp: w.feeBp ?? withdrawPolicy.feeBp,
    depositTurnoverMultiple: w.depositTurnoverMultiple ?? withdrawPolicy.depositTurnoverMultiple,
  };
}

/** The banks and e-wallets members can bind (the operator's list; a fixed demo list for now). */
export const demoBanks = [
  { bankCode: 'CTBC', name: 'CTBC Bank', type: 'B' },
  { bankCode: 'ESUN', name: 'E.SUN Bank', type: 'B' },
  { bankCode: 'CATHAY', name: 'Cathay United Bank', type: 'B' },
  { bankCode: 'VCB', name: 'Vietcombank', type: 'B' },
  { bankCode: 'TCB', name: 'Techcombank', type: 'B' },
  { bankCode: 'MOMO', name: 'MoMo', type: 'E' },
  { bankCode: 'LINEPAY', name: 'LINE Pay', type: 'E' },
] as const;

type Member = { id: number; type: number };
const mask = (n: string) => `**** ${n.slice(-4)}`;

/** HH:mm of an instant in a time zone. */
function localTime(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now);
}
/** The start of the merchant's local day, as an instant. */
function localDayStart(now: Date, timeZone: string): Date {
  const [h, m] = localTime(now, timeZone).split(':').map(Number) as [number, number];
  const start = new Date(now.getTime() - (h * 60 + m) * 60_000);
  start.setUTCSeconds(0, 0);
  return start;
}

/**
 * Withdrawals (inventory 1.2.3 and 1.2.4): the payment password, bound accounts, settings with the
 * turnover panel, and orders whose money is reserved by one ledger transfer on request and posted
 * (paid out) or voided (returned) by the operator.
 */
export function createWithdrawals(
  db: Db,
  ledger: Ledger,
  accounts: AccountService,
  turnover: Turnover,
  hub?: LiveHub,
  /** The merchant's identity gate before withdrawals (decision 0065): throws when the member may not. */
  idGate?: (tenant: Tenant, customerId: number) => Promise<void>,
) {
  async function customer(member: Member) {
    if (member.type === 4) throw new AppError('trial.account.forbidden');
    return repo.findPayer(db, member.id);
  }

  async function checkPaymentPassword(hash: string | null, given: string) {
    if (!hash) throw new AppError('not.exists.payment.password');
    if (!(await accounts.verifyStoredPassword(hash, given))) throw new AppError('invalid.payment.pw');
  }

  /** The withdrawal rule's turnover: the one count of turnover.ts (decision 0020). */
  async function turnoverOf(tenant: Tenant, member: Member) {
    const { withdrawal: w } = await turnover.progress(tenant.id, member.id);
    const d = tenant.settings.currency.decimals;
    return {
      remainingMinor: w.remaining,
      value: {
        required: toMajor(w.required, d),
        actual: toMajor(w.achieved, d),
        remaining: toMajor(w.remaining, d),
        byCategory: [...w.byCategory].map(([gameType, actual]) => ({ gameType, actual: toMajor(actual, d) })),
      },
    };
  }

  async function todays(member: Member, timeZone: string) {
    const start = localDayStart(clock.now(), timeZone);
    const row = await repo.withdrawnSince(db, member.id, start);
    return { count: Number(row.n), amount: BigInt(row.total) };
  }

  const windowOpen = (window: typeof withdrawPolicy.window) => {
    const now = localTime(clock.now(), window.timeZone);
    return now >= window.start && now < window.end;
  };

  function withdrawalValue(
    tenant: Tenant,
    w: {
      id: bigint;
      status: 'PENDING' | 'APPROVED' | 'REJECTED';
      amount: bigint;
      fee: bigint;
      bank_name: string;
      account_number: string;
      created_at: Date;
      reject_reason?: string | null;
    },
  ): z.infer<typeof withdrawal> {
    const d = tenant.settings.currency.decimals;
    return {
      withdrawalId: String(w.id),
      status: w.status,
      amount: toMajor(w.amount, d),
      fee: toMajor(w.fee, d),
      payout: toMajor(w.amount - w.fee, d),
      bankName: w.bank_name,
      accountNumber: mask(w.account_number),
      createdAt: new Date(w.created_at).toISOString(),
      rejectReason: w.status === 'REJECTED' ? (w.reject_reason ?? null) : null,
    };
  }

  /**
   * Reserves an order's money (one transfer keyed by the order), also when an earlier attempt stopped
   * between writing the order and reserving. Not enough money: the order is removed, as if never made.
   */
  async function reserveFor<
    T extends {
      id: bigint;
      merchant_id: number;
      customer_id: number;
      amount: bigint;
      reserve_transfer_id: bigint | null;
    },
  >(order: T): Promise<T> {
    if (order.reserve_transfer_id !== null) return order;
    try {
      const reserve = await ledger.transfer({
        merchantId: order.merchant_id,
        key: `withdraw:${order.id}:reserve`,
        type: 'withdraw_reserve',
        from: { kind: 'cash', ownerId: order.customer_id },
        to: { kind: 'withdrawHold', ownerId: order.customer_id },
        amount: order.amount,
        meta: { withdrawalId: String(order.id) },
      });
      await repo.linkReserve(db, order.id, reserve.transferId);
      return { ...order, reserve_transfer_id: reserve.transferId };
    } catch (error) {
      if ((error as { errorCode?: string }).errorCode === 'insufficient.balance')
        await repo.deleteUnreserved(db, order.id);
      throw error;
    }
  }

  async function decide(
    merchantId: number,
    id: bigint,
    approve: boolean,
    opts: { reason?: string; staff?: string } = {},
  ) {
    const order = await repo.findOrder(db, merchantId, id);
    if (!order?.reserve_transfer_id) throw new AppError('not.found');
    // The member reads why the money came back (decision 0030): a rejection always says why.
    const reason = opts.reason?.trim();
    if (!approve && !reason) throw new AppError('request_param_err', { reason: 'required' });
    // The ledger first: its `resolves` lets one of post and void through, once.
    const moved = await ledger.transfer({
      merchantId,
      key: `withdraw:${order.id}:${approve ? 'post' : 'void'}`,
      type: approve ? 'withdraw_post' : 'withdraw_void',
      from: { kind: 'withdrawHold', ownerId: order.customer_id },
      to: approve ? { kind: 'paymentClearing', ref: 'payout' } : { kind: 'cash', ownerId: order.customer_id },
      amount: order.amount,
      resolves: order.reserve_transfer_id,
      // The account record shows a returned withdrawal's reason as its remark.
      meta: { withdrawalId: String(order.id), ...(approve ? {} : { remark: reason }) },
    });
    // The same decision again finds it made: said so, not answered as if it happened now (a retry after a
    // crash between the transfer and the status still completes the status).
    if (moved.replayed && order.status !== 'PENDING') throw new AppError('transfer.already.resolved');
    await repo.decidePending(db, id, approve ? 'APPROVED' : 'REJECTED', clock.now(), {
      reason: approve ? null : (reason ?? null),
      staff: opts.staff ?? null,
    });
    hub?.publish(order.customer_id, {
      type: 'withdrawal',
      withdrawalId: String(order.id),
      status: approve ? 'APPROVED' : 'REJECTED',
    });
    hub?.publish(staffChannel(order.merchant_id), {
      type: 'bo.queue',
      queue: 'withdrawals',
      change: 'decided',
    });
  }

  return {
    async setPaymentPassword(member: Member, input: z.infer<typeof setPaymentPasswordRequest>) {
      const c = await customer(member);
      if (c.payment_password_hash) throw new AppError('payment.password.exists');
      if (input.confirmPaymentPassword !== input.paymentPassword)
        throw new AppError('request_param_err', { confirmPaymentPassword: 'inconsistent' });
      const login = await repo.loginPasswordHash(db, member.id);
      if (!(await accounts.verifyStoredPassword(login.password_hash, input.loginPassword)))
        throw new AppError('account.password.incorrect');
      const hash = await accounts.hashNewPassword(input.paymentPassword);
      await repo.setPaymentPasswordHash(db, member.id, hash);
    },

    async changePaymentPassword(member: Member, input: z.infer<typeof changePaymentPasswordRequest>) {
      const c = await customer(member);
      await checkPaymentPassword(c.payment_password_hash, input.oldPaymentPassword);
      if (input.confirmPaymentPassword !== input.paymentPassword)
        throw new AppError('request_param_err', { confirmPaymentPassword: 'inconsistent' });
      const hash = await accounts.hashNewPassword(input.paymentPassword);
      await repo.setPaymentPasswordHash(db, member.id, hash);
    },

    banks: () => ({ banks: demoBanks.map((b) => ({ ...b })) }),

    async cards(member: Member): Promise<BankCards> {
      const c = await customer(member);
      const rows = await repo.liveCards(db, member.id);
      return {
        cards: rows.map((r) => ({
          cardId: r.id,
          type: r.type,
          bankCode: r.bank_code,
          bankName: r.bank_name,
          accountNumber: mask(r.account_number),
          payeeName: r.payee_name,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        maxCards: withdrawPolicy.maxCards.B + withdrawPolicy.maxCards.E,
        payeeName: c.payee_name,
        hasPaymentPassword: c.payment_password_hash !== null,
      };
    },

    async bindCard(tenant: Tenant, member: Member, input: z.infer<typeof bindCardRequest>) {
      const c = await customer(member);
      await checkPaymentPassword(c.payment_password_hash, input.paymentPassword);
      const bank = demoBanks.find((b) => b.bankCode === input.bankCode && b.type === input.type);
      const number = input.accountNumber.replace(/[\s-]/g, '');
      const valid = input.type === 'B' ? /^\d{10,19}$/.test(number) : /^[\w@.-]{6,32}$/.test(number);
      if (!bank || !valid) throw new AppError('bank.card.invalid');
      // The payee name is the account's, set once (here or in the profile) and then locked.
      const payee = c.payee_name ?? input.payeeName?.trim();
      if (!payee) throw new AppError('member.info.incomplete');
      const count = await repo.countLiveCards(db, member.id, input.type);
      if (count >= withdrawPolicy.maxCards[input.type]) throw new AppError('bank.card.limit');
      if (!c.payee_name) await repo.setPayeeNameOnce(db, member.id, payee);
      try {
        await repo.insertCard(db, {
          merchantId: tenant.id,
          customerId: member.id,
          type: input.type,
          bankCode: bank.bankCode,
          bankName: bank.name,
          accountNumber: number,
          payeeName: payee,
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new AppError('bank.card.exists');
        throw error;
      }
    },

    async deleteCard(member: Member, input: { cardId: number; paymentPassword: string }) {
      const c = await customer(member);
      await checkPaymentPassword(c.payment_password_hash, input.paymentPassword);
      if (!(await repo.deleteCard(db, member.id, input.cardId, clock.now()))) throw new AppError('not.found');
    },

    async settings(tenant: Tenant, member: Member): Promise<WithdrawSettings> {
      const policy = withdrawPolicyFor(tenant.settings);
      const c = await customer(member);
      const d = tenant.settings.currency.decimals;
      const [today, turn] = await Promise.all([
        todays(member, policy.window.timeZone),
        turnoverOf(tenant, member),
      ]);
      const remainingAmount = policy.dailyAmount - today.amount;
      return {
        allowWithdraw: isModuleEnabled(tenant.info.whitelabel, modIds.withdraw),
        window: { ...policy.window, open: windowOpen(policy.window) },
        limits: (['B', 'E'] as const).map((type) => ({
          type,
          min: toMajor(policy.limits[type].min, d),
          max: toMajor(policy.limits[type].max, d),
        })),
        dailyCount: policy.dailyCount,
        remainingCount: Math.max(0, policy.dailyCount - today.count),
        remainingAmount: toMajor(remainingAmount > 0n ? remainingAmount : 0n, d),
        feePercent: policy.feeBp / 100,
        turnover: turn.value,
        hasPaymentPassword: c.payment_password_hash !== null,
        payeeName: c.payee_name,
      };
    },

    /** A withdrawal request: every check, then one reserve transfer; a retry with its requestId replays. */
    async request(tenant: Tenant, member: Member, input: z.infer<typeof withdrawRequest>) {
      const policy = withdrawPolicyFor(tenant.settings);
      const c = await customer(member);
      if (!isModuleEnabled(tenant.info.whitelabel, modIds.withdraw))
        throw new AppError('function.not.available');
      await idGate?.(tenant, member.id);
      const amount = toMinor(input.amount, tenant.settings.currency.decimals);
      if (amount === null) throw new AppError('request_param_err', { amount: 'pattern' });
      // A retry (same requestId, card and amount) answers the first request; other content under a used
      // requestId is a conflict, never the first withdrawal passed off as this one.
      const replay = async (o: Selectable<WithdrawalOrderTable>) => {
        if (o.card_id !== input.cardId || o.amount !== amount) throw new AppError('idempotency.key.conflict');
        return withdrawalValue(tenant, await reserveFor(o));
      };
      const existing = await repo.findOrderByRequest(db, member.id, input.requestId);
      if (existing) return replay(existing);

      await checkPaymentPassword(c.payment_password_hash, input.paymentPassword);
      if (!c.payee_name) throw new AppError('member.info.incomplete');
      const card = await repo.findLiveCard(db, member.id, input.cardId);
      if (!card) throw new AppError('not.found');
      if (!windowOpen(policy.window)) throw new AppError('withdraw.outside.window');
      const limits = policy.limits[card.type];
      if (amount < limits.min || amount > limits.max) throw new AppError('withdraw.amount.out.of.range');
      const today = await todays(member, policy.window.timeZone);
      if (today.count >= policy.dailyCount || today.amount + amount > policy.dailyAmount)
        throw new AppError('withdraw.daily.limit');
      if ((await turnoverOf(tenant, member)).remainingMinor > 0n)
        throw new AppError('withdraw_turnover_not_enough');

      const order = await repo.insertOrder(db, {
        merchantId: tenant.id,
        customerId: member.id,
        requestId: input.requestId,
        card,
        amount,
        fee: shareOf(amount, policy.feeBp),
      });
      // A retry racing the first request: the same check as above against the order it made.
      if (!order) return replay(await repo.getOrderByRequest(db, member.id, input.requestId));
      const reserved = await reserveFor(order);
      hub?.publish(staffChannel(tenant.id), { type: 'bo.queue', queue: 'withdrawals', change: 'new' });
      return withdrawalValue(tenant, reserved);
    },

    async recent(tenant: Tenant, member: Member) {
      const rows = await repo.recentReserved(db, member.id, 10);
      return { withdrawals: rows.map((r) => withdrawalValue(tenant, r)) };
    },

    /**
     * Orders a crash left between the order and its reserve, older than a minute: linked to their
     * reserve when the ledger has it, else removed (the member never saw them acknowledged).
     */
    async reconcile(): Promise<number> {
      const orphans = await repo.unreservedBefore(db, new Date(clock.now().getTime() - 60_000), 500);
      for (const o of orphans) {
        const reserve = await repo.findTransferByKey(db, o.merchant_id, `withdraw:${o.id}:reserve`);
        if (reserve) await repo.linkReserve(db, o.id, reserve.id);
        else await repo.deleteUnreserved(db, o.id);
      }
      return orphans.length;
    },

    /** Operator decisions (the back office calls these): pay out, or return the money. */
    approve: (merchantId: number, id: bigint, opts: { staff?: string } = {}) =>
      decide(merchantId, id, true, opts),
    /** The reason is required: the member sees it on the withdrawal. */
    reject: (merchantId: number, id: bigint, reason: string, opts: { staff?: string } = {}) =>
      decide(merchantId, id, false, { ...opts, reason }),
  };
}
export type Withdrawals = ReturnType<typeof createWithdrawals>;
