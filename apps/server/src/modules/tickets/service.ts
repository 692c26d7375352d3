import { randomBytes } from 'node:crypto';
import type { RafflePromotionInput, TicketTemplateInput } from '@portal/contract';
import { rafflePromotionInput, ticketTemplateInput } from '@portal/contract';
import { toMajor, toMinor } from '@portal/contract/money';
import { floats, hashSeed, newServerSeed } from '@portal/fair/node';
import type { Lang } from '@portal/i18n';
import type { Db } from '../../db/client.ts';
import type { StoredTicketCondition, StoredTicketPrize } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
import type { Tenant } from '../merchants/service.ts';
import type { ConditionKind, Conditions, Window } from '../rewards/conditions.ts';
import { isMoneyKind } from '../rewards/conditions.ts';
import type { Grants } from '../wallet/grants.ts';
import type { Publish } from '../../lib/live-hub.ts';
import * as repo from './repository.ts';
import type { TicketRow } from './repository.ts';

type Member = { id: number; merchantId: number; username: string; type: number };
type TicketType = 'GOLDEN_EGG' | 'RAFFLE' | 'PRIZE_WHEEL' | 'CASH_VOUCHER' | 'GIFT_CODE';
/** How far ahead `getRaffleSchedules` looks: the raffles starting within a day. */
const RAFFLE_HORIZON_MS = 24 * 3600 * 1000;
const pick = (t: Partial<Record<string, string>>, lang: Lang) => t[lang] || t.TW || t.EN || '';
const DAY = 86_400_000;

// ---- the draw (decision 0047) ----

/**
 * The prize a roll selects: entries in their stored order, each owning `weight` consecutive units of the
 * total weight; the roll f in [0, 1) lands on unit floor(f × total). Weight-0 entries are never drawn.
 */
export function pickPrize(prizes: StoredTicketPrize[], roll: number): StoredTicketPrize {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  if (total <= 0) throw new AppError('ticket.template.closed');
  let unit = Math.floor(roll * total);
  for (const p of prizes) {
    if (unit < p.weight) return p;
    unit -= p.weight;
  }
  return prizes.findLast((p) => p.weight > 0)!;
}

/**
 * A ticket's roll for one draw: the first float of packages/fair's scheme (fair-core.ts) with the ticket's
 * server seed, the draw's client seed and the draw number as nonce (0 the first draw, 1 after a RETRY, …).
 */
export function ticketRoll(serverSeed: string, clientSeed: string, nonce: number): number {
  return floats(serverSeed, clientSeed, nonce, 1)[0]!;
}

/** A ticket's public reference: 20 random characters (the member calls address a ticket by it). */
const newTransactionId = () =>
  `TK${randomBytes(12).toString('base64url').toUpperCase().replace(/[-_]/g, 'X')}`;

export function createTickets(db: Db, deps: { conditions: Conditions; grants: Grants; publish?: Publish }) {
  const { conditions, grants } = deps;

  const windowOf = (c: StoredTicketCondition, ticket: { issued_at: Date }): Window =>
    c.duration === 'FIRST'
      ? { type: 'FIRST' }
      : c.duration === 'AFTER_CLAIM'
        ? { type: 'AFTER_CLAIM', since: new Date(ticket.issued_at) }
        : { type: 'HISTORY' };

  /** The ticket's conditions measured by the rule engine, in the wire's units. */
  async function measured(tenant: Tenant, t: TicketRow) {
    const d = tenant.settings.currency.decimals;
    const out = [];
    for (const c of t.conditions) {
      const kind = c.kind as ConditionKind;
      const r = await conditions.evaluate(t.customer_id, {
        kind,
        target: BigInt(c.target),
        filter: {
          ...(c.gameType ? { gameTypes: [c.gameType] } : {}),
          ...(c.gameVendor ? { vendors: [c.gameVendor] } : {}),
        },
        window: windowOf(c, t),
      });
      const wire = (v: bigint) => (isMoneyKind(kind) ? toMajor(v, d) : Number(v));
      out.push({
        condition: kind as Exclude<ConditionKind, 'PROFIT_MULTIPLIER' | 'PROFILE_COMPLETE'>,
        target: wire(r.target),
        actual: wire(r.actual),
        achieved: r.met,
        duration: c.duration,
        gameVendor: c.gameVendor,
        gameType: c.gameType,
      });
    }
    return out;
  }

  type Openness = 'OPEN' | 'NOT_STARTED' | 'EXPIRED' | 'USED';
  function openness(t: TicketRow, now: Date): Openness {
    if (t.status !== 'AVAILABLE') return 'USED';
    if (t.end_at && now >= new Date(t.end_at)) return 'EXPIRED';
    if (t.start_at && now < new Date(t.start_at)) return 'NOT_STARTED';
    return 'OPEN';
  }

  async function view(tenant: Tenant, t: TicketRow, lang: Lang, now: Date) {
    const cs = await measured(tenant, t);
    const achieved = cs.filter((c) => c.achieved).length;
    const open = openness(t, now);
    const reason =
      t.status === 'USED'
        ? ('PENDING_DELIVERY' as const)
        : open === 'NOT_STARTED'
          ? ('NOT_STARTED' as const)
          : achieved < cs.length
            ? ('CONDITIONS' as const)
            : null;
    return {
      id: String(t.id),
      ticketId: String(t.template_id),
      transactionId: t.transaction_id,
      type: t.type,
      name: pick(t.name, lang),
      description: pick(t.description, lang),
      status: reason === null ? ('AVAILABLE' as const) : ('UNAVAILABLE' as const),
      reason,
      startDate: t.start_at ? new Date(t.start_at).toISOString() : null,
      endDate: t.end_at ? new Date(t.end_at).toISOString() : null,
      conditions: cs,
      achievedConditionSize: achieved,
      serverSeedHash: t.server_seed_hash,
      spins: t.spins,
    };
  }

  async function load(tenant: Tenant, member: Member, transactionId: string) {
    const t = await repo.ticketOf(db, tenant.id, member.id, transactionId);
    if (!t) throw new AppError('not.found');
    return t;
  }

  /** Refuses a ticket that cannot be opened now: used, outside its validity, or its conditions unmet. */
  async function assertOpenable(tenant: Tenant, t: TicketRow, now: Date) {
    const open = openness(t, now);
    if (open === 'USED') throw new AppError('ticket.used');
    if (open === 'EXPIRED') throw new AppError('ticket.expired');
    if (open === 'NOT_STARTED') throw new AppError('ticket.not.open');
    if (!t.enabled) throw new AppError('ticket.template.closed');
    const cs = await measured(tenant, t);
    if (cs.some((c) => !c.achieved))
      throw new AppError('ticket.conditions.unmet', {
        conditions: cs.map((c) => ({
          condition: c.condition,
          actual: c.actual,
          target: c.target,
          achieved: c.achieved,
        })),
      });
  }

  const prizeValue = (tenant: Tenant, p: StoredTicketPrize) =>
    p.rewardType === 'MONEY'
      ? toMajor(BigInt(p.value), tenant.settings.currency.decimals)
      : p.rewardType === 'POINT'
        ? Number(p.value)
        : 0;

  /** Issues one ticket of a template to a member; with `trx`, inside the caller's transaction. */
  async function issueTicket(
    tenant: Tenant,
    customerId: number,
    templateId: number,
    source: string,
    trx?: Parameters<typeof repo.insertTicket>[0],
  ) {
    const tpl = await repo.templateById(trx ?? db, tenant.id, templateId);
    if (!tpl || !tpl.enabled) throw new AppError('ticket.template.closed');
    const now = clock.now();
    const byDays = tpl.valid_days ? new Date(now.getTime() + tpl.valid_days * DAY) : null;
    const end = [tpl.end_at ? new Date(tpl.end_at) : null, byDays]
      .filter((x): x is Date => x !== null)
      .reduce<Date | null>((a, b) => (a === null || b < a ? b : a), null);
    if (end && end <= now) throw new AppError('ticket.template.closed');
    const serverSeed = newServerSeed(new Uint8Array(randomBytes(32)));
    const transactionId = newTransactionId();
    const row = await repo.insertTicket(trx ?? db, {
      merchantId: tenant.id,
      customerId,
      templateId,
      transactionId,
      source,
      startAt: tpl.start_at ? new Date(tpl.start_at) : null,
      endAt: end,
      serverSeed,
      serverSeedHash: hashSeed(serverSeed),
      issuedAt: now,
    });
    return { transactionId, ticketId: row.id };
  }

  function boTemplate(
    tenant: Tenant,
    r: repo.TemplateRow,
    counts: {
      issued: string | null;
      used: string | null;
      codes_free: string | null;
      codes_total: string | null;
    },
  ) {
    const d = tenant.settings.currency.decimals;
    const total = r.prizes.reduce((s, p) => s + p.weight, 0);
    return {
      id: String(r.id),
      type: r.type,
      name: r.name as Record<string, string>,
      description: r.description as Record<string, string>,
      startTime: r.start_at ? new Date(r.start_at).toISOString() : null,
      endTime: r.end_at ? new Date(r.end_at).toISOString() : null,
      validDays: r.valid_days,
      conditions: r.conditions.map((c) => ({
        condition: c.kind as 'DEPOSIT_AMOUNT',
        target: isMoneyKind(c.kind as ConditionKind) ? toMajor(BigInt(c.target), d) : Number(c.target),
        duration: c.duration,
        gameVendor: c.gameVendor,
        gameType: c.gameType,
      })),
      prizes: r.prizes.map((p) => ({
        configId: p.configId,
        rewardType: p.rewardType,
        value: prizeValue(tenant, p),
        productName: p.productName,
        weight: p.weight,
        probability: total > 0 ? p.weight / total : 0,
      })),
      turnoverMultiple: r.turnover_multiple,
      issueOnRegistration: r.issue_on_registration,
      enabled: r.enabled,
      issued: Number(counts.issued ?? 0),
      used: Number(counts.used ?? 0),
      giftCodesFree: Number(counts.codes_free ?? 0),
      giftCodesTotal: Number(counts.codes_total ?? 0),
    };
  }

  async function getTemplate(tenant: Tenant, id: number) {
    const all = await repo.allTemplates(db, tenant.id);
    const r = all.find((x) => x.id === id);
    if (!r) throw new AppError('not.found');
    return boTemplate(tenant, r, r);
  }

  return {
    issueTicket,
    pickPrize,
    ticketRoll,

    /** Issues the tickets of the templates flagged "issue on registration" to a new member (decision 0047). */
    async onRegistered(tenant: Tenant, customerId: number) {
      for (const t of await repo.registrationTemplates(db, tenant.id))
        await issueTicket(tenant, customerId, t.id, 'REGISTRATION');
    },

    /** `getTickets`: the member's tickets to open (AVAILABLE first, then by end date). */
    async list(
      tenant: Tenant,
      member: Member,
      lang: Lang,
      q: {
        status?: ('AVAILABLE' | 'UNAVAILABLE')[];
        ticketType?: TicketType[];
        includePendingDeliveryTickets: boolean;
      },
    ) {
      const now = clock.now();
      const rows = await repo.memberTickets(db, tenant.id, member.id, q.includePendingDeliveryTickets);
      const out = [];
      for (const r of rows) {
        if (q.ticketType?.length && !q.ticketType.includes(r.type)) continue;
        if (r.status === 'AVAILABLE' && openness(r, now) === 'EXPIRED') continue;
        const v = await view(tenant, r, lang, now);
        if (q.status?.length && !q.status.includes(v.status) && v.reason !== 'PENDING_DELIVERY') continue;
        out.push(v);
      }
      return out.sort((a, b) => (a.status === b.status ? 0 : a.status === 'AVAILABLE' ? -1 : 1));
    },

    /** The TICKET count of the reward centre: tickets the member can open now. */
    async count(tenant: Tenant, member: Member) {
      const enabled = await repo.hasEnabledTemplate(db, tenant.id);
      const now = clock.now();
      let count = 0;
      for (const r of await repo.memberTickets(db, tenant.id, member.id, false))
        if ((await view(tenant, r, 'EN', now)).status === 'AVAILABLE') count++;
      return { enabled: enabled || count > 0, count };
    },

    /** `getPrizeWheelInfo`: the wheel's slots in order (the draw lands on one of them). */
    async wheel(tenant: Tenant, member: Member, transactionId: string) {
      const t = await load(tenant, member, transactionId);
      return {
        transactionId: t.transaction_id,
        serverSeedHash: t.server_seed_hash,
        spins: t.spins,
        prizeWheelData: t.prizes.map((p) => ({
          configId: p.configId,
          rewardType: p.rewardType,
          value: prizeValue(tenant, p),
          productName: p.productName,
          imageUrl: null,
        })),
      };
    },

    /**
     * `claimTickets`: one draw of the ticket. The ticket row moves from AVAILABLE (at the draw's spin count)
     * in the same transaction as the grant (`ticket:<id>`, `ticket:<id>:points`): a concurrent claim finds no
     * row and is refused with ticket.used. A RETRY keeps the ticket AVAILABLE for another draw.
     */
    async claim(tenant: Tenant, member: Member, transactionId: string, clientSeedIn?: string) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const t = await load(tenant, member, transactionId);
      const now = clock.now();
      await assertOpenable(tenant, t, now);
      const clientSeed = clientSeedIn ?? t.transaction_id;
      const d = tenant.settings.currency.decimals;
      if (t.type === 'GIFT_CODE') {
        const result = await db.transaction().execute(async (trx) => {
          const r = await repo.useGiftCode(trx, t.id, t.template_id, now);
          if (!r.used) throw new AppError('ticket.used');
          if (!r.code) throw new AppError('ticket.codes.empty');
          return r.code;
        });
        deps.publish?.(member.id, { type: 'reward', source: 'ticket' });
        return {
          value: {
            type: 'GIFT_CODE' as const,
            configId: null,
            value: 0,
            productName: null,
            giftCode: result,
          },
          fair: {
            serverSeedHash: t.server_seed_hash,
            serverSeed: t.server_seed,
            clientSeed,
            nonce: t.spins,
            roll: null,
          },
        };
      }
      const nonce = t.spins;
      let roll: number;
      try {
        roll = ticketRoll(t.server_seed, clientSeed, nonce);
      } catch {
        throw new AppError('request_param_err');
      }
      const prize = pickPrize(t.prizes, roll);
      const retry = prize.rewardType === 'RETRY';
      const amount = prize.rewardType === 'MONEY' ? BigInt(prize.value) : 0n;
      const points = prize.rewardType === 'POINT' ? BigInt(prize.value) : 0n;
      if (amount > 0n || points > 0n) await grants.prepare(tenant.id, member.id);
      await db.transaction().execute(async (trx) => {
        const row = await repo.recordDraw(
          trx,
          t.id,
          nonce,
          { clientSeed, roll, configId: prize.configId, rewardType: prize.rewardType },
          {
            status: retry ? 'AVAILABLE' : 'USED',
            rewardType: retry ? null : prize.rewardType,
            configId: retry ? null : prize.configId,
            amount,
            points,
            productName: prize.rewardType === 'MERCHANDISE' ? prize.productName : null,
            deliveryStatus: prize.rewardType === 'MERCHANDISE' ? 'PENDING_DELIVERY' : null,
            usedAt: retry ? null : now,
          },
        );
        if (!row) throw new AppError('ticket.used');
        const meta = { ticket: String(t.id), transactionId: t.transaction_id };
        if (amount > 0n)
          await grants.grantBonus(
            {
              merchantId: tenant.id,
              customerId: member.id,
              key: `ticket:${t.id}`,
              amount,
              required: amount * BigInt(t.turnover_multiple),
              label: t.name as Record<string, string>,
              meta,
            },
            trx,
          );
        if (points > 0n)
          await grants.grantPoints(
            { merchantId: tenant.id, customerId: member.id, key: `ticket:${t.id}:points`, points, meta },
            trx,
          );
      });
      deps.publish?.(member.id, { type: 'reward', source: 'ticket' });
      return {
        value: {
          type: prize.rewardType,
          configId: prize.configId,
          value: prize.rewardType === 'MONEY' ? toMajor(amount, d) : Number(points),
          productName: prize.productName,
          giftCode: null,
        },
        fair: {
          serverSeedHash: t.server_seed_hash,
          serverSeed: retry ? null : t.server_seed,
          clientSeed,
          nonce,
          roll,
        },
      };
    },

    /** `cancelTicket`: the member gives the ticket up (after a RETRY, or unopened); its seed is revealed. */
    async cancel(tenant: Tenant, member: Member, transactionId: string) {
      const t = await load(tenant, member, transactionId);
      const row = await repo.cancel(db, t.id, clock.now());
      if (!row) throw new AppError('ticket.used');
      return {
        transactionId: t.transaction_id,
        serverSeed: t.server_seed,
        serverSeedHash: t.server_seed_hash,
      };
    },

    /** `getGetClaimHistory`: the member's used tickets (reward records) with totals over the whole filter. */
    async history(
      tenant: Tenant,
      member: Member,
      lang: Lang,
      q: {
        ticketType?: TicketType;
        claimDateFrom?: string;
        claimDateTo?: string;
        page: number;
        size: number;
      },
    ) {
      const d = tenant.settings.currency.decimals;
      const f: repo.HistoryFilter = {
        type: q.ticketType,
        from: q.claimDateFrom ? new Date(`${q.claimDateFrom}T00:00:00Z`) : undefined,
        to: q.claimDateTo ? new Date(new Date(`${q.claimDateTo}T00:00:00Z`).getTime() + DAY) : undefined,
      };
      const rows = await repo.history(db, tenant.id, member.id, f, {
        offset: (q.page - 1) * q.size,
        limit: q.size,
      });
      const totals = await repo.historyTotals(db, tenant.id, member.id, f);
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          name: pick(r.name, lang),
          type: r.type,
          usedDate: new Date(r.used_at!).toISOString(),
          rewardType: r.reward_type,
          productName: r.product_name,
          deliveryStatus: r.delivery_status ?? (r.reward_type === 'MONEY' ? ('ENCASHED' as const) : null),
          giftCode: r.gift_code,
          amount: toMajor(BigInt(r.amount), d),
          point: Number(r.points),
        })),
        total: Number(totals.n),
        page: q.page,
        size: q.size,
        totalAmount: toMajor(BigInt(totals.amount), d),
        totalPoint: Number(totals.points),
      };
    },

    // ---- scheduled raffles ----

    /**
     * `getRafflePromotionStatus`: whether the schedule started, ended, and the member claimed it; `due` the
     * next boundary (the start before it started, then the end) and `time` the seconds left until it.
     */
    async raffleStatus(tenant: Tenant, member: Member, promotionId: number, scheduleId: number) {
      const s = await repo.raffleSchedule(db, tenant.id, promotionId, scheduleId);
      if (!s || !s.enabled) throw new AppError('not.found');
      const now = clock.now();
      const start = new Date(s.start_at);
      const end = new Date(s.end_at);
      const hasStarted = now >= start;
      const hasEnded = now >= end;
      const due = hasStarted ? end : start;
      return {
        isClaimed: await repo.raffleClaimed(db, s.id, member.id),
        hasStarted,
        hasEnded,
        due: due.toISOString(),
        time: hasEnded ? 0 : Math.ceil((due.getTime() - now.getTime()) / 1000),
      };
    },

    /**
     * `claimRafflePromotion`: during the schedule, one ticket of the raffle's template, once per member and
     * schedule (the claim row's unique index decides, in the same transaction as the ticket).
     */
    async claimRaffle(tenant: Tenant, member: Member, lang: Lang, promotionId: number, scheduleId: number) {
      if (member.type === 4) throw new AppError('trial.account.forbidden');
      const s = await repo.raffleSchedule(db, tenant.id, promotionId, scheduleId);
      if (!s || !s.enabled) throw new AppError('not.found');
      const now = clock.now();
      if (now < new Date(s.start_at)) throw new AppError('ticket.not.open');
      if (now >= new Date(s.end_at)) throw new AppError('ticket.expired');
      if (!s.template_enabled) throw new AppError('ticket.template.closed');
      const issued = await db.transaction().execute(async (trx) => {
        const ticket = await issueTicket(tenant, member.id, s.template_id, `RAFFLE:${s.id}`, trx);
        const claim = await repo.insertRaffleClaim(trx, s.id, member.id, ticket.ticketId);
        if (!claim) throw new AppError('ticket.used');
        return ticket;
      });
      const t = await repo.ticketOf(db, tenant.id, member.id, issued.transactionId);
      return {
        promotionId: String(promotionId),
        raffleScheduleId: String(scheduleId),
        ticket: await view(tenant, t!, lang, now),
      };
    },

    /**
     * `getRaffleSchedules` (decision 0050): the raffle schedules open now or starting within a day, soonest
     * first, with whether the member claimed each; the shell's countdown tip and the raffles tab read it.
     */
    async raffleSchedules(tenant: Tenant, member: Member, lang: Lang) {
      const now = clock.now();
      const rows = await repo.raffleSchedulesFor(
        db,
        tenant.id,
        member.id,
        now,
        new Date(now.getTime() + RAFFLE_HORIZON_MS),
      );
      return rows.map((r) => ({
        promotionId: String(r.promotion_id),
        raffleScheduleId: String(r.id),
        name: pick(r.name as Record<string, string>, lang),
        ticketType: r.type,
        startTime: new Date(r.start_at).toISOString(),
        endTime: new Date(r.end_at).toISOString(),
        hasStarted: new Date(r.start_at) <= now,
        isClaimed: Boolean(r.claimed),
      }));
    },

    /** The RAFFLE count of the reward centre: raffle schedules open now that the member has not claimed. */
    async raffleCount(tenant: Tenant, member: Member) {
      const open = await repo.openRaffles(db, tenant.id, member.id, clock.now());
      return { enabled: open.length > 0 || (await repo.hasEnabledRaffle(db, tenant.id)), count: open.length };
    },

    async raffles(tenant: Tenant) {
      return (await repo.raffles(db, tenant.id)).map((p) => ({
        id: String(p.id),
        name: p.name as Record<string, string>,
        templateId: String(p.template_id),
        enabled: p.enabled,
        schedules: p.schedules.map((x) => ({
          id: String(x.id),
          startTime: new Date(x.start_at).toISOString(),
          endTime: new Date(x.end_at).toISOString(),
          claims: Number(x.claims ?? 0),
        })),
      }));
    },
    async createRaffle(tenant: Tenant, raw: RafflePromotionInput) {
      const input = rafflePromotionInput.parse(raw);
      const tpl = await repo.templateById(db, tenant.id, Number(input.templateId));
      if (!tpl) throw new AppError('not.found');
      const id = await repo.createRaffle(db, tenant.id, {
        name: JSON.stringify(input.name),
        templateId: tpl.id,
        enabled: input.enabled,
        schedules: input.schedules.map((x) => ({ start: new Date(x.startTime), end: new Date(x.endTime) })),
      });
      return (await this.raffles(tenant)).find((r) => r.id === String(id))!;
    },

    /**
     * Edits a raffle (decision 0050): its name, template and switch, and its schedules. Listed schedules with
     * an id are kept (moved if their times changed), unlisted ones removed, ones without an id added. A
     * schedule members claimed can be neither moved nor removed (`raffle.schedule.claimed`).
     */
    async updateRaffle(tenant: Tenant, id: number, raw: RafflePromotionInput) {
      const input = rafflePromotionInput.parse(raw);
      const tpl = await repo.templateById(db, tenant.id, Number(input.templateId));
      if (!tpl) throw new AppError('not.found');
      const before = (await this.raffles(tenant)).find((r) => r.id === String(id));
      if (!before) throw new AppError('not.found');
      await db.transaction().execute(async (trx) => {
        const current = await repo.raffleForUpdate(trx, tenant.id, id);
        if (!current) throw new AppError('not.found');
        const byId = new Map(current.schedules.map((x) => [String(x.id), x]));
        const kept = new Set<string>();
        const move: { id: number; start: Date; end: Date }[] = [];
        const add: { start: Date; end: Date }[] = [];
        for (const x of input.schedules) {
          const start = new Date(x.startTime);
          const end = new Date(x.endTime);
          if (x.id === undefined) {
            add.push({ start, end });
            continue;
          }
          const old = byId.get(x.id);
          if (!old || kept.has(x.id)) throw new AppError('request_param_err', { schedules: 'unknown' });
          kept.add(x.id);
          const same =
            new Date(old.start_at).getTime() === start.getTime() &&
            new Date(old.end_at).getTime() === end.getTime();
          if (same) continue;
          if (Number(old.claims ?? 0) > 0) throw new AppError('raffle.schedule.claimed');
          move.push({ id: old.id, start, end });
        }
        const remove = current.schedules.filter((x) => !kept.has(String(x.id)));
        if (remove.some((x) => Number(x.claims ?? 0) > 0)) throw new AppError('raffle.schedule.claimed');
        await repo.updateRaffle(
          trx,
          id,
          { name: JSON.stringify(input.name), templateId: tpl.id, enabled: input.enabled },
          { remove: remove.map((x) => x.id), move, add },
        );
      });
      const after = (await this.raffles(tenant)).find((r) => r.id === String(id))!;
      return { before, after };
    },

    // ---- back office ----
    async templates(tenant: Tenant) {
      return (await repo.allTemplates(db, tenant.id)).map((r) => boTemplate(tenant, r, r));
    },
    getTemplate,
    async saveTemplate(tenant: Tenant, id: number | null, raw: TicketTemplateInput) {
      const input = ticketTemplateInput.parse(raw);
      const d = tenant.settings.currency.decimals;
      const before = id === null ? null : await getTemplate(tenant, id);
      const minor = (v: number) => String(toMinor(v, d) ?? 0n);
      const prizes: StoredTicketPrize[] = input.prizes.map((p, i) => ({
        configId: String(i + 1),
        rewardType: p.rewardType,
        value:
          p.rewardType === 'MONEY'
            ? minor(p.value)
            : p.rewardType === 'POINT'
              ? String(Math.floor(p.value))
              : '0',
        productName: p.rewardType === 'MERCHANDISE' ? p.productName : p.productName || null,
        weight: p.weight,
      }));
      const conds: StoredTicketCondition[] = input.conditions.map((c) => ({
        kind: c.condition,
        target: isMoneyKind(c.condition) ? minor(c.target) : String(Math.floor(c.target)),
        duration: c.duration,
        gameVendor: c.gameVendor || null,
        gameType: c.gameType || null,
      }));
      const savedId = await repo.saveTemplate(db, tenant.id, id, {
        type: input.type,
        name: JSON.stringify(input.name),
        description: JSON.stringify(input.description),
        start_at: input.startTime ? new Date(input.startTime) : null,
        end_at: input.endTime ? new Date(input.endTime) : null,
        valid_days: input.validDays,
        conditions: JSON.stringify(conds),
        prizes: JSON.stringify(prizes),
        turnover_multiple: input.turnoverMultiple,
        issue_on_registration: input.issueOnRegistration,
        enabled: input.enabled,
      });
      return { before, after: await getTemplate(tenant, savedId) };
    },
    /** Issues one ticket of a template to each named member (unknown names are listed back). */
    async issue(tenant: Tenant, templateId: number, usernames: string[], staff: string) {
      const names = [...new Set(usernames)];
      const found = await repo.customersByName(db, tenant.id, names);
      const issued = [];
      for (const c of found) {
        const { transactionId } = await issueTicket(tenant, c.id, templateId, `STAFF:${staff}`);
        issued.push({ username: c.username, transactionId });
      }
      const known = new Set(found.map((c) => c.username));
      return { issued, unknown: names.filter((n) => !known.has(n)) };
    },
    async tickets(
      tenant: Tenant,
      lang: Lang,
      f: { templateId?: number; delivery?: 'PENDING_DELIVERY' | 'DELIVERED' },
    ) {
      const d = tenant.settings.currency.decimals;
      return (await repo.boTickets(db, tenant.id, f)).map((t) => ({
        id: String(t.id),
        transactionId: t.transaction_id,
        username: t.username,
        templateId: String(t.template_id),
        type: t.type,
        name: pick(t.name, lang),
        source: t.source,
        status: t.status,
        issuedAt: new Date(t.issued_at).toISOString(),
        usedAt: t.used_at ? new Date(t.used_at).toISOString() : null,
        endDate: t.end_at ? new Date(t.end_at).toISOString() : null,
        rewardType: t.reward_type,
        amount: toMajor(BigInt(t.amount), d),
        points: Number(t.points),
        productName: t.product_name,
        giftCode: t.gift_code,
        deliveryStatus: t.delivery_status,
        serverSeedHash: t.server_seed_hash,
        serverSeed: t.status === 'AVAILABLE' ? null : t.server_seed,
      }));
    },
    async markDelivered(tenant: Tenant, ticketId: string) {
      const row = await repo.markDelivered(db, tenant.id, BigInt(ticketId), clock.now());
      if (!row) throw new AppError('not.found');
      return { id: ticketId, deliveryStatus: 'DELIVERED' as const };
    },
    async addGiftCodes(tenant: Tenant, templateId: number, codes: string[]) {
      const tpl = await repo.templateById(db, tenant.id, templateId);
      if (!tpl || tpl.type !== 'GIFT_CODE') throw new AppError('not.found');
      const added = await repo.addGiftCodes(db, tenant.id, templateId, [...new Set(codes)]);
      return { added };
    },
  };
}
export type Tickets = ReturnType<typeof createTickets>;
