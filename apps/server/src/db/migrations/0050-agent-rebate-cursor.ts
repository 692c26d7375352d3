import { sql, type Kysely } from 'kysely';

/**
 * Agent rebate payouts (issue 17, decision 0055): the job pays uplines on settled cash bets in the order
 * they settled, from a persisted cursor (settle time, bet id) so a period missed while the servers were
 * down is caught up on the next run. The row is also the lock that serialises runs across nodes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table agent_rebate_cursor (
      name text primary key,
      settled_at timestamptz not null,
      bet_id bigint not null,
      updated_at timestamptz not null default now()
    )`.execute(db);
  // Rebates start with the bets settled from now on: earlier play was paid under no agent contract.
  await sql`insert into agent_rebate_cursor (name, settled_at, bet_id) values ('agent-rebate', now(), 0)`.execute(
    db,
  );
  await sql`
    create index bet_record_rebate_order on bet_record (settled_at, id)
    where status = 'SETTLED' and ledger = 'cash'`.execute(db);
}
