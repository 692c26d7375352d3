import { sql, type Kysely } from 'kysely';

/**
 * One transfer in one statement (one round trip): the transfer row with its unique key, the two
 * balance updates in account-id order (the debit refusing to take a non-negative account below zero,
 * raised as `insufficient.balance`), and the two entries. A used key answers the first transfer
 * (replayed = true) and moves nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function ledger_post(
        p_merchant int, p_ledger text, p_key text, p_type text, p_from bigint, p_to bigint,
        p_amount bigint, p_resolves bigint, p_meta jsonb)
      returns table (o_id bigint, o_replayed boolean, o_from_balance bigint, o_to_balance bigint,
        o_created_at timestamptz, o_type text, o_amount bigint, o_from bigint, o_to bigint, o_ledger text)
      language plpgsql as $$
      declare
        v_id bigint;
        v_created timestamptz;
        v_from bigint;
        v_to bigint;
      begin
        insert into ledger_transfer (merchant_id, ledger, idempotency_key, type, from_account, to_account, amount, resolves, meta)
          values (p_merchant, p_ledger, p_key, p_type, p_from, p_to, p_amount, p_resolves, p_meta)
          on conflict (merchant_id, idempotency_key) do nothing
          returning id, created_at into v_id, v_created;
        if v_id is null then
          return query
            select t.id, true,
              (select e.balance_after from ledger_entry e where e.transfer_id = t.id and e.account_id = t.from_account),
              (select e.balance_after from ledger_entry e where e.transfer_id = t.id and e.account_id = t.to_account),
              t.created_at, t.type, t.amount, t.from_account, t.to_account, t.ledger
            from ledger_transfer t where t.merchant_id = p_merchant and t.idempotency_key = p_key;
          return;
        end if;
        if p_from < p_to then
          update ledger_account set balance = balance - p_amount
            where id = p_from and (allow_negative or balance >= p_amount) returning balance into v_from;
          if not found then raise exception 'insufficient.balance' using errcode = 'P0001'; end if;
          update ledger_account set balance = balance + p_amount where id = p_to returning balance into v_to;
        else
          update ledger_account set balance = balance + p_amount where id = p_to returning balance into v_to;
          update ledger_account set balance = balance - p_amount
            where id = p_from and (allow_negative or balance >= p_amount) returning balance into v_from;
          if not found then raise exception 'insufficient.balance' using errcode = 'P0001'; end if;
        end if;
        insert into ledger_entry (transfer_id, account_id, amount, balance_after)
          values (v_id, p_from, -p_amount, v_from), (v_id, p_to, p_amount, v_to);
        return query select v_id, false, v_from, v_to, v_created, p_type, p_amount, p_from, p_to, p_ledger;
      end
      $$`,
    )
    .execute(db);
}
