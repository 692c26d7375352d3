import { sql, type Insertable, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { CustomerTable, Database } from '../../db/schema.ts';
import { AGENT_TYPES } from '../agents/tree-repository.ts';

/** The agent tree's reads (modules/agents, decision 0053), for this module's service. */
export { isAgentType, rebatesOf, uplines } from '../agents/tree-repository.ts';

type Conn = Db | Transaction<Database>;

export function memberById(db: Conn, merchantId: number, id: number) {
  return db
    .selectFrom('customer as c')
    .leftJoin('customer as p', 'p.id', 'c.parent_id')
    .select([
      'c.id',
      'c.username',
      'c.type',
      'c.parent_id',
      'c.status',
      'c.betting_frozen',
      'c.payment_password_hash',
      'p.username as upline',
    ])
    .where('c.merchant_id', '=', merchantId)
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export function memberIdByUsername(db: Conn, merchantId: number, username: string) {
  return db
    .selectFrom('customer')
    .select(['id'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Rebates of several members at once: id → product → value. */
export async function rebatesOfMany(db: Conn, ids: number[]) {
  const out = new Map<number, Record<string, number>>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('customer_rebate')
    .select(['customer_id', 'product', 'value'])
    .where('customer_id', 'in', ids)
    .execute();
  for (const r of rows) {
    const m = out.get(r.customer_id) ?? {};
    m[r.product] = r.value;
    out.set(r.customer_id, m);
  }
  return out;
}

/** The highest value per product among the member's direct downlines (what its own may not go below). */
export async function directDownlineMax(db: Conn, customerId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('customer_rebate as r')
    .innerJoin('customer as c', 'c.id', 'r.customer_id')
    .select(['r.product', sql<number>`max(r.value)`.as('value')])
    .where('c.parent_id', '=', customerId)
    .groupBy('r.product')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.product, Number(r.value)]));
}

export async function upsertRebates(
  db: Conn,
  merchantId: number,
  customerId: number,
  rebates: Record<string, number>,
  now: Date,
) {
  const rows = Object.entries(rebates).map(([product, value]) => ({
    merchant_id: merchantId,
    customer_id: customerId,
    product,
    value,
    updated_at: now,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('customer_rebate')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['customer_id', 'product']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}

export function insertCustomer(db: Conn, values: Insertable<CustomerTable>) {
  return db.insertInto('customer').values(values).returning('id').executeTakeFirstOrThrow();
}

export function setStatus(db: Conn, id: number, status: 'ACTIVE' | 'LOCKED') {
  return db
    .updateTable('customer')
    .set({ status })
    .where('id', '=', id)
    .where('status', '<>', 'DISABLED')
    .execute();
}
export function setBettingFrozen(db: Conn, id: number, frozen: boolean) {
  return db.updateTable('customer').set({ betting_frozen: frozen }).where('id', '=', id).execute();
}
export function setType(db: Conn, id: number, type: number) {
  return db.updateTable('customer').set({ type }).where('id', '=', id).execute();
}

export async function upsertRemark(db: Conn, agentId: number, customerId: number, remark: string, now: Date) {
  if (!remark) {
    await db
      .deleteFrom('agent_member_remark')
      .where('agent_id', '=', agentId)
      .where('customer_id', '=', customerId)
      .execute();
    return;
  }
  await db
    .insertInto('agent_member_remark')
    .values({ agent_id: agentId, customer_id: customerId, remark, updated_at: now })
    .onConflict((oc) => oc.columns(['agent_id', 'customer_id']).doUpdateSet({ remark, updated_at: now }))
    .execute();
}

// ---- invitation links

export function insertLink(
  db: Conn,
  values: {
    merchant_id: number;
    agent_id: number;
    code: string;
    account_type: number;
    rebates: Record<string, number>;
    channel: 'FORUM' | 'QQ' | 'CUSTOM';
    channel_text: string | null;
    remark: string | null;
    expires_at: Date | null;
    created_at: Date;
  },
) {
  return db
    .insertInto('agent_link')
    .values({ ...values, rebates: JSON.stringify(values.rebates) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Whether a code is taken: by a link (even a deleted one) or as an agent's affiliate code. */
export async function codeTaken(db: Conn, merchantId: number, code: string): Promise<boolean> {
  const link = await db
    .selectFrom('agent_link')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  if (link) return true;
  const customer = await db
    .selectFrom('customer')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(affiliate_code)`, '=', code.toLowerCase())
    .executeTakeFirst();
  return !!customer;
}

/** The agent's links that are not deleted, newest first, with how many members registered through each. */
export function listLinks(db: Conn, agentId: number) {
  return db
    .selectFrom('agent_link as l')
    .select([
      'l.id',
      'l.code',
      'l.account_type',
      'l.rebates',
      'l.channel',
      'l.channel_text',
      'l.remark',
      'l.expires_at',
      'l.created_at',
      (eb) =>
        eb
          .selectFrom('customer as c')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('c.agent_link_id', '=', 'l.id')
          .as('registered'),
    ])
    .where('l.agent_id', '=', agentId)
    .where('l.deleted_at', 'is', null)
    .orderBy('l.id', 'desc')
    .execute();
}

/** Soft-deletes one of the agent's links; false when it is not the agent's or already deleted. */
export async function deleteLink(db: Conn, agentId: number, id: number, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('agent_link')
    .set({ deleted_at: now })
    .where('id', '=', id)
    .where('agent_id', '=', agentId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** A link by code (case-insensitively) with its agent, when not deleted and the agent is an active agent. */
export function findLinkByCode(db: Conn, merchantId: number, code: string) {
  return db
    .selectFrom('agent_link as l')
    .innerJoin('customer as a', 'a.id', 'l.agent_id')
    .select(['l.id', 'l.agent_id', 'l.account_type', 'l.rebates', 'l.expires_at', 'a.username as agent'])
    .where('l.merchant_id', '=', merchantId)
    .where(sql<string>`lower(l.code)`, '=', code.toLowerCase())
    .where('l.deleted_at', 'is', null)
    .where('a.type', 'in', [...AGENT_TYPES])
    .where('a.status', '=', 'ACTIVE')
    .executeTakeFirst();
}

// ---- team management

export interface TeamFilter {
  merchantId: number;
  agentId: number;
  parentId: number;
  tab: 'agents' | 'players';
  q?: string;
  loggedIn?: boolean;
  deposited?: boolean;
  firstDeposit?: [Date | null, Date | null];
  lastDeposit?: [Date | null, Date | null];
  registered?: [Date | null, Date | null];
  limit: number;
  offset: number;
}

type TeamRow = {
  id: number;
  username: string;
  type: number;
  status: string;
  betting_frozen: boolean;
  last_login_at: Date | null;
  created_at: Date;
  register_method: string | null;
  upline: string | null;
  remark: string | null;
  first_dep: Date | null;
  last_dep: Date | null;
  total: string;
};

const range = (column: ReturnType<typeof sql.ref>, r?: [Date | null, Date | null]) => {
  if (!r) return sql`true`;
  const [from, to] = r;
  return sql`(${from === null ? sql`true` : sql`${column} >= ${from}`} and ${to === null ? sql`true` : sql`${column} < ${to}`})`;
};

/** One page of the direct downline of `parentId` (itself checked to be the agent or in its team). */
export async function teamPage(db: Conn, f: TeamFilter) {
  const typeCond =
    f.tab === 'agents'
      ? sql`c.type in (${sql.join([...AGENT_TYPES])})`
      : sql`c.type not in (${sql.join([...AGENT_TYPES])})`;
  const q = f.q ? `%${f.q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const { rows } = await sql<TeamRow>`
    with base as (
      select c.id, c.username, c.type, c.status, c.betting_frozen, c.last_login_at, c.created_at,
        c.register_method, p.username as upline, r.remark,
        (select min(d.settled_at) from deposit_order d where d.customer_id = c.id and d.status = 'SUCCESS') as first_dep,
        (select max(d.settled_at) from deposit_order d where d.customer_id = c.id and d.status = 'SUCCESS') as last_dep
      from customer c
      left join customer p on p.id = c.parent_id
      left join agent_member_remark r on r.agent_id = ${f.agentId} and r.customer_id = c.id
      where c.merchant_id = ${f.merchantId} and c.parent_id = ${f.parentId} and c.type <> 4 and ${typeCond}
    )
    select *, count(*) over () as total from base
    where ${q === null ? sql`true` : sql`(lower(username) like ${q} or lower(coalesce(remark, '')) like ${q})`}
      and ${f.loggedIn === undefined ? sql`true` : f.loggedIn ? sql`last_login_at is not null` : sql`last_login_at is null`}
      and ${f.deposited === undefined ? sql`true` : f.deposited ? sql`first_dep is not null` : sql`first_dep is null`}
      and ${range(sql.ref('first_dep'), f.firstDeposit)}
      and ${range(sql.ref('last_dep'), f.lastDeposit)}
      and ${range(sql.ref('created_at'), f.registered)}
    order by created_at desc, id desc
    limit ${f.limit} offset ${f.offset}`.execute(db);
  return rows;
}

/** Per member: its team size (members below it) and the cash of itself and everyone below it (minor units). */
export async function teamFigures(db: Conn, ids: number[]) {
  const out = new Map<number, { size: number; balance: bigint; teamBalance: bigint; direct: number }>();
  if (ids.length === 0) return out;
  const { rows } = await sql<{
    root: number;
    size: string;
    team_balance: string;
    balance: string;
    direct: string;
  }>`
    with recursive down(root, id, depth) as (
      select id, id, 0 from customer where id in (${sql.join(ids)})
      union all
      select d.root, c.id, d.depth + 1 from customer c join down d on c.parent_id = d.id where d.depth < 100
    )
    select d.root,
      (count(*) - 1)::text as size,
      count(*) filter (where d.depth = 1)::text as direct,
      coalesce(sum(a.balance), 0)::text as team_balance,
      coalesce(sum(a.balance) filter (where d.depth = 0), 0)::text as balance
    from down d
    left join ledger_account a on a.owner_id = d.id and a.ledger = 'cash' and a.kind = 'cash' and a.ref = ''
    group by d.root`.execute(db);
  for (const r of rows)
    out.set(Number(r.root), {
      size: Number(r.size),
      direct: Number(r.direct),
      balance: BigInt(r.balance),
      teamBalance: BigInt(r.team_balance),
    });
  return out;
}

/** Which of the members have a live session used since `idleSince`. */
export async function onlineOf(db: Conn, ids: number[], now: Date, idleSince: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('session')
    .select('customer_id')
    .distinct()
    .where('customer_id', 'in', ids)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .execute();
  return new Set(rows.map((r) => r.customer_id));
}

/** The member's row as the team list shows it, for the details popup. */
export async function teamMemberRow(db: Conn, agentId: number, id: number) {
  const { rows } = await sql<Omit<TeamRow, 'total'>>`
    select c.id, c.username, c.type, c.status, c.betting_frozen, c.last_login_at, c.created_at,
      c.register_method, p.username as upline, r.remark,
      (select min(d.settled_at) from deposit_order d where d.customer_id = c.id and d.status = 'SUCCESS') as first_dep,
      (select max(d.settled_at) from deposit_order d where d.customer_id = c.id and d.status = 'SUCCESS') as last_dep
    from customer c
    left join customer p on p.id = c.parent_id
    left join agent_member_remark r on r.agent_id = ${agentId} and r.customer_id = c.id
    where c.id = ${id}`.execute(db);
  return rows[0];
}

/** The direct downline's ids (for lucky bags to all direct downlines), active members only. */
export function directDownlineIds(db: Conn, agentId: number) {
  return db
    .selectFrom('customer')
    .select(['id', 'username'])
    .where('parent_id', '=', agentId)
    .where('type', '<>', 4)
    .orderBy('id')
    .execute();
}

export function usernamesOf(db: Conn, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('customer').select(['id', 'username']).where('id', 'in', ids).execute();
}

// ---- back office

/** Direct downlines of a member for the back office's tree. */
export function directDownlines(db: Conn, merchantId: number, parentId: number) {
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type', 'status'])
    .where('merchant_id', '=', merchantId)
    .where('parent_id', '=', parentId)
    .where('type', '<>', 4)
    .orderBy('type', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
}

export function membersByIds(db: Conn, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type', 'status'])
    .where('id', 'in', ids)
    .execute();
}
