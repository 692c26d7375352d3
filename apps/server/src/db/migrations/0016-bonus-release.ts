import { sql, type Kysely } from 'kysely';

/**
 * A promotion bonus waits in the bonus wallet until its turnover requirement is met, then moves to the
 * main wallet once (decision 0010). The requirement row keeps the bonus it unlocks and when it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  alter table turnover_requirement add column bonus bigint not null default 0 check (bonus >= 0);
  alter table turnover_requirement add column order_id bigint references deposit_order(id);
  alter table turnover_requirement add column released_at timestamptz;
  update turnover_requirement r set order_id = o.id, bonus = o.bonus
    from deposit_order o where r.source = 'deposit:' || o.id || ':promotion';
  create index turnover_requirement_open on turnover_requirement (customer_id, created_at) where released_at is null and bonus > 0
`;
