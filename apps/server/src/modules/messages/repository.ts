import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, MessageTranslations } from '../../db/schema.ts';
import { AGENT_TYPES, downlineQuery } from '../agents/tree-repository.ts';

export { isAgentType } from '../agents/tree-repository.ts';

type Conn = Db | Transaction<Database>;
type Window = { start: Date; end: Date; direction: 'asc' | 'desc'; limit: number; offset: number };

/** A recipient group (send types 1 to 5, platform audiences) as a customer-id subquery. */
export type Group =
  | { kind: 'downline'; agentId: number }
  | { kind: 'direct'; agentId: number; agents: boolean }
  | { kind: 'merchant'; merchantId: number; agents: boolean }
  /** The merchant's members (not trial accounts) carrying a back-office label, matched case-blind. */
  | { kind: 'label'; merchantId: number; label: string }
  | { kind: 'ids'; ids: number[] };

function groupIds(db: Conn, group: Group) {
  switch (group.kind) {
    case 'downline':
      return downlineQuery(db as Db, group.agentId)
        .clearSelect()
        .select('id');
    case 'direct':
      return db
        .selectFrom('customer')
        .select('id')
        .where('parent_id', '=', group.agentId)
        .where('type', group.agents ? 'in' : 'not in', [...AGENT_TYPES, 4]);
    case 'merchant':
      return group.agents
        ? db
            .selectFrom('customer')
            .select('id')
            .where('merchant_id', '=', group.merchantId)
            .where('type', 'in', [...AGENT_TYPES])
        : db
            .selectFrom('customer')
            .select('id')
            .where('merchant_id', '=', group.merchantId)
            .where('type', '=', 0);
    case 'label':
      return db
        .selectFrom('customer')
        .select('id')
        .where('merchant_id', '=', group.merchantId)
        .where('type', '!=', 4)
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('member_label as l')
              .select('l.customer_id')
              .whereRef('l.customer_id', '=', 'customer.id')
              .where(sql<string>`lower(l.label)`, '=', group.label.toLowerCase()),
          ),
        );
    case 'ids':
      return db.selectFrom('customer').select('id').where('id', 'in', group.ids);
  }
}

export async function memberById(db: Conn, merchantId: number, id: number) {
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type', 'parent_id'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function membersByUsername(db: Conn, merchantId: number, usernames: string[]) {
  if (usernames.length === 0) return [];
  return db
    .selectFrom('customer')
    .select(['id', 'username', 'type'])
    .where('merchant_id', '=', merchantId)
    .where(
      sql`lower(username)`,
      'in',
      usernames.map((u) => u.toLowerCase()),
    )
    .execute();
}

/** Those of `ids` that are in the agent's downline (any depth). */
export async function inDownline(db: Conn, agentId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom(downlineQuery(db as Db, agentId).as('d'))
    .select('d.id')
    .where('d.id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => Number(r.id)));
}

/** The downline picker: usernames below the agent containing `search`, direct ones first. */
export async function searchDownline(db: Db, agentId: number, search: string, limit: number) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom(downlineQuery(db, agentId).as('d'))
    .innerJoin('customer as c', 'c.id', 'd.id')
    .select(['c.username', 'c.type', 'd.depth'])
    .where(sql<boolean>`c.username ilike ${like}`)
    .orderBy('d.depth')
    .orderBy('c.username')
    .limit(limit)
    .execute();
}

/** How many messages the member sent since `since` (the send rate limit). */
export async function sentSince(db: Conn, senderId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('sender_id', '=', senderId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Stores a message and one recipient row per member of the group (never the sender); returns them. */
export async function insertMessage(
  db: Conn,
  m: {
    merchantId: number;
    senderId: number | null;
    staffId: number | null;
    sendType: number;
    audience: 'MEMBER' | 'ALL_MEMBERS' | 'ALL_AGENTS' | 'LABEL' | null;
    audienceLabel?: string;
    replyToId: number | null;
    subject: string;
    content: string;
    translations?: MessageTranslations;
    now: Date;
  },
  group: Group,
) {
  const { id } = await db
    .insertInto('message')
    .values({
      merchant_id: m.merchantId,
      sender_id: m.senderId,
      staff_id: m.staffId,
      send_type: m.sendType,
      audience: m.audience,
      audience_label: m.audienceLabel ?? null,
      reply_to_id: m.replyToId,
      subject: m.subject,
      content: m.content,
      translations: JSON.stringify(m.translations ?? {}),
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const recipients = await db
    .insertInto('message_recipient')
    .columns(['message_id', 'customer_id', 'created_at'])
    .expression(
      db
        .selectFrom(groupIds(db, group).as('g'))
        .select([
          sql<number>`${id}::int`.as('message_id'),
          'g.id',
          sql<Date>`${m.now}::timestamptz`.as('created_at'),
        ])
        .where('g.id', '!=', m.senderId ?? 0),
    )
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'customer_id'])
    .execute();
  await db.updateTable('message').set({ recipient_count: recipients.length }).where('id', '=', id).execute();
  return { id, recipients };
}

export async function inbox(db: Db, customerId: number, w: Window) {
  const base = db
    .selectFrom('message_recipient as r')
    .where('r.customer_id', '=', customerId)
    .where('r.deleted_at', 'is', null)
    .where('r.created_at', '>=', w.start)
    .where('r.created_at', '<=', w.end);
  const [rows, total] = await Promise.all([
    base
      .innerJoin('message as m', 'm.id', 'r.message_id')
      .leftJoin('customer as s', 's.id', 'm.sender_id')
      .select([
        'r.id',
        'r.created_at',
        'r.read_at',
        'm.subject',
        'm.content',
        'm.translations',
        'm.send_type',
        'm.sender_id',
        's.username as sender_name',
      ])
      .orderBy('r.created_at', w.direction)
      .orderBy('r.id', w.direction)
      .limit(w.limit)
      .offset(w.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/**
 * The newest unread message since `since` that no login notice named yet, marked as named in the same
 * statement (two logins at once name it once).
 */
export async function takeLoginNotice(db: Db, customerId: number, since: Date, now: Date) {
  const row = await db
    .updateTable('message_recipient as r')
    .set({ noticed_at: now })
    .where(
      'r.id',
      '=',
      db
        .selectFrom('message_recipient')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('deleted_at', 'is', null)
        .where('read_at', 'is', null)
        .where('noticed_at', 'is', null)
        .where('created_at', '>=', since)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1),
    )
    .where('r.noticed_at', 'is', null)
    .returning(['r.id', 'r.message_id'])
    .executeTakeFirst();
  if (!row) return undefined;
  const m = await db
    .selectFrom('message as m')
    .leftJoin('customer as s', 's.id', 'm.sender_id')
    .select(['m.subject', 'm.translations', 's.username as sender_name'])
    .where('m.id', '=', row.message_id)
    .executeTakeFirstOrThrow();
  return { inboxId: row.id, ...m };
}

export async function unreadCount(db: Db, customerId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('message_recipient')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the member's own inbox rows read; anyone else's ids change nothing. */
export async function markRead(db: Db, customerId: number, ids: number[], now: Date): Promise<number> {
  const rows = await db
    .updateTable('message_recipient')
    .set({ read_at: now })
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export async function deleteInbox(db: Db, customerId: number, ids: number[], now: Date): Promise<number> {
  const rows = await db
    .updateTable('message_recipient')
    .set({ deleted_at: now })
    .where('customer_id', '=', customerId)
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export async function deleteOutbox(db: Db, senderId: number, ids: number[], now: Date): Promise<number> {
  const rows = await db
    .updateTable('message')
    .set({ sender_deleted_at: now })
    .where('sender_id', '=', senderId)
    .where('id', 'in', ids)
    .where('sender_deleted_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

/** One inbox row of the member (not deleted) with the message it holds. */
export async function inboxRow(db: Conn, customerId: number, inboxId: number) {
  return db
    .selectFrom('message_recipient as r')
    .innerJoin('message as m', 'm.id', 'r.message_id')
    .select(['r.id', 'm.id as message_id', 'm.sender_id', 'm.subject'])
    .where('r.customer_id', '=', customerId)
    .where('r.id', '=', inboxId)
    .where('r.deleted_at', 'is', null)
    .executeTakeFirst();
}

const readCount = sql<string>`(select count(*) from message_recipient x
  where x.message_id = m.id and x.read_at is not null)`;
/** Usernames of the named recipients (a reply, send types 1 and 5), at most 20 for the list. */
const recipientNames = sql<string[]>`array(select c.username from message_recipient x
  join customer c on c.id = x.customer_id where x.message_id = m.id order by c.username limit 20)`;

export async function outbox(db: Db, senderId: number, w: Window) {
  const base = db
    .selectFrom('message as m')
    .where('m.sender_id', '=', senderId)
    .where('m.sender_deleted_at', 'is', null)
    .where('m.created_at', '>=', w.start)
    .where('m.created_at', '<=', w.end);
  const [rows, total] = await Promise.all([
    base
      .select([
        'm.id',
        'm.send_type',
        'm.subject',
        'm.content',
        'm.created_at',
        'm.recipient_count',
        readCount.as('read_count'),
        sql<string[] | null>`case when m.send_type in (0, 1, 5) then ${recipientNames} end`.as('recipients'),
      ])
      .orderBy('m.created_at', w.direction)
      .orderBy('m.id', w.direction)
      .limit(w.limit)
      .offset(w.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The platform's messages of a merchant (back office), newest first, with read counts. */
export async function platformMessages(db: Db, merchantId: number, limit: number, offset: number) {
  const base = db
    .selectFrom('message as m')
    .where('m.merchant_id', '=', merchantId)
    .where('m.sender_id', 'is', null);
  const [rows, total] = await Promise.all([
    base
      .leftJoin('staff as st', 'st.id', 'm.staff_id')
      .select([
        'm.id',
        'm.audience',
        'm.audience_label',
        'm.subject',
        'm.content',
        'm.translations',
        'm.created_at',
        'm.recipient_count',
        'st.username as staff',
        readCount.as('read_count'),
        sql<string | null>`case when m.audience = 'MEMBER' then (select string_agg(u.username, ', ')
          from (select c.username from message_recipient x join customer c on c.id = x.customer_id
          where x.message_id = m.id order by c.username limit 5) u) end`.as('username'),
      ])
      .orderBy('m.created_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}
