import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, StoredTicketCondition, StoredTicketPrize } from '../../db/schema.ts';

type Trx = Transaction<Database>;
export type TemplateRow = Awaited<ReturnType<typeof templateById>> & {};
export type TicketRow = Awaited<ReturnType<typeof ticketOf>> & {};

const templateColumns = [
  'id',
  'merchant_id',
  'type',
  'name',
  'description',
  'start_at',
  'end_at',
  'valid_days',
  'conditions',
  'prizes',
  'turnover_multiple',
  'issue_on_registration',
  'enabled',
] as const;

export function templateById(db: Db | Trx, merchantId: number, id: number) {
  return db
    .selectFrom('ticket_template')
    .select(templateColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function allTemplates(db: Db, merchantId: number) {
  return db
    .selectFrom('ticket_template as t')
    .select([
      ...templateColumns.map((c) => `t.${c}` as const),
      (eb) =>
        eb
          .selectFrom('ticket as k')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('k.template_id', '=', 't.id')
          .as('issued'),
      (eb) =>
        eb
          .selectFrom('ticket as k')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('k.template_id', '=', 't.id')
          .where('k.status', '=', 'USED')
          .as('used'),
      (eb) =>
        eb
          .selectFrom('gift_code as g')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('g.template_id', '=', 't.id')
          .as('codes_total'),
      (eb) =>
        eb
          .selectFrom('gift_code as g')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('g.template_id', '=', 't.id')
          .where('g.ticket_id', 'is', null)
          .as('codes_free'),
    ])
    .where('t.merchant_id', '=', merchantId)
    .orderBy('t.id', 'desc')
    .execute();
}

export function registrationTemplates(db: Db, merchantId: number) {
  return db
    .selectFrom('ticket_template')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('issue_on_registration', '=', true)
    .orderBy('id')
    .execute();
}

export async function hasEnabledTemplate(db: Db, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('ticket_template')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export interface TemplateWrite {
  type: 'GOLDEN_EGG' | 'RAFFLE' | 'PRIZE_WHEEL' | 'CASH_VOUCHER' | 'GIFT_CODE';
  name: string;
  description: string;
  start_at: Date | null;
  end_at: Date | null;
  valid_days: number | null;
  conditions: string;
  prizes: string;
  turnover_multiple: number;
  issue_on_registration: boolean;
  enabled: boolean;
}

export async function saveTemplate(db: Db, merchantId: number, id: number | null, t: TemplateWrite) {
  if (id === null)
    return (
      await db
        .insertInto('ticket_template')
        .values({ ...t, merchant_id: merchantId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await db
    .updateTable('ticket_template')
    .set({ ...t, updated_at: new Date() })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .execute();
  return id;
}

export type { StoredTicketCondition, StoredTicketPrize };

// ---- tickets ----

const ticketColumns = [
  'k.id',
  'k.merchant_id',
  'k.customer_id',
  'k.template_id',
  'k.transaction_id',
  'k.source',
  'k.status',
  'k.start_at',
  'k.end_at',
  'k.server_seed',
  'k.server_seed_hash',
  'k.spins',
  'k.reward_type',
  'k.config_id',
  'k.amount',
  'k.points',
  'k.product_name',
  'k.gift_code',
  'k.delivery_status',
  'k.issued_at',
  'k.used_at',
  't.type',
  't.name',
  't.description',
  't.conditions',
  't.prizes',
  't.turnover_multiple',
  't.enabled',
] as const;

function tickets(db: Db | Trx) {
  return db
    .selectFrom('ticket as k')
    .innerJoin('ticket_template as t', 't.id', 'k.template_id')
    .select(ticketColumns);
}

/** One member's ticket by its transaction id (another member's ticket is not found). */
export function ticketOf(db: Db | Trx, merchantId: number, customerId: number, transactionId: string) {
  return tickets(db)
    .where('k.merchant_id', '=', merchantId)
    .where('k.customer_id', '=', customerId)
    .where('k.transaction_id', '=', transactionId)
    .executeTakeFirst();
}

/** The member's tickets still to open (and, when asked, the used ones whose merchandise is not delivered). */
export function memberTickets(db: Db, merchantId: number, customerId: number, pendingDelivery: boolean) {
  return tickets(db)
    .where('k.merchant_id', '=', merchantId)
    .where('k.customer_id', '=', customerId)
    .where((eb) =>
      pendingDelivery
        ? eb.or([
            eb('k.status', '=', 'AVAILABLE'),
            eb.and([eb('k.status', '=', 'USED'), eb('k.delivery_status', '=', 'PENDING_DELIVERY')]),
          ])
        : eb('k.status', '=', 'AVAILABLE'),
    )
    .orderBy('k.end_at', (ob) => ob.asc().nullsLast())
    .orderBy('k.id')
    .execute();
}

export async function insertTicket(
  db: Db | Trx,
  t: {
    merchantId: number;
    customerId: number;
    templateId: number;
    transactionId: string;
    source: string;
    startAt: Date | null;
    endAt: Date | null;
    serverSeed: string;
    serverSeedHash: string;
    issuedAt: Date;
  },
) {
  return db
    .insertInto('ticket')
    .values({
      merchant_id: t.merchantId,
      customer_id: t.customerId,
      template_id: t.templateId,
      transaction_id: t.transactionId,
      source: t.source,
      start_at: t.startAt,
      end_at: t.endAt,
      server_seed: t.serverSeed,
      server_seed_hash: t.serverSeedHash,
      issued_at: t.issuedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * Records one draw and moves the ticket on, only when it is still AVAILABLE at the spin count the draw was
 * made for: a concurrent draw of the same ticket finds no row (undefined) and is refused.
 */
export async function recordDraw(
  trx: Trx,
  ticketId: bigint,
  spins: number,
  draw: { clientSeed: string; roll: number; configId: string; rewardType: string },
  final: {
    status: 'AVAILABLE' | 'USED';
    rewardType: string | null;
    configId: string | null;
    amount: bigint;
    points: bigint;
    productName: string | null;
    deliveryStatus: 'PENDING_DELIVERY' | null;
    usedAt: Date | null;
  },
) {
  const row = await trx
    .updateTable('ticket')
    .set({
      status: final.status,
      spins: spins + 1,
      reward_type: final.rewardType,
      config_id: final.configId,
      amount: final.amount,
      points: final.points,
      product_name: final.productName,
      delivery_status: final.deliveryStatus,
      used_at: final.usedAt,
    })
    .where('id', '=', ticketId)
    .where('status', '=', 'AVAILABLE')
    .where('spins', '=', spins)
    .returning('id')
    .executeTakeFirst();
  if (!row) return undefined;
  await trx
    .insertInto('ticket_draw')
    .values({
      ticket_id: ticketId,
      nonce: spins,
      client_seed: draw.clientSeed,
      roll: draw.roll,
      config_id: draw.configId,
      reward_type: draw.rewardType,
    })
    .execute();
  return row;
}

/** Uses a gift-code ticket: the status moves from AVAILABLE and one free code of the pool is taken. */
export async function useGiftCode(trx: Trx, ticketId: bigint, templateId: number, usedAt: Date) {
  const used = await trx
    .updateTable('ticket')
    .set({ status: 'USED', reward_type: 'GIFT_CODE', used_at: usedAt, spins: sql`spins + 1` })
    .where('id', '=', ticketId)
    .where('status', '=', 'AVAILABLE')
    .returning('id')
    .executeTakeFirst();
  if (!used) return { used: false as const };
  const code = await trx
    .updateTable('gift_code')
    .set({ ticket_id: ticketId })
    .where(
      'id',
      '=',
      trx
        .selectFrom('gift_code')
        .select('id')
        .where('template_id', '=', templateId)
        .where('ticket_id', 'is', null)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .where('ticket_id', 'is', null)
    .returning('code')
    .executeTakeFirst();
  if (!code) return { used: true as const, code: null };
  await trx.updateTable('ticket').set({ gift_code: code.code }).where('id', '=', ticketId).execute();
  return { used: true as const, code: code.code };
}

export function cancel(db: Db, ticketId: bigint, at: Date) {
  return db
    .updateTable('ticket')
    .set({ status: 'CANCELLED', used_at: at })
    .where('id', '=', ticketId)
    .where('status', '=', 'AVAILABLE')
    .returning('id')
    .executeTakeFirst();
}

export function lastDraw(db: Db, ticketId: bigint) {
  return db
    .selectFrom('ticket_draw')
    .select(['nonce', 'client_seed', 'roll', 'config_id', 'reward_type'])
    .where('ticket_id', '=', ticketId)
    .orderBy('nonce', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- records ----

export interface HistoryFilter {
  type?: string;
  from?: Date;
  to?: Date;
}
function used(db: Db, merchantId: number, customerId: number, f: HistoryFilter) {
  return db
    .selectFrom('ticket as k')
    .innerJoin('ticket_template as t', 't.id', 'k.template_id')
    .where('k.merchant_id', '=', merchantId)
    .where('k.customer_id', '=', customerId)
    .where('k.status', '=', 'USED')
    .$if(!!f.type, (q) => q.where('t.type', '=', f.type as TemplateWrite['type']))
    .$if(!!f.from, (q) => q.where('k.used_at', '>=', f.from!))
    .$if(!!f.to, (q) => q.where('k.used_at', '<', f.to!));
}
export function history(
  db: Db,
  merchantId: number,
  customerId: number,
  f: HistoryFilter,
  page: { offset: number; limit: number },
) {
  return used(db, merchantId, customerId, f)
    .select([
      'k.id',
      't.type',
      't.name',
      'k.used_at',
      'k.reward_type',
      'k.product_name',
      'k.delivery_status',
      'k.gift_code',
      'k.amount',
      'k.points',
    ])
    .orderBy('k.used_at', 'desc')
    .orderBy('k.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
export function historyTotals(db: Db, merchantId: number, customerId: number, f: HistoryFilter) {
  return used(db, merchantId, customerId, f)
    .select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(k.amount), 0)`.as('amount'),
      sql<string>`coalesce(sum(k.points), 0)`.as('points'),
    ])
    .executeTakeFirstOrThrow();
}

// ---- back office ----

export function customersByName(db: Db, merchantId: number, usernames: string[]) {
  return db
    .selectFrom('customer')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('username', 'in', usernames)
    .execute();
}

export function boTickets(
  db: Db,
  merchantId: number,
  f: { templateId?: number; delivery?: 'PENDING_DELIVERY' | 'DELIVERED' },
) {
  return tickets(db)
    .innerJoin('customer as u', 'u.id', 'k.customer_id')
    .select(['u.username'])
    .where('k.merchant_id', '=', merchantId)
    .$if(f.templateId !== undefined, (q) => q.where('k.template_id', '=', f.templateId!))
    .$if(f.delivery !== undefined, (q) => q.where('k.delivery_status', '=', f.delivery!))
    .orderBy('k.id', 'desc')
    .limit(500)
    .execute();
}

export function markDelivered(db: Db, merchantId: number, ticketId: bigint, at: Date) {
  return db
    .updateTable('ticket')
    .set({ delivery_status: 'DELIVERED', delivered_at: at })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', ticketId)
    .where('delivery_status', '=', 'PENDING_DELIVERY')
    .returning('id')
    .executeTakeFirst();
}

export async function addGiftCodes(db: Db, merchantId: number, templateId: number, codes: string[]) {
  const rows = await db
    .insertInto('gift_code')
    .values(codes.map((code) => ({ merchant_id: merchantId, template_id: templateId, code })))
    .onConflict((oc) => oc.columns(['template_id', 'code']).doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

// ---- scheduled raffles ----

export function raffleSchedule(db: Db, merchantId: number, promotionId: number, scheduleId: number) {
  return db
    .selectFrom('raffle_schedule as s')
    .innerJoin('raffle_promotion as p', 'p.id', 's.promotion_id')
    .innerJoin('ticket_template as t', 't.id', 'p.template_id')
    .select([
      's.id',
      's.start_at',
      's.end_at',
      'p.id as promotion_id',
      'p.template_id',
      'p.enabled',
      'p.name',
      't.enabled as template_enabled',
    ])
    .where('p.merchant_id', '=', merchantId)
    .where('p.id', '=', promotionId)
    .where('s.id', '=', scheduleId)
    .executeTakeFirst();
}

export async function raffleClaimed(db: Db, scheduleId: number, customerId: number): Promise<boolean> {
  const row = await db
    .selectFrom('raffle_claim')
    .select('id')
    .where('schedule_id', '=', scheduleId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return !!row;
}

/** Schedules of enabled raffles open at `now` that the member has not claimed. */
export function openRaffles(db: Db, merchantId: number, customerId: number, now: Date) {
  return db
    .selectFrom('raffle_schedule as s')
    .innerJoin('raffle_promotion as p', 'p.id', 's.promotion_id')
    .select(['s.id', 'p.id as promotion_id'])
    .where('p.merchant_id', '=', merchantId)
    .where('p.enabled', '=', true)
    .where('s.start_at', '<=', now)
    .where('s.end_at', '>', now)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('raffle_claim as c')
            .select('c.id')
            .whereRef('c.schedule_id', '=', 's.id')
            .where('c.customer_id', '=', customerId),
        ),
      ),
    )
    .execute();
}

/**
 * `getRaffleSchedules`: schedules of enabled raffles (with an enabled template) that have not ended and start
 * before `until`, with whether the member claimed each, soonest first.
 */
export function raffleSchedulesFor(db: Db, merchantId: number, customerId: number, now: Date, until: Date) {
  return db
    .selectFrom('raffle_schedule as s')
    .innerJoin('raffle_promotion as p', 'p.id', 's.promotion_id')
    .innerJoin('ticket_template as t', 't.id', 'p.template_id')
    .select([
      's.id',
      's.start_at',
      's.end_at',
      'p.id as promotion_id',
      'p.name',
      't.type',
      (eb) =>
        eb
          .exists(
            eb
              .selectFrom('raffle_claim as c')
              .select('c.id')
              .whereRef('c.schedule_id', '=', 's.id')
              .where('c.customer_id', '=', customerId),
          )
          .as('claimed'),
    ])
    .where('p.merchant_id', '=', merchantId)
    .where('p.enabled', '=', true)
    .where('t.enabled', '=', true)
    .where('s.end_at', '>', now)
    .where('s.start_at', '<', until)
    .orderBy('s.start_at')
    .orderBy('s.id')
    .limit(20)
    .execute();
}

export async function hasEnabledRaffle(db: Db, merchantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('raffle_promotion')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .limit(1)
    .executeTakeFirst();
  return !!row;
}

export function insertRaffleClaim(trx: Trx, scheduleId: number, customerId: number, ticketId: bigint) {
  return trx
    .insertInto('raffle_claim')
    .values({ schedule_id: scheduleId, customer_id: customerId, ticket_id: ticketId })
    .onConflict((oc) => oc.columns(['schedule_id', 'customer_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function createRaffle(
  db: Db,
  merchantId: number,
  r: { name: string; templateId: number; enabled: boolean; schedules: { start: Date; end: Date }[] },
) {
  return db.transaction().execute(async (trx) => {
    const p = await trx
      .insertInto('raffle_promotion')
      .values({ merchant_id: merchantId, name: r.name, template_id: r.templateId, enabled: r.enabled })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('raffle_schedule')
      .values(r.schedules.map((s) => ({ promotion_id: p.id, start_at: s.start, end_at: s.end })))
      .execute();
    return p.id;
  });
}

/** A raffle's row and its schedules with their claim counts (for an update). */
export async function raffleForUpdate(trx: Trx, merchantId: number, id: number) {
  const p = await trx
    .selectFrom('raffle_promotion')
    .select(['id'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!p) return null;
  const schedules = await trx
    .selectFrom('raffle_schedule as s')
    .select([
      's.id',
      's.start_at',
      's.end_at',
      (eb) =>
        eb
          .selectFrom('raffle_claim as c')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('c.schedule_id', '=', 's.id')
          .as('claims'),
    ])
    .where('s.promotion_id', '=', id)
    .execute();
  return { id: p.id, schedules };
}

export async function updateRaffle(
  trx: Trx,
  id: number,
  r: { name: string; templateId: number; enabled: boolean },
  change: {
    remove: number[];
    move: { id: number; start: Date; end: Date }[];
    add: { start: Date; end: Date }[];
  },
) {
  await trx
    .updateTable('raffle_promotion')
    .set({ name: r.name, template_id: r.templateId, enabled: r.enabled })
    .where('id', '=', id)
    .execute();
  if (change.remove.length)
    await trx
      .deleteFrom('raffle_schedule')
      .where('promotion_id', '=', id)
      .where('id', 'in', change.remove)
      .execute();
  for (const m of change.move)
    await trx
      .updateTable('raffle_schedule')
      .set({ start_at: m.start, end_at: m.end })
      .where('promotion_id', '=', id)
      .where('id', '=', m.id)
      .execute();
  if (change.add.length)
    await trx
      .insertInto('raffle_schedule')
      .values(change.add.map((x) => ({ promotion_id: id, start_at: x.start, end_at: x.end })))
      .execute();
}

export async function raffles(db: Db, merchantId: number) {
  const ps = await db
    .selectFrom('raffle_promotion')
    .select(['id', 'name', 'template_id', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .orderBy('id', 'desc')
    .execute();
  if (!ps.length) return [];
  const ss = await db
    .selectFrom('raffle_schedule as s')
    .select([
      's.id',
      's.promotion_id',
      's.start_at',
      's.end_at',
      (eb) =>
        eb
          .selectFrom('raffle_claim as c')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('c.schedule_id', '=', 's.id')
          .as('claims'),
    ])
    .where(
      's.promotion_id',
      'in',
      ps.map((p) => p.id),
    )
    .orderBy('s.start_at')
    .execute();
  return ps.map((p) => ({ ...p, schedules: ss.filter((s) => s.promotion_id === p.id) }));
}
