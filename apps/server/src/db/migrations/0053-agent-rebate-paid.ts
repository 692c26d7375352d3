import { sql, type Kysely } from 'kysely';

/**
 * Agent rebate payouts paid exactly for what each bet finally is (issue 17, decision 0058).
 *
 * - `bet_record.rebate_changed_at`: set by a trigger (clock time) whenever a bet is written with a new
 *   status, stake or settle time, so the payout job's cursor follows changes, not the settle time a writer
 *   chose (a round written with a settle time in the past, a rollback, a re-settlement all come past it).
 * - `agent_rebate_paid`: per bet and payee, what has been paid so far (net of claw-backs), the revision of
 *   the last move and the bet change it answered; the job posts only the difference.
 * - `agent_rebate_debt`: claw-backs the payee's cash could not cover, recovered from its next payouts.
 *
 * Existing payouts (ledger keys `agent-rebate:<bet>:<agent>`, `game-rebate:<bet>`) are carried in as
 * revision 0, and the cursor goes back to the start: the first run pays the play never paid (before
 * migration 0050, or behind the old cursor), in bounded batches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table bet_record add column rebate_changed_at timestamptz`.execute(db);
  await sql`update bet_record set rebate_changed_at = coalesce(settled_at, placed_at)`.execute(db);
  await sql`alter table bet_record alter column rebate_changed_at set default clock_timestamp()`.execute(db);
  await sql`
    create function bet_record_rebate_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.status is distinct from old.status or new.bet_amount is distinct from old.bet_amount
          or new.settled_at is distinct from old.settled_at then
        new.rebate_changed_at := clock_timestamp();
      end if;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger bet_record_rebate_changed before insert or update on bet_record
    for each row execute function bet_record_rebate_changed()`.execute(db);
  await sql`drop index if exists bet_record_rebate_order`.execute(db);
  await sql`create index bet_record_rebate_changed on bet_record (rebate_changed_at, id)`.execute(db);

  await sql`
    create table agent_rebate_paid (
      bet_id bigint not null,
      payee_id int not null,
      own boolean not null,
      merchant_id int not null,
      amount bigint not null check (amount >= 0),
      revision int not null default 0,
      seen_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (bet_id, payee_id)
    )`.execute(db);
  await sql`
    create table agent_rebate_debt (
      merchant_id int not null,
      payee_id int not null,
      own boolean not null,
      amount bigint not null check (amount >= 0),
      updated_at timestamptz not null default now(),
      primary key (merchant_id, payee_id, own)
    )`.execute(db);
  await sql`
    insert into agent_rebate_paid (bet_id, payee_id, own, merchant_id, amount, revision, seen_at)
    select (t.meta->>'betId')::bigint, a.owner_id, false, t.merchant_id, t.amount, 0, b.rebate_changed_at
    from ledger_transfer t
    join ledger_account a on a.id = t.to_account
    left join bet_record b on b.id = (t.meta->>'betId')::bigint
    where t.type = 'commission_accrue' and t.idempotency_key like 'agent-rebate:%' and t.meta->>'betId' is not null
    union all
    select (t.meta->>'betId')::bigint, a.owner_id, true, t.merchant_id, t.amount, 0, b.rebate_changed_at
    from ledger_transfer t
    join ledger_account a on a.id = t.to_account
    left join bet_record b on b.id = (t.meta->>'betId')::bigint
    where t.type = 'game_rebate' and t.idempotency_key like 'game-rebate:%' and t.meta->>'betId' is not null
    on conflict do nothing`.execute(db);
  // The cursor now walks rebate_changed_at; from the start, so the first run back-pays.
  await sql`update agent_rebate_cursor set settled_at = '1970-01-01T00:00:00Z', bet_id = 0`.execute(db);
}
