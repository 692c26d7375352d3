import type { Transaction } from 'kysely';
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
