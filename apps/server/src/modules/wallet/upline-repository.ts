import type { Db } from '../../db/client.ts';

export function memberAndUpline(db: Db, customerId: number) {
  return db
    .selectFrom('customer as c')
    .leftJoin('customer as p', 'p.id', 'c.parent_id')
    .select(['c.payment_password_hash', 'c.parent_id', 'c.username', 'p.username as upline'])
    .where('c.id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** The member's latest transfers to its upline, with its balance after each. */
export function recentUplineTransfers(db: Db, merchantId: number, customerId: number, limit: number) {
  return db
    .selectFrom('ledger_transfer as t')
    .innerJoin('ledger_account as a', 'a.id', 't.from_account')
    .innerJoin('ledger_entry as e', (join) =>
      join.onRef('e.transfer_id', '=', 't.id').onRef('e.account_id', '=', 't.from_account'),
    )
    .select(['t.id', 't.amount', 't.meta', 't.created_at', 'e.balance_after'])
    .where('t.merchant_id', '=', merchantId)
    .where('t.type', '=', 'upline_transfer')
    .where('a.owner_id', '=', customerId)
    .where('a.kind', '=', 'cash')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .execute();
}
