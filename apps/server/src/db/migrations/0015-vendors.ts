import { sql, type Kysely } from 'kysely';

/**
 * Game vendors as the platform talks to them (decision 0009): credentials, launch sessions, the vendor
 * wallet protocol's transactions, favourites, transfer-mode wallet transfers, and `vendor_apply`, which
 * answers one bet, win or rollback in one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The embedded database takes one statement per call.
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
  await sql.raw(vendorApply).execute(db);
}

const ddl = `
    alter table game_vendor add column launch_view text not null default 'game' check (launch_view in ('game', 'seamless'));

    -- What a deployment configures per vendor; a vendor without a row is unavailable.
    create table vendor_credential (
      vendor_code text primary key references game_vendor(code),
      secret text not null,
      -- Server-to-server base address (transfer API, jackpot).
      api_url text not null,
      -- Launch address template: {base}/play/{game}?token=... ; {host} stands for the request's host name.
      launch_url text not null,
      updated_at timestamptz not null default now()
    );

    -- Secrets the platform generated for itself (the house vendor's signing secret when none is configured).
    create table platform_secret (name text primary key, value text not null, created_at timestamptz not null default now());

    create table vendor_session (
      token_hash text primary key,
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      vendor_code text not null references game_vendor(code),
      game_id int not null references game(id),
      ledger text not null check (ledger in ('cash', 'trial')),
      language text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );
    create index vendor_session_recent on vendor_session (customer_id, created_at desc);

    -- Every protocol transaction with its first answer (a repeat returns it and moves nothing).
    create table vendor_tx (
      id bigserial primary key,
      vendor_code text not null,
      transaction_id text not null,
      kind text not null check (kind in ('bet', 'win', 'rollback')),
      merchant_id int not null,
      customer_id int not null,
      round_id text not null,
      bet_transaction_id text,
      amount bigint not null check (amount >= 0),
      request_hash text not null,
      status text not null,
      balance_after bigint not null,
      -- A rollback that arrived before its bet: stored so the late bet is refused.
      tombstone boolean not null default false,
      created_at timestamptz not null default now(),
      unique (vendor_code, transaction_id)
    );
    create index vendor_tx_by_bet on vendor_tx (vendor_code, bet_transaction_id) where bet_transaction_id is not null;

    -- The betting record: one row per member and round; rounds of shared games (crash) have many members.
    alter table bet_record drop constraint bet_record_vendor_code_round_id_key;
    alter table bet_record add constraint bet_record_round_member unique (vendor_code, round_id, customer_id);
    alter table bet_record add column ledger text not null default 'cash' check (ledger in ('cash', 'trial'));
    alter table bet_record add column status text not null default 'SETTLED' check (status in ('OPEN', 'SETTLED', 'ROLLED_BACK'));
    alter table bet_record add column placed_at timestamptz not null default now();
    alter table bet_record alter column settled_at drop not null;
    create index bet_record_member on bet_record (customer_id, placed_at desc);

    create table favorite_game (
      customer_id int not null references customer(id),
      game_id int not null references game(id),
      created_at timestamptz not null default now(),
      primary key (customer_id, game_id)
    );

    -- Transfers between the main wallet and a transfer-mode vendor's wallet.
    create table wallet_transfer (
      id bigserial primary key,
      merchant_id int not null references merchant(id),
      customer_id int not null references customer(id),
      request_id text not null,
      vendor_code text not null references game_vendor(code),
      direction text not null check (direction in ('in', 'out')),
      amount bigint not null check (amount > 0),
      status text not null check (status in ('PENDING', 'SUCCESS', 'FAILED')),
      created_at timestamptz not null default now(),
      finished_at timestamptz,
      unique (customer_id, request_id)
    );
    create index wallet_transfer_pending on wallet_transfer (created_at) where status = 'PENDING';
`;

const vendorApply = `create function vendor_apply(
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

        select balance into v_balance from ledger_account where id = p_player;
        insert into vendor_tx (vendor_code, transaction_id, kind, merchant_id, customer_id, round_id,
            bet_transaction_id, amount, request_hash, status, balance_after, tombstone)
          values (p_vendor, p_tx, p_kind, p_merchant, p_customer, p_round, p_bet_tx, v_moved, p_hash,
            v_status, v_balance, v_tombstone);
        return query select v_status, v_balance, false;
      end
      $$`;
