import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database } from '../../db/schema.ts';

/** The turnover requirement of a reward's bonus (its source is the grant's key, so it is made once). */
export async function insertRequirement(
  trx: Transaction<Database>,
  r: { customerId: number; source: string; required: bigint; bonus: bigint; label: Record<string, string> },
) {
  await trx
    .insertInto('turnover_requirement')
    .values({
      customer_id: r.customerId,
      source: r.source,
      required: r.required,
      bonus: r.bonus,
      order_id: null,
      released_at: null,
      label: JSON.stringify(r.label),
    })
    .onConflict((oc) => oc.column('source').doNothing())
    .execute();
}

/**
 * Everything rewards gave one member (decision 0052): cash bonuses (cash-ledger `bonus` transfers out of the
 * bonus expense) and points (points-ledger transfers out of the house's source, less the refunds of refused
 * redemptions, which return the member's own points). The same grants the rewards report counts.
 */
export async function earned(db: Db, merchantId: number, customerId: number) {
  const { rows } = await sql<{ cash: string; points: string }>`
    select
      coalesce(sum(t.amount) filter (where t.ledger = 'cash'), 0)::text as cash,
      coalesce(sum(t.amount) filter (where t.ledger = 'points'), 0)::text as points
    from ledger_account ta
    join ledger_entry e on e.account_id = ta.id
    join ledger_transfer t on t.id = e.transfer_id and t.to_account = ta.id
    join ledger_account fa on fa.id = t.from_account
    where ta.merchant_id = ${merchantId}
      -- The member's accounts a grant lands in, found by the accounts' identity index.
      and ta.ledger in ('cash', 'points')
      and ta.kind in ('cash', 'bonus')
      and coalesce(ta.owner_id, 0) = ${customerId}
      and (
        (t.ledger = 'cash' and t.type = 'bonus' and fa.kind = 'bonusExpense')
        or (t.ledger = 'points' and t.type = 'points' and fa.kind = 'source'
            and t.idempotency_key not like 'points-refund:%')
      )`.execute(db);
  return { cash: BigInt(rows[0]?.cash ?? 0), points: BigInt(rows[0]?.points ?? 0) };
}
