import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

// ---------------------------------------------------------------- customer-service entries

export function entries(db: Db, merchantId: number) {
  return db
    .selectFrom('customer_service')
    .select(['id', 'type', 'cs_type', 'cs_position', 'title', 'path'])
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The platform key of the type 3 addresses, made on first use (concurrent starts agree on one). */
export async function platformKey(db: Db, name: string, make: () => string): Promise<string> {
  await db
    .insertInto('platform_secret')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}

// ---------------------------------------------------------------- conversations

const conversationColumns = [
  'c.id',
  'c.merchant_id',
  'c.customer_id',
  'c.status',
  'c.vip',
  'c.staff_id',
  'c.rating',
  'c.member_unread',
  'c.staff_unread',
  'c.last_text',
  'c.created_at',
  'c.last_message_at',
  'c.closed_at',
  'cu.username',
  's.username as staff_name',
] as const;

function conversations(db: Db) {
  return db
    .selectFrom('chat_conversation as c')
    .innerJoin('customer as cu', 'cu.id', 'c.customer_id')
    .leftJoin('staff as s', 's.id', 'c.staff_id')
    .select(conversationColumns);
}
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof conversation>>>;

export function conversation(db: Db, merchantId: number, id: number) {
  return conversations(db).where('c.id', '=', id).where('c.merchant_id', '=', merchantId).executeTakeFirst();
}

/** The member's open conversation, else its last one. */
export function latestOfMember(db: Db, customerId: number) {
  return conversations(db)
    .where('c.customer_id', '=', customerId)
    .orderBy(sql`c.status = 'CLOSED'`)
    .orderBy('c.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function openOfMember(db: Db, customerId: number) {
  return conversations(db)
    .where('c.customer_id', '=', customerId)
    .where('c.status', '<>', 'CLOSED')
    .executeTakeFirst();
}

/** A new waiting conversation; undefined when another one opened meanwhile (the unique open index). */
export async function openConversation(
  db: Db,
  row: { merchantId: number; customerId: number; vip: boolean; at: Date },
) {
  const inserted = await db
    .insertInto('chat_conversation')
    .values({
      merchant_id: row.merchantId,
      customer_id: row.customerId,
      vip: row.vip,
      created_at: row.at,
      last_message_at: row.at,
    })
    .onConflict((oc) => oc.column('customer_id').where('status', '<>', 'CLOSED').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function addMessage(
  db: Db,
  m: {
    conversationId: number;
    sender: 'MEMBER' | 'STAFF' | 'SYSTEM';
    event?: 'JOINED' | 'CLOSED';
    staffId?: number | null;
    text: string;
    at: Date;
  },
) {
  const row = await db
    .insertInto('chat_message')
    .values({
      conversation_id: m.conversationId,
      sender: m.sender,
      event: m.event ?? null,
      staff_id: m.staffId ?? null,
      text: m.text,
      created_at: m.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A written message counts as unread on the other side and is the row's preview.
  if (m.sender !== 'SYSTEM')
    await db
      .updateTable('chat_conversation')
      .set((eb) => ({
        last_text: m.text,
        last_message_at: m.at,
        ...(m.sender === 'MEMBER'
          ? { staff_unread: eb('staff_unread', '+', 1) }
          : { member_unread: eb('member_unread', '+', 1) }),
      }))
      .where('id', '=', m.conversationId)
      .execute();
  return row.id;
}

export function messages(db: Db, conversationId: number, limit: number) {
  return db
    .selectFrom('chat_message as m')
    .leftJoin('staff as s', 's.id', 'm.staff_id')
    .select(['m.id', 'm.sender', 'm.event', 'm.text', 'm.created_at', 's.username as staff_name'])
    .where('m.conversation_id', '=', conversationId)
    .orderBy('m.id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.reverse());
}

export async function memberSentSince(db: Db, customerId: number, since: Date) {
  const row = await db
    .selectFrom('chat_message as m')
    .innerJoin('chat_conversation as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('c.customer_id', '=', customerId)
    .where('m.sender', '=', 'MEMBER')
    .where('m.created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function markRead(db: Db, conversationId: number, side: 'member' | 'staff') {
  await db
    .updateTable('chat_conversation')
    .set(side === 'member' ? { member_unread: 0 } : { staff_unread: 0 })
    .where('id', '=', conversationId)
    .execute();
}

/** Assigns when the conversation is still open and (for a take) still unassigned or already this staff's. */
export async function assign(
  db: Db,
  merchantId: number,
  id: number,
  staffId: number,
  onlyIfWaiting: boolean,
): Promise<boolean> {
  let q = db
    .updateTable('chat_conversation')
    .set({ staff_id: staffId, status: 'ACTIVE' })
    .where('id', '=', id)
    .where('merchant_id', '=', merchantId)
    .where('status', '<>', 'CLOSED');
  if (onlyIfWaiting) q = q.where('status', '=', 'WAITING');
  const r = await q.executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function close(
  db: Db,
  where: { merchantId: number; id: number },
  at: Date,
  rating: number | null,
): Promise<boolean> {
  const r = await db
    .updateTable('chat_conversation')
    .set({ status: 'CLOSED', closed_at: at, ...(rating !== null ? { rating } : {}) })
    .where('id', '=', where.id)
    .where('merchant_id', '=', where.merchantId)
    .where('status', '<>', 'CLOSED')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function rate(db: Db, customerId: number, id: number, rating: number): Promise<boolean> {
  const r = await db
    .updateTable('chat_conversation')
    .set({ rating })
    .where('id', '=', id)
    .where('customer_id', '=', customerId)
    .where('status', '=', 'CLOSED')
    .executeTakeFirst();
  return r.numUpdatedRows > 0n;
}

export async function list(
  db: Db,
  merchantId: number,
  f: { view: 'queue' | 'history'; username?: string; from?: Date; to?: Date; limit: number; offset: number },
) {
  let q = conversations(db).where('c.merchant_id', '=', merchantId);
  if (f.view === 'queue') q = q.where('c.status', '<>', 'CLOSED');
  if (f.username) q = q.where('cu.username', 'ilike', `%${f.username.replace(/[\\%_]/g, '\\$&')}%`);
  if (f.from) q = q.where('c.created_at', '>=', f.from);
  if (f.to) q = q.where('c.created_at', '<', f.to);
  const [rows, total] = await Promise.all([
    (f.view === 'queue'
      ? q
          .orderBy(sql`c.status = 'WAITING'`, 'desc')
          .orderBy('c.vip', 'desc')
          .orderBy('c.last_message_at', 'asc')
      : q.orderBy('c.id', 'desc')
    )
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    q
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Enabled staff of the merchant (or of every merchant), with their custom role's permissions. */
export function staffOf(db: Db, merchantId: number) {
  return db
    .selectFrom('staff as s')
    .leftJoin('staff_role as r', 'r.code', 's.role')
    .select(['s.id', 's.username', 's.role', 'r.permissions'])
    .where((eb) => eb.or([eb('s.merchant_id', '=', merchantId), eb('s.merchant_id', 'is', null)]))
    .where('s.disabled', '=', false)
    .orderBy('s.username')
    .execute();
}
