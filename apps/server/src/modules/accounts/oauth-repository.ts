import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

type TicketKind = Database['oauth_ticket']['kind'];

export async function insertTicket(db: Db, values: Insertable<Database['oauth_ticket']>) {
  await db.insertInto('oauth_ticket').values(values).execute();
}

/** Spends a live ticket of a kind (of a merchant, when given) once; undefined when none is live. */
export function consumeTicket(db: Db, ticketHash: string, kind: TicketKind, now: Date, merchantId?: number) {
  let query = db
    .updateTable('oauth_ticket')
    .set({ used_at: now })
    .where('ticket_hash', '=', ticketHash)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (merchantId !== undefined) query = query.where('merchant_id', '=', merchantId);
  return query.returningAll().executeTakeFirst();
}

/** A live link ticket of the merchant, not spent. */
export function peekLinkTicket(db: Db, merchantId: number, ticketHash: string, now: Date) {
  return db
    .selectFrom('oauth_ticket')
    .select(['provider', 'email', 'name'])
    .where('ticket_hash', '=', ticketHash)
    .where('kind', '=', 'link')
    .where('merchant_id', '=', merchantId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

export function merchantCode(db: Db, merchantId: number) {
  return db.selectFrom('merchant').select('code').where('id', '=', merchantId).executeTakeFirst();
}

/** The account an identity of a provider is linked to. */
export function linkedAccount(db: Db, merchantId: number, provider: string, subject: string) {
  return db
    .selectFrom('oauth_identity as o')
    .innerJoin('customer as c', 'c.id', 'o.customer_id')
    .select(['c.id', 'c.status'])
    .where('o.merchant_id', '=', merchantId)
    .where('o.provider', '=', provider)
    .where('o.subject', '=', subject)
    .executeTakeFirst();
}

export async function insertIdentity(db: Db, values: Insertable<Database['oauth_identity']>) {
  await db.insertInto('oauth_identity').values(values).execute();
}
