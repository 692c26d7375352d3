import type { Db } from '../../db/client.ts';

export function pool(db: Db, currency: string) {
  return db.selectFrom('jackpot_pool').selectAll().where('currency', '=', currency).executeTakeFirst();
}

/** The pool row locked for this transaction, created with its seed when the currency is new. */
export async function lockPool(db: Db, currency: string, decimals: number, seedX100: bigint, now: Date) {
  const locked = await db
    .selectFrom('jackpot_pool')
    .selectAll()
    .where('currency', '=', currency)
    .forUpdate()
    .executeTakeFirst();
  if (locked) return locked;
  const created = await db
    .insertInto('jackpot_pool')
    .values({ currency, decimals, amount_x100: seedX100, updated_at: now })
    .onConflict((oc) => oc.column('currency').doNothing())
    .returning('currency')
    .executeTakeFirst();
  if (created) await addMove(db, { currency, kind: 'seed', amountX100: seedX100, roundId: null });
  return db
    .selectFrom('jackpot_pool')
    .selectAll()
    .where('currency', '=', currency)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export async function setPool(db: Db, currency: string, amountX100: bigint, now: Date): Promise<void> {
  await db
    .updateTable('jackpot_pool')
    .set({ amount_x100: amountX100, updated_at: now })
    .where('currency', '=', currency)
    .execute();
}

export async function addMove(
  db: Db,
  m: {
    currency: string;
    kind: 'seed' | 'contribution' | 'payout';
    amountX100: bigint;
    roundId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('jackpot_move')
    .values({ currency: m.currency, kind: m.kind, amount_x100: m.amountX100, round_id: m.roundId })
    .execute();
}

export function pools(db: Db) {
  return db.selectFrom('jackpot_pool').selectAll().execute();
}

export function moveTotals(db: Db) {
  return db
    .selectFrom('jackpot_move')
    .select(['currency', 'kind', (eb) => eb.fn.sum<string>('amount_x100').as('total')])
    .groupBy(['currency', 'kind'])
    .execute();
}
