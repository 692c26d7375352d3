import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { AgentContractSettlementTable, AgentContractTable, Database } from '../../db/schema.ts';
import { AGENT_TYPES, inTeam } from '../agents/tree-repository.ts';

export type Conn = Db | Transaction<Database>;
export type ContractStatus = AgentContractTable['status'];
export type ContractKindCode = AgentContractTable['kind'];

const contractColumns = [
  'c.id',
  'c.merchant_id',
  'c.agent_id',
  'c.upline_id',
  'c.kind',
  'c.product',
  'c.period',
  'c.status',
  'c.terms',
  'c.replaces_id',
  'c.created_at',
  'c.signed_at',
  'c.ended_at',
  'a.username',
] as const;

const contracts = (db: Conn) =>
  db
    .selectFrom('agent_contract as c')
    .innerJoin('customer as a', 'a.id', 'c.agent_id')
    .select(contractColumns);
export type ContractRow = Awaited<ReturnType<ReturnType<typeof contracts>['executeTakeFirstOrThrow']>>;

export const contractById = (db: Conn, id: bigint) => contracts(db).where('c.id', '=', id).executeTakeFirst();

/** For update inside a transaction: the row is locked until commit, so two answers cannot both apply. */
export const lockContract = (trx: Transaction<Database>, id: bigint) =>
  contracts(trx).where('c.id', '=', id).forUpdate('c').executeTakeFirst();

export const contractsOfAgent = (db: Conn, agentId: number, statuses: ContractStatus[]) =>
  contracts(db).where('c.agent_id', '=', agentId).where('c.status', 'in', statuses).orderBy('c.id').execute();

/** A live contract of a key (agent × kind × product × period) in the given statuses. */
export const contractOfKey = (
  db: Conn,
  k: { agentId: number; kind: ContractKindCode; product: string; period: string },
  statuses: ContractStatus[],
) =>
  contracts(db)
    .where('c.agent_id', '=', k.agentId)
    .where('c.kind', '=', k.kind)
    .where('c.product', '=', k.product)
    .where('c.period', '=', k.period)
    .where('c.status', 'in', statuses)
    .orderBy('c.id', 'desc')
    .executeTakeFirst();

/** Contracts an upline offered to its downlines (newest first). */
export const contractsByUpline = (db: Conn, uplineId: number, kind?: ContractKindCode) => {
  let q = contracts(db).where('c.upline_id', '=', uplineId);
  if (kind) q = q.where('c.kind', '=', kind);
  return q.orderBy('c.id', 'desc').limit(500).execute();
};

/** The member's direct downline agents. */
export const directDownlineAgents = (db: Conn, agentId: number) =>
  db
    .selectFrom('customer')
    .select(['id', 'username', 'type'])
    .where('parent_id', '=', agentId)
    .where('type', 'in', [...AGENT_TYPES])
    .orderBy('username')
    .execute();

export const customerById = (db: Conn, id: number) =>
  db
    .selectFrom('customer')
    .select(['id', 'merchant_id', 'username', 'type', 'parent_id'])
    .where('id', '=', id)
    .executeTakeFirst();

export async function insertContract(
  trx: Transaction<Database>,
  row: {
    merchantId: number;
    agentId: number;
    uplineId: number | null;
    kind: ContractKindCode;
    product: string;
    period: string;
    status: ContractStatus;
    terms: object;
    replacesId: bigint | null;
  },
): Promise<bigint> {
  const { id } = await trx
    .insertInto('agent_contract')
    .values({
      merchant_id: row.merchantId,
      agent_id: row.agentId,
      upline_id: row.uplineId,
      kind: row.kind,
      product: row.product,
      period: row.period,
      status: row.status,
      terms: JSON.stringify(row.terms),
      replaces_id: row.replacesId,
      signed_at: row.status === 'A' ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function setStatus(
  trx: Transaction<Database>,
  id: bigint,
  status: ContractStatus,
  at: Date,
  extra: { signed?: boolean; ended?: boolean } = {},
) {
  await trx
    .updateTable('agent_contract')
    .set({
      status,
      updated_at: at,
      ...(extra.signed ? { signed_at: at } : {}),
      ...(extra.ended ? { ended_at: at } : {}),
    })
    .where('id', '=', id)
    .execute();
}

export const addHistory = (
  trx: Conn,
  h: { contractId: bigint; from: string | null; to: string; actor: string; note?: string | null; at: Date },
) =>
  trx
    .insertInto('agent_contract_history')
    .values({
      contract_id: h.contractId,
      from_status: h.from,
      to_status: h.to,
      actor: h.actor,
      note: h.note ?? null,
      created_at: h.at,
    })
    .execute();

export const historyOf = (db: Conn, id: bigint) =>
  db
    .selectFrom('agent_contract_history')
    .select(['from_status', 'to_status', 'actor', 'note', 'created_at'])
    .where('contract_id', '=', id)
    .orderBy('id')
    .execute();

/** In-force contracts of the given agents for a kind × product (× period): for downlineHigherRate. */
export const inForceOfAgents = (
  db: Conn,
  agentIds: number[],
  k: { kind: ContractKindCode; product: string; period: string },
) =>
  agentIds.length === 0
    ? Promise.resolve([] as ContractRow[])
    : contracts(db)
        .where('c.agent_id', 'in', agentIds)
        .where('c.kind', '=', k.kind)
        .where('c.product', '=', k.product)
        .where('c.period', '=', k.period)
        .where('c.status', 'in', ['A', 'V'])
        .execute();

/** Back office: contracts by kind, status and agent name. */
export async function boContracts(
  db: Db,
  merchantId: number,
  q: { kind?: ContractKindCode; status?: ContractStatus; agent?: string; offset: number; limit: number },
) {
  let base = db
    .selectFrom('agent_contract as c')
    .innerJoin('customer as a', 'a.id', 'c.agent_id')
    .where('c.merchant_id', '=', merchantId);
  if (q.kind) base = base.where('c.kind', '=', q.kind);
  if (q.status) base = base.where('c.status', '=', q.status);
  if (q.agent) base = base.where('a.username', 'ilike', `%${q.agent.replace(/[%_\\]/g, '\\$&')}%`);
  const [rows, count] = await Promise.all([
    base.select(contractColumns).orderBy('c.id', 'desc').offset(q.offset).limit(q.limit).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// --- Settlement ---

/** Contracts to settle: in force, or ended but possibly with closed periods still unsettled. */
export const settleableContracts = (db: Conn, kinds: ContractKindCode[], since: Date) =>
  contracts(db)
    .where('c.kind', 'in', kinds)
    .where('c.signed_at', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('c.status', 'in', ['A', 'V']),
        eb.and([eb('c.status', '=', 'C'), eb('c.ended_at', '>=', since)]),
      ]),
    )
    .orderBy('c.id')
    .execute();

export const lastSettlement = (db: Conn, contractId: bigint) =>
  db
    .selectFrom('agent_contract_settlement')
    .select(['period_key', 'period_start', 'period_end', 'carry', 'amount'])
    .where('contract_id', '=', contractId)
    .orderBy('period_start', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Which game types a contract product's bets are recorded under (LOTT: the lottery's own orders). */
const gameTypesOf = (product: string) => (product === 'RNG' ? ['RNG', 'INHOUSE'] : [product]);
const rebateCategoryOf: Record<string, string | undefined> = {
  ELOTT: 'elott',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'rng',
  PVP: 'pvp',
};

/**
 * The team's figures for a product in [start, end): settled real-money bets and wins, the lottery's
 * rebates (LOTT) or manual rebates paid (other products), promotions (bonus transfers to the team) and
 * deposit fees, and the active members: downline members (not the agent itself) with at least one
 * settled bet on the product in the period.
 */
export async function teamFigures(
  db: Conn,
  merchantId: number,
  agentId: number,
  product: string,
  start: Date,
  end: Date,
) {
  let bets: { bet: bigint; win: bigint; rebate: bigint; active: number };
  if (product === 'LOTT') {
    const r = await db
      .selectFrom('lottery_order as o')
      .select([
        sql<string>`coalesce(sum(o.stake), 0)`.as('bet'),
        sql<string>`coalesce(sum(o.win), 0)`.as('win'),
        sql<string>`coalesce(sum(o.rebate), 0)`.as('rebate'),
        sql<number>`count(distinct o.customer_id) filter (where o.customer_id <> ${agentId})`.as('active'),
      ])
      .where('o.merchant_id', '=', merchantId)
      .where('o.status', 'in', ['WON', 'LOST'])
      .where('o.settled_at', '>=', start)
      .where('o.settled_at', '<', end)
      .where(inTeam(sql.ref('o.customer_id'), agentId))
      .executeTakeFirstOrThrow();
    bets = { bet: BigInt(r.bet), win: BigInt(r.win), rebate: BigInt(r.rebate), active: Number(r.active) };
  } else {
    const r = await db
      .selectFrom('bet_record as b')
      .innerJoin('game_vendor as v', 'v.code', 'b.vendor_code')
      .select([
        sql<string>`coalesce(sum(b.bet_amount), 0)`.as('bet'),
        sql<string>`coalesce(sum(b.win_amount), 0)`.as('win'),
        sql<number>`count(distinct b.customer_id) filter (where b.customer_id <> ${agentId})`.as('active'),
      ])
      .where('b.merchant_id', '=', merchantId)
      .where('b.status', '=', 'SETTLED')
      .where('b.ledger', '=', 'cash')
      .where('v.game_type', 'in', gameTypesOf(product))
      .where('b.settled_at', '>=', start)
      .where('b.settled_at', '<', end)
      .where(inTeam(sql.ref('b.customer_id'), agentId))
      .executeTakeFirstOrThrow();
    const category = rebateCategoryOf[product];
    const rebate = category
      ? await db
          .selectFrom('rebate_disbursement as d')
          .select(sql<string>`coalesce(sum(d.amount), 0)`.as('n'))
          .where('d.merchant_id', '=', merchantId)
          .where('d.category', '=', category)
          .where('d.created_at', '>=', start)
          .where('d.created_at', '<', end)
          .where(inTeam(sql.ref('d.customer_id'), agentId))
          .executeTakeFirstOrThrow()
      : { n: '0' };
    bets = { bet: BigInt(r.bet), win: BigInt(r.win), rebate: BigInt(rebate.n), active: Number(r.active) };
  }
  const promo = await db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as a', 'a.id', 't.to_account')
    .select(sql<string>`coalesce(sum(t.amount), 0)`.as('n'))
    .where('t.merchant_id', '=', merchantId)
    .where('t.ledger', '=', 'cash')
    .where('t.type', '=', 'bonus')
    .where('t.created_at', '>=', start)
    .where('t.created_at', '<', end)
    .where(inTeam(sql.ref('a.owner_id'), agentId))
    .executeTakeFirstOrThrow();
  const fees = await db
    .selectFrom('deposit_order as d')
    .select(sql<string>`coalesce(sum(d.fee), 0)`.as('n'))
    .where('d.merchant_id', '=', merchantId)
    .where('d.status', '=', 'SUCCESS')
    .where('d.settled_at', '>=', start)
    .where('d.settled_at', '<', end)
    .where(inTeam(sql.ref('d.customer_id'), agentId))
    .executeTakeFirstOrThrow();
  return { ...bets, promotion: BigInt(promo.n), depositFee: BigInt(fees.n) };
}
export type TeamFigures = Awaited<ReturnType<typeof teamFigures>>;

/** Month-to-date valid bet up to `end` (dividend "periodic total bet"). */
export async function monthToDateBet(
  db: Conn,
  merchantId: number,
  agentId: number,
  product: string,
  monthStart: Date,
  end: Date,
): Promise<bigint> {
  return (await teamFigures(db, merchantId, agentId, product, monthStart, end)).bet;
}

export const settlementColumns = [
  's.id',
  's.contract_id',
  's.agent_id',
  's.kind',
  's.period_key',
  's.period_start',
  's.period_end',
  's.figures',
  's.tier',
  's.rate_bp',
  's.amount',
  's.carry',
  's.status',
  's.reason',
  's.due_at',
  's.paid_at',
  'c.product',
  'c.period',
  'c.terms',
  'a.username',
] as const;
const settlements = (db: Conn) =>
  db
    .selectFrom('agent_contract_settlement as s')
    .innerJoin('agent_contract as c', 'c.id', 's.contract_id')
    .innerJoin('customer as a', 'a.id', 's.agent_id')
    .select(settlementColumns);
export type SettlementRow = Awaited<ReturnType<ReturnType<typeof settlements>['executeTakeFirstOrThrow']>>;

export async function settlementPage(
  db: Conn,
  q: { merchantId: number; agentId?: number; kind?: string; status?: string; offset: number; limit: number },
) {
  let base = db.selectFrom('agent_contract_settlement as s').where('s.merchant_id', '=', q.merchantId);
  if (q.agentId !== undefined) base = base.where('s.agent_id', '=', q.agentId);
  if (q.kind) base = base.where('s.kind', '=', q.kind);
  if (q.status) base = base.where('s.status', '=', q.status as never);
  const count = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  let rows = settlements(db).where('s.merchant_id', '=', q.merchantId);
  if (q.agentId !== undefined) rows = rows.where('s.agent_id', '=', q.agentId);
  if (q.kind) rows = rows.where('s.kind', '=', q.kind);
  if (q.status) rows = rows.where('s.status', '=', q.status as never);
  return {
    rows: await rows
      .orderBy('s.period_start', 'desc')
      .orderBy('s.id', 'desc')
      .offset(q.offset)
      .limit(q.limit)
      .execute(),
    total: Number(count.n),
  };
}

export const settlementById = (db: Conn, id: bigint) =>
  settlements(db).where('s.id', '=', id).executeTakeFirst();
export const lockSettlement = (trx: Transaction<Database>, id: bigint) =>
  settlements(trx).where('s.id', '=', id).forUpdate('s').executeTakeFirst();

export { isAgentType } from '../agents/tree-repository.ts';

export const merchantSettings = (db: Conn, merchantId: number) =>
  db.selectFrom('merchant').select('settings').where('id', '=', merchantId).executeTakeFirstOrThrow();

/** Claims a (contract, period): null when another node or an earlier run has it. */
export const insertSettlement = (trx: Transaction<Database>, row: Insertable<AgentContractSettlementTable>) =>
  trx
    .insertInto('agent_contract_settlement')
    .values(row)
    .onConflict((oc) => oc.columns(['contract_id', 'period_key']).doNothing())
    .returning('id')
    .executeTakeFirst();

export const updateSettlement = (
  trx: Conn,
  id: bigint,
  set: { status: SettlementRow['status']; amount?: bigint; reason?: string | null; paid_at?: Date | null },
) => trx.updateTable('agent_contract_settlement').set(set).where('id', '=', id).execute();

export async function expireManual(db: Conn, now: Date): Promise<number> {
  const r = await db
    .updateTable('agent_contract_settlement')
    .set({ status: '3' })
    .where('status', '=', '0')
    .where('due_at', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export const settlementMerchant = (db: Conn, id: bigint) =>
  db.selectFrom('agent_contract_settlement').select('merchant_id').where('id', '=', id).executeTakeFirst();

/**
 * The team's lottery rounds settled in [start, end): per player and draw, the stake and the win (real-time
 * salary, decision 0056).
 */
export async function lotteryRounds(db: Conn, merchantId: number, agentId: number, start: Date, end: Date) {
  const rows = await db
    .selectFrom('lottery_order as o')
    .select([
      'o.customer_id',
      'o.draw_id',
      sql<string>`max(o.game_code)`.as('game_code'),
      sql<string>`max(o.numero)`.as('numero'),
      sql<string>`sum(o.stake)`.as('stake'),
      sql<string>`sum(o.win)`.as('win'),
    ])
    .where('o.merchant_id', '=', merchantId)
    .where('o.status', 'in', ['WON', 'LOST'])
    .where('o.settled_at', '>=', start)
    .where('o.settled_at', '<', end)
    .where(inTeam(sql.ref('o.customer_id'), agentId))
    .groupBy(['o.customer_id', 'o.draw_id'])
    .orderBy('o.customer_id')
    .orderBy('o.draw_id')
    .execute();
  return rows.map((r) => ({
    customerId: r.customer_id,
    drawId: r.draw_id,
    gameCode: r.game_code,
    numero: r.numero,
    stake: BigInt(r.stake),
    win: BigInt(r.win),
  }));
}

/** Pending edits (E) of a contract: withdrawn when the contract itself is being terminated. */
export const pendingEditsOf = (trx: Conn, contractId: bigint) =>
  trx
    .selectFrom('agent_contract')
    .select(['id', 'status'])
    .where('replaces_id', '=', contractId)
    .where('status', '=', 'E')
    .execute();

/**
 * What the downline agents of `agentId` (every depth) are owed or paid by their contracts of these kinds
 * and product for one period (decision 0058): pending, disbursed, adjusted, claimable or claimed records.
 */
export async function downlinePaid(
  db: Conn,
  q: { merchantId: number; agentId: number; kinds: string[]; product: string; periodKey: string },
): Promise<bigint> {
  const r = await db
    .selectFrom('agent_contract_settlement as s')
    .innerJoin('agent_contract as c', 'c.id', 's.contract_id')
    .select(sql<string>`coalesce(sum(s.amount), 0)`.as('total'))
    .where('s.merchant_id', '=', q.merchantId)
    .where('s.kind', 'in', q.kinds)
    .where('c.product', '=', q.product)
    .where('s.period_key', '=', q.periodKey)
    .where('s.status', 'in', ['P', 'A', 'M', '0', '1'])
    .where('s.agent_id', '<>', q.agentId)
    .where(inTeam(sql.ref('s.agent_id'), q.agentId))
    .executeTakeFirstOrThrow();
  return BigInt(r.total);
}

/** How deep each agent is in its tree (0 = a root agent): downlines settle before their uplines. */
export async function depths(db: Conn, agentIds: number[]): Promise<Map<number, number>> {
  if (agentIds.length === 0) return new Map();
  const { rows } = await sql<{ start: number; depth: number }>`
    with recursive up(start, id, parent_id, depth) as (
      select id, id, parent_id, 0 from customer where id in (${sql.join(agentIds)})
      union all
      select up.start, c.id, c.parent_id, up.depth + 1 from customer c join up on c.id = up.parent_id
      where up.depth < 100
    ) select start, max(depth)::int as depth from up group by start`.execute(db);
  return new Map(rows.map((r) => [Number(r.start), Number(r.depth)]));
}
