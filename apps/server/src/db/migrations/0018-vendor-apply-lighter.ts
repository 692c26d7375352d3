import { sql, type Kysely } from 'kysely';

/**
 * The vendor protocol's hot path, lighter (the vendor benchmark): a protocol transaction is keyed by
 * (vendor, transactionId) itself, one index less per call; `vendor_apply` takes the balance after a move
 * from the ledger's answer instead of reading it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
  await sql.raw(vendorApply).execute(db);
}

const ddl = `
  alter table vendor_tx drop constraint vendor_tx_pkey;
  alter table vendor_tx drop column id;
  alter table vendor_tx drop constraint vendor_tx_vendor_code_transaction_id_key;
  alter table vendor_tx add primary key (vendor_code, transaction_id)
`;

const vendorApply = `create or replace function vendor_apply(
        p_vendor text, p_tx text, p_kind text, p_round text, p_bet_tx text,
        p_merchant int, p_customer int, p_game int, p_ledger text,
        p_player bigint, p_float bigint, p_amount bigint, p_hash text, p_session_live boolean)
      returns table (o_status text, o_balance bigint, o_replayed boolean)
      language plpgsql as $$
      declare
        v_prev record;
        v_bet record;
        v_status text := 'OK';
        v_balance bigint;
        v_moved bigint := 0;
        v_tombstone boolean := false;
        v_post record;
      begin
        -- A bet, its wins and its rollback are serialised on the bet's transaction id.
        perform pg_advisory_xact_lock(hashtextextended(p_vendor || ':' || coalesce(p_bet_tx, p_tx), 0));

        select status, balance_after, request_hash into v_prev
          from vendor_tx where vendor_code = p_vendor and transaction_id = p_tx;
        if found then
          if v_prev.request_hash <> p_hash then
            select balance into v_balance from ledger_account where id = p_player;
            return query select 'DUPLICATE_CONFLICT'::text, v_balance, true;
          else
            return query select v_prev.status, v_prev.balance_after, true;
          end if;
          return;
        end if;

        if p_kind = 'bet' then
          if not p_session_live then
            v_status := 'TOKEN_EXPIRED';
          elsif exists (select 1 from vendor_tx where vendor_code = p_vendor and kind = 'rollback'
                          and bet_transaction_id = p_tx) then
            v_status := 'BET_ROLLED_BACK';
          elsif (select balance from ledger_account where id = p_player) < p_amount then
            v_status := 'INSUFFICIENT_BALANCE';
          else
            -- Raises insufficient.balance when a concurrent move took the money first: the caller then
            -- records the refusal.
            select * into v_post from ledger_post(p_merchant, p_ledger, 'vendor:' || p_vendor || ':' || p_tx,
              'bet', p_player, p_float, p_amount, null, jsonb_build_object('vendor', p_vendor, 'round', p_round));
            v_moved := p_amount;
            insert into bet_record (merchant_id, customer_id, vendor_code, game_id, round_id, bet_amount,
                win_amount, ledger, status, settled_at)
              values (p_merchant, p_customer, p_vendor, p_game, p_round, p_amount, 0, p_ledger, 'OPEN', null)
              on conflict (vendor_code, round_id, customer_id)
              do update set bet_amount = bet_record.bet_amount + excluded.bet_amount,
                status = case when bet_record.status = 'ROLLED_BACK' then 'OPEN' else bet_record.status end;
          end if;
        else
          select transaction_id, customer_id, amount, round_id into v_bet from vendor_tx
            where vendor_code = p_vendor and transaction_id = p_bet_tx and kind = 'bet' and status = 'OK';
          if p_kind = 'win' then
            if not found then
              v_status := 'BET_NOT_FOUND';
            elsif v_bet.customer_id <> p_customer then
              v_status := 'INVALID_REQUEST';
            elsif exists (select 1 from vendor_tx where vendor_code = p_vendor and kind = 'rollback'
                            and bet_transaction_id = p_bet_tx and status = 'OK') then
              v_status := 'BET_ROLLED_BACK';
            else
              if p_amount > 0 then
                select * into v_post from ledger_post(p_merchant, p_ledger, 'vendor:' || p_vendor || ':' || p_tx,
                  'win', p_float, p_player, p_amount, null, jsonb_build_object('vendor', p_vendor, 'round', v_bet.round_id));
                v_moved := p_amount;
              end if;
              update bet_record set win_amount = win_amount + p_amount, status = 'SETTLED', settled_at = now()
                where vendor_code = p_vendor and round_id = v_bet.round_id and customer_id = p_customer;
            end if;
          else -- rollback
            if not found then
              -- Unknown bet: a tombstone, so the bet is refused if it arrives late.
              v_tombstone := true;
            elsif v_bet.customer_id <> p_customer then
              v_status := 'INVALID_REQUEST';
            elsif exists (select 1 from vendor_tx where vendor_code = p_vendor and kind = 'win'
                            and bet_transaction_id = p_bet_tx and status = 'OK') then
              v_status := 'ROUND_SETTLED';
            elsif exists (select 1 from vendor_tx where vendor_code = p_vendor and kind = 'rollback'
                            and bet_transaction_id = p_bet_tx and status = 'OK') then
              v_status := 'OK'; -- already returned by another rollback: nothing moves twice
            else
              select * into v_post from ledger_post(p_merchant, p_ledger, 'vendor:' || p_vendor || ':' || p_tx,
                'rollback', p_float, p_player, v_bet.amount, null, jsonb_build_object('vendor', p_vendor, 'round', v_bet.round_id));
              v_moved := v_bet.amount;
              update bet_record set bet_amount = bet_amount - v_bet.amount,
                  status = case when bet_amount - v_bet.amount = 0 and win_amount = 0 then 'ROLLED_BACK' else status end,
                  settled_at = case when bet_amount - v_bet.amount = 0 and win_amount = 0 then now() else settled_at end
                where vendor_code = p_vendor and round_id = v_bet.round_id and customer_id = p_customer;
            end if;
          end if;
        end if;

        -- The balance after the move is the ledger's answer; without a move it is read.
        if v_moved > 0 then
          v_balance := case when p_kind = 'bet' then v_post.o_from_balance else v_post.o_to_balance end;
        else
          select balance into v_balance from ledger_account where id = p_player;
        end if;
        insert into vendor_tx (vendor_code, transaction_id, kind, merchant_id, customer_id, round_id,
            bet_transaction_id, amount, request_hash, status, balance_after, tombstone)
          values (p_vendor, p_tx, p_kind, p_merchant, p_customer, p_round, p_bet_tx, v_moved, p_hash,
            v_status, v_balance, v_tombstone);
        return query select v_status, v_balance, false;
      end
      $$`;
