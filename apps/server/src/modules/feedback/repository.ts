import type { Db } from '../../db/client.ts';

export interface NewFeedback {
  merchantId: number;
  customerId: number | null;
  contact: string | null;
  type: number;
  content: string;
  image: { contentType: 'image/png' | 'image/jpeg'; bytes: Uint8Array } | null;
  ip: string;
  now: Date;
}

export async function insertFeedback(db: Db, f: NewFeedback) {
  return db
    .insertInto('feedback')
    .values({
      merchant_id: f.merchantId,
      customer_id: f.customerId,
      contact: f.contact,
      type: f.type,
      content: f.content,
      image_type: f.image?.contentType ?? null,
      image: f.image?.bytes ?? null,
      ip: f.ip,
      closed_by: null,
      closed_at: null,
      created_at: f.now,
    })
    .returning(['id', 'status'])
    .executeTakeFirstOrThrow();
}

/** Submissions since a time by one member, or (visitors) from one address of a merchant. */
export async function countSince(
  db: Db,
  who: { merchantId: number; customerId: number } | { merchantId: number; ip: string },
  since: Date,
) {
  let q = db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('merchant_id', '=', who.merchantId)
    .where('created_at', '>=', since);
  q = 'customerId' in who ? q.where('customer_id', '=', who.customerId) : q.where('ip', '=', who.ip);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.n);
}

const columns = [
  'f.id',
  'f.type',
  'f.content',
  'f.status',
  'f.contact',
  'f.created_at',
  'f.closed_at',
  'f.image_type',
] as const;

export async function listOfMember(db: Db, customerId: number, limit: number, offset: number) {
  const base = db.selectFrom('feedback as f').where('f.customer_id', '=', customerId);
  const [rows, total] = await Promise.all([
    base.select(columns).orderBy('f.id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export interface BoFilter {
  merchantId: number;
  type?: number;
  status?: 'PENDING' | 'REPLIED' | 'CLOSED';
  from?: Date;
  to?: Date;
  /** A username; null: visitors only. */
  username?: string | null;
  limit: number;
  offset: number;
}

export async function listOfMerchant(db: Db, f: BoFilter) {
  let base = db
    .selectFrom('feedback as f')
    .leftJoin('customer as c', 'c.id', 'f.customer_id')
    .where('f.merchant_id', '=', f.merchantId);
  if (f.type !== undefined) base = base.where('f.type', '=', f.type);
  if (f.status) base = base.where('f.status', '=', f.status);
  if (f.from) base = base.where('f.created_at', '>=', f.from);
  if (f.to) base = base.where('f.created_at', '<', f.to);
  if (f.username === null) base = base.where('f.customer_id', 'is', null);
  else if (f.username !== undefined) base = base.where('c.username', '=', f.username);
  const [rows, total] = await Promise.all([
    base
      .select([...columns, 'c.username'])
      // The open ones first (oldest waiting longest on top), then the rest newest first.
      .orderBy((eb) => eb.case().when('f.status', '=', 'PENDING').then(0).else(1).end())
      .orderBy((eb) =>
        eb
          .case()
          .when('f.status', '=', 'PENDING')
          .then(eb.ref('f.id'))
          .else(eb.neg(eb.ref('f.id')))
          .end(),
      )
      .limit(f.limit)
      .offset(f.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function repliesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('feedback_reply as r')
    .innerJoin('staff as s', 's.id', 'r.staff_id')
    .select(['r.feedback_id', 'r.content', 'r.created_at', 's.username as staff'])
    .where('r.feedback_id', 'in', ids)
    .orderBy('r.id')
    .execute();
}

/** One feedback of a merchant (with its member's name and language for the reply's notice). */
export async function findOfMerchant(db: Db, merchantId: number, id: number) {
  return db
    .selectFrom('feedback as f')
    .leftJoin('customer as c', 'c.id', 'f.customer_id')
    .select(['f.id', 'f.status', 'f.customer_id', 'c.username', 'c.language'])
    .where('f.merchant_id', '=', merchantId)
    .where('f.id', '=', id)
    .executeTakeFirst();
}

export async function imageOf(db: Db, merchantId: number, id: number, customerId?: number) {
  let q = db
    .selectFrom('feedback')
    .select(['image', 'image_type'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id);
  if (customerId !== undefined) q = q.where('customer_id', '=', customerId);
  return q.executeTakeFirst();
}

/** Adds a reply and marks the feedback replied, unless it was closed meanwhile (then false). */
export async function addReply(db: Db, id: number, staffId: number, content: string, now: Date) {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('feedback')
      .set({ status: 'REPLIED' })
      .where('id', '=', id)
      .where('status', '!=', 'CLOSED')
      .returning('id')
      .executeTakeFirst();
    if (!updated) return false;
    await trx
      .insertInto('feedback_reply')
      .values({ feedback_id: id, staff_id: staffId, content, created_at: now })
      .execute();
    return true;
  });
}

export async function close(db: Db, id: number, staffId: number, now: Date) {
  const row = await db
    .updateTable('feedback')
    .set({ status: 'CLOSED', closed_by: staffId, closed_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'CLOSED')
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
