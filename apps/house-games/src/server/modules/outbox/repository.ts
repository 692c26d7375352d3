import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { OutboxTable } from '../../db/schema.ts';

export type OutboxRow = Selectable<OutboxTable>;

export function insert(db: Db, row: Insertable<OutboxTable>): Promise<OutboxRow> {
  return db.insertInto('outbox').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The platform answered (`attempts`: the sends this answer took, counted with the row's earlier ones). */
export async function markDone(db: Db, id: bigint, answer: object, now: Date, attempts = 1): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      state: 'done',
      answer: JSON.stringify(answer),
      done_at: now,
      last_error: null,
      attempts: eb('attempts', '+', attempts),
    }))
    .where('id', '=', id)
    .execute();
}

/** A bet given up after `attempts` sends without an answer. */
export async function markAbandoned(
  db: Db,
  id: bigint,
  error: string,
  now: Date,
  attempts = 0,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({
      state: 'abandoned',
      last_error: error,
      done_at: now,
      attempts: eb('attempts', '+', attempts),
    }))
    .where('id', '=', id)
    .execute();
}

/** One more send without an answer: try again at `nextAt`. */
export async function reschedule(db: Db, id: bigint, nextAt: Date, error: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set((eb) => ({ next_at: nextAt, last_error: error, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('state', '=', 'pending')
    .execute();
}

/**
 * Due wins and rollbacks, leased until `leaseUntil` so that no other pass sends them meanwhile. `dueBy`
 * null takes every pending one (draining).
 */
export function claimDue(db: Db, dueBy: Date | null, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('outbox').select('id').where('state', '=', 'pending').where('action', '<>', 'bet');
    if (dueBy) q = q.where('next_at', '<=', dueBy);
    const due = await q.orderBy('id').limit(limit).forUpdate().skipLocked().execute();
    if (due.length === 0) return [];
    return trx
      .updateTable('outbox')
      .set({ next_at: leaseUntil })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .returningAll()
      .execute();
  });
}

export async function countPending(db: Db): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('state', '=', 'pending')
    .where('action', '<>', 'bet')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** After a restart every pending call is due at once (leases of the previous process are void). */
export async function makeAllDue(db: Db, now: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ next_at: now })
    .where('state', '=', 'pending')
    .where('action', '<>', 'bet')
    .execute();
}

/** Bets that were being sent when the process stopped: their outcome is unknown. */
export function pendingBets(db: Db): Promise<OutboxRow[]> {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('state', '=', 'pending')
    .where('action', '=', 'bet')
    .orderBy('id')
    .execute();
}

export function findByTransaction(db: Db, vendor: string, transactionId: string) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where('vendor_code', '=', vendor)
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}
