import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type Conn = Db | Transaction<Database>;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface MemberFilters {
  account?: string;
  mobile?: string;
  email?: string;
  ip?: string;
  agent?: string;
  label?: string;
  status?: 'ACTIVE' | 'LOCKED' | 'DISABLED' | 'FROZEN';
  from?: Date;
  to?: Date;
}
export type MemberSort = 'c.id' | 'c.username' | 'c.created_at' | 'c.last_login_at' | 'cash';

/** The member search of the back office: trial accounts left out; labels and cash balance with each row. */
export async function searchMembers(
  db: Db,
  merchantId: number,
  f: MemberFilters,
  page: { limit: number; offset: number; sort: MemberSort; direction: 'asc' | 'desc' },
) {
  let base = db.selectFrom('customer as c').where('c.merchant_id', '=', merchantId).where('c.type', '<>', 4);
  if (f.account) {
    const like = contains(f.account);
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`lower(c.username)`, 'like', like),
        eb(sql<string>`lower(coalesce(c.nickname, ''))`, 'like', like),
      ]),
    );
  }
  if (f.mobile) {
    const digits = f.mobile.replace(/\D/g, '');
    base = base.where(sql<string>`coalesce(c.mobile_num, '')`, 'like', contains(digits || f.mobile));
  }
  if (f.email) base = base.where(sql<string>`lower(coalesce(c.email, ''))`, 'like', contains(f.email));
  if (f.ip) {
    const ip = f.ip;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('login_ip as li')
          .select('li.customer_id')
          .whereRef('li.customer_id', '=', 'c.id')
          .where('li.ip', '=', ip),
      ),
    );
  }
  if (f.agent) {
    const agent = f.agent.toLowerCase();
    base = base.where('c.parent_id', 'in', (eb) =>
      eb
        .selectFrom('customer as p')
        .select('p.id')
        .where('p.merchant_id', '=', merchantId)
        .where(sql<string>`lower(p.username)`, '=', agent),
    );
  }
  if (f.label) {
    const label = f.label.toLowerCase();
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('member_label as l')
          .select('l.customer_id')
          .whereRef('l.customer_id', '=', 'c.id')
          .where(sql<string>`lower(l.label)`, '=', label),
      ),
    );
  }
  if (f.status === 'FROZEN') base = base.where('c.betting_frozen', '=', true);
  else if (f.status) base = base.where('c.status', '=', f.status);
  if (f.from) base = base.where('c.created_at', '>=', f.from);
  if (f.to) base = base.where('c.created_at', '<=', f.to);

  const [rows, count] = await Promise.all([
    base
      .leftJoin('customer as parent', 'parent.id', 'c.parent_id')
      .leftJoin('ledger_account as cash_account', (j) =>
        j
          .onRef('cash_account.owner_id', '=', 'c.id')
          .on('cash_account.merchant_id', '=', merchantId)
          .on('cash_account.ledger', '=', 'cash')
          .on('cash_account.kind', '=', 'cash')
          .on('cash_account.ref', '=', ''),
      )
      .select([
        'c.id',
        'c.username',
        'c.nickname',
        'c.type',
        'c.status',
        'c.betting_frozen',
        'c.mobile_num',
        'c.country_dialing_code',
        'c.email',
        'c.created_at',
        'c.last_login_at',
        'parent.username as agent',
        sql<string>`coalesce(cash_account.balance, 0)`.as('cash'),
        sql<
          string[]
        >`coalesce((select array_agg(l.label order by l.label) from member_label l where l.customer_id = c.id), '{}')`.as(
          'labels',
        ),
      ])
      .orderBy(sql.ref(page.sort), (ob) =>
        page.direction === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast(),
      )
      .orderBy('c.id', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One member of the merchant with its upline, cash balance, labels and last login address. */
export function findMember(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('customer as c')
    .leftJoin('customer as parent', 'parent.id', 'c.parent_id')
    .leftJoin('ledger_account as cash_account', (j) =>
      j
        .onRef('cash_account.owner_id', '=', 'c.id')
        .on('cash_account.merchant_id', '=', merchantId)
        .on('cash_account.ledger', '=', 'cash')
        .on('cash_account.kind', '=', 'cash')
        .on('cash_account.ref', '=', ''),
    )
    .select([
      'c.id',
      'c.username',
      'c.nickname',
      'c.type',
      'c.status',
      'c.betting_frozen',
      'c.password_change_required',
      'c.mobile_num',
      'c.country_dialing_code',
      'c.email',
      'c.payee_name',
      'c.affiliate_code',
      'c.register_method',
      'c.language',
      'c.created_at',
      'c.last_login_at',
      'parent.username as agent',
      sql<string>`coalesce(cash_account.balance, 0)`.as('cash'),
      sql<
        string[]
      >`coalesce((select array_agg(l.label order by l.label) from member_label l where l.customer_id = c.id), '{}')`.as(
        'labels',
      ),
      sql<
        string | null
      >`(select li.ip from login_ip li where li.customer_id = c.id order by li.last_seen_at desc limit 1)`.as(
        'last_ip',
      ),
    ])
    .where('c.merchant_id', '=', merchantId)
    .where('c.id', '=', id)
    .where('c.type', '<>', 4)
    .executeTakeFirst();
}

export async function setStatus(db: Db, id: number, status: 'ACTIVE' | 'LOCKED') {
  await db.updateTable('customer').set({ status }).where('id', '=', id).execute();
}

export async function setBettingFrozen(db: Db, id: number, frozen: boolean) {
  await db.updateTable('customer').set({ betting_frozen: frozen }).where('id', '=', id).execute();
}

export async function addLabel(db: Db, customerId: number, label: string, staff: string) {
  await db
    .insertInto('member_label')
    .values({ customer_id: customerId, label, created_by: staff })
    .onConflict((oc) => oc.columns(['customer_id', 'label']).doNothing())
    .execute();
}

export async function removeLabel(db: Db, customerId: number, label: string): Promise<boolean> {
  const r = await db
    .deleteFrom('member_label')
    .where('customer_id', '=', customerId)
    .where('label', '=', label)
    .executeTakeFirst();
  return r.numDeletedRows > 0n;
}

export async function labelsOf(db: Db, customerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('member_label')
    .select('label')
    .where('customer_id', '=', customerId)
    .orderBy('label')
    .execute();
  return rows.map((r) => r.label);
}

export async function addNote(
  db: Db,
  n: { customerId: number; staffId: number; staffUsername: string; body: string },
) {
  return db
    .insertInto('member_note')
    .values({
      customer_id: n.customerId,
      staff_id: n.staffId,
      staff_username: n.staffUsername,
      body: n.body,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function notesOf(db: Db, customerId: number) {
  return db
    .selectFrom('member_note')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export async function loginPage(db: Db, customerId: number, page: { limit: number; offset: number }) {
  const base = db.selectFrom('member_login').where('customer_id', '=', customerId);
  const [rows, count] = await Promise.all([
    base.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Other members of the merchant that logged in from one of the member's IPs. */
export function sharedIps(db: Db, merchantId: number, customerId: number) {
  return db
    .selectFrom('login_ip as mine')
    .innerJoin('login_ip as other', (j) =>
      j.onRef('other.ip', '=', 'mine.ip').onRef('other.customer_id', '<>', 'mine.customer_id'),
    )
    .innerJoin('customer as c', 'c.id', 'other.customer_id')
    .select(['c.id', 'c.username', 'c.status', 'other.ip'])
    .where('mine.customer_id', '=', customerId)
    .where('c.merchant_id', '=', merchantId)
    .where('c.type', '<>', 4)
    .orderBy('c.id')
    .limit(500)
    .execute();
}

/** Other members of the merchant that logged in with one of the member's devices (user agents). */
export function sharedDevices(db: Db, merchantId: number, customerId: number) {
  return db
    .selectFrom('member_login as mine')
    .innerJoin('member_login as other', (j) =>
      j
        .onRef('other.user_agent', '=', 'mine.user_agent')
        .onRef('other.customer_id', '<>', 'mine.customer_id'),
    )
    .innerJoin('customer as c', 'c.id', 'other.customer_id')
    .select(['c.id', 'c.username', 'c.status', 'other.user_agent'])
    .distinct()
    .where('mine.customer_id', '=', customerId)
    .where('mine.user_agent', '<>', '')
    .where('c.merchant_id', '=', merchantId)
    .where('c.type', '<>', 4)
    .orderBy('c.id')
    .limit(500)
    .execute();
}

/** One page of the member's ledger entries (every wallet it owns) with each transfer's type and remark. */
export async function ledgerPage(
  db: Db,
  q: {
    merchantId: number;
    customerId: number;
    type?: string;
    from?: Date;
    to?: Date;
    limit: number;
    offset: number;
    ascending: boolean;
  },
) {
  let base = db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_account as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transfer as t', 't.id', 'e.transfer_id')
    .where('a.merchant_id', '=', q.merchantId)
    .where('a.ledger', '=', 'cash')
    .where('a.owner_id', '=', q.customerId);
  if (q.type) base = base.where('t.type', '=', q.type);
  if (q.from) base = base.where('e.created_at', '>=', q.from);
  if (q.to) base = base.where('e.created_at', '<=', q.to);
  const [rows, count] = await Promise.all([
    base
      .select([
        'e.id',
        'e.amount',
        'e.balance_after',
        'e.created_at',
        'a.kind',
        'a.ref',
        't.type',
        sql<string | null>`t.meta->>'remark'`.as('remark'),
      ])
      .orderBy('e.id', q.ascending ? 'asc' : 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One page of the member's game rounds (cash), newest first. */
export async function betPage(
  db: Db,
  q: { customerId: number; from?: Date; to?: Date; limit: number; offset: number; ascending: boolean },
) {
  let base = db
    .selectFrom('bet_record as b')
    .leftJoin('game as g', 'g.id', 'b.game_id')
    .where('b.customer_id', '=', q.customerId)
    .where('b.ledger', '=', 'cash');
  if (q.from) base = base.where('b.placed_at', '>=', q.from);
  if (q.to) base = base.where('b.placed_at', '<=', q.to);
  const [rows, count] = await Promise.all([
    base
      .select([
        'b.id',
        'b.vendor_code',
        'g.game_code',
        'b.round_id',
        'b.bet_amount',
        'b.win_amount',
        'b.status',
        'b.placed_at',
        'b.settled_at',
        'b.bet_detail',
        'b.win_detail',
      ])
      .orderBy('b.placed_at', q.ascending ? 'asc' : 'desc')
      .orderBy('b.id', q.ascending ? 'asc' : 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** One page of the member's lottery orders, newest first. */
export async function lotteryPage(
  db: Db,
  q: { customerId: number; from?: Date; to?: Date; limit: number; offset: number; ascending: boolean },
) {
  let base = db.selectFrom('lottery_order as o').where('o.customer_id', '=', q.customerId);
  if (q.from) base = base.where('o.created_at', '>=', q.from);
  if (q.to) base = base.where('o.created_at', '<=', q.to);
  const [rows, count] = await Promise.all([
    base
      .select([
        'o.id',
        'o.game_code',
        'o.numero',
        'o.play_code',
        'o.content',
        'o.stake',
        'o.win',
        'o.status',
        'o.created_at',
        'o.settled_at',
      ])
      .orderBy('o.id', q.ascending ? 'asc' : 'desc')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

// Balance adjustments (decision 0030): requested by one staff member, decided once by another.

export function insertAdjustment(
  db: Db,
  a: {
    merchantId: number;
    customerId: number;
    amount: bigint;
    reason: string;
    turnoverMultiple: number;
    staffId: number;
    staffUsername: string;
  },
) {
  return db
    .insertInto('balance_adjustment')
    .values({
      merchant_id: a.merchantId,
      customer_id: a.customerId,
      amount: a.amount,
      reason: a.reason,
      turnover_multiple: a.turnoverMultiple,
      requested_by: a.staffId,
      requested_by_username: a.staffUsername,
      decided_by: null,
      decided_by_username: null,
      decided_at: null,
      decision_note: null,
      transfer_id: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const adjustmentColumns = [
  'x.id',
  'x.merchant_id',
  'x.customer_id',
  'c.username',
  'x.amount',
  'x.reason',
  'x.turnover_multiple',
  'x.status',
  'x.requested_by',
  'x.requested_by_username',
  'x.requested_at',
  'x.decided_by',
  'x.decided_by_username',
  'x.decided_at',
  'x.decision_note',
  'x.transfer_id',
] as const;

export function findAdjustment(db: Conn, merchantId: number, id: bigint) {
  return db
    .selectFrom('balance_adjustment as x')
    .innerJoin('customer as c', 'c.id', 'x.customer_id')
    .select(adjustmentColumns)
    .where('x.merchant_id', '=', merchantId)
    .where('x.id', '=', id)
    .executeTakeFirst();
}

export async function adjustmentPage(
  db: Db,
  merchantId: number,
  f: { status?: 'PENDING' | 'APPROVED' | 'REJECTED'; member?: string; memberId?: number },
  page: { limit: number; offset: number; sort: 'x.id' | 'x.amount'; direction: 'asc' | 'desc' },
) {
  let base = db
    .selectFrom('balance_adjustment as x')
    .innerJoin('customer as c', 'c.id', 'x.customer_id')
    .where('x.merchant_id', '=', merchantId);
  if (f.status) base = base.where('x.status', '=', f.status);
  if (f.member) base = base.where(sql<string>`lower(c.username)`, '=', f.member.toLowerCase());
  if (f.memberId) base = base.where('x.customer_id', '=', f.memberId);
  const [rows, count] = await Promise.all([
    base
      .select(adjustmentColumns)
      .orderBy(page.sort, page.direction)
      .orderBy('x.id', page.direction)
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Moves a PENDING adjustment to its outcome, once: the row is locked by the update, so of two
 * concurrent decisions one finds it PENDING and the other finds nothing.
 */
export function decideAdjustment(
  db: Conn,
  id: bigint,
  d: {
    status: 'APPROVED' | 'REJECTED';
    staffId: number;
    staffUsername: string;
    note: string | null;
    at: Date;
  },
) {
  return db
    .updateTable('balance_adjustment')
    .set({
      status: d.status,
      decided_by: d.staffId,
      decided_by_username: d.staffUsername,
      decision_note: d.note,
      decided_at: d.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returningAll()
    .executeTakeFirst();
}

export async function linkAdjustmentTransfer(db: Conn, id: bigint, transferId: bigint) {
  await db.updateTable('balance_adjustment').set({ transfer_id: transferId }).where('id', '=', id).execute();
}

/** A turnover requirement for an adjustment's credit (no bonus waits on it). */
export async function requireAdjustmentTurnover(
  db: Conn,
  adjustmentId: bigint,
  customerId: number,
  required: bigint,
  at: Date,
) {
  await db
    .insertInto('turnover_requirement')
    .values({
      customer_id: customerId,
      source: `adjustment:${adjustmentId}`,
      required,
      order_id: null,
      released_at: null,
      created_at: at,
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}

export async function pendingAdjustments(db: Db, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('balance_adjustment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', merchantId)
    .where('status', '=', 'PENDING')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
