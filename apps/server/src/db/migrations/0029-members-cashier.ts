import { sql, type Kysely } from 'kysely';

/**
 * The back office's members and cashier (issue 15 items 8 and 9, decision 0030): betting freeze and a
 * forced password change on the member, free-text labels, append-only staff notes, one row per login
 * with its IP and user agent, balance adjustments that wait for a second staff member, the reason a
 * withdrawal or manual deposit was rejected, and every payment callback received.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  alter table customer add column betting_frozen boolean not null default false;
  alter table customer add column password_change_required boolean not null default false;
  create table member_label (
    customer_id int not null references customer(id),
    label text not null,
    created_by text,
    created_at timestamptz not null default now(),
    primary key (customer_id, label)
  );
  create index member_label_label on member_label (lower(label));
  create table member_note (
    id bigserial primary key,
    customer_id int not null references customer(id),
    staff_id int,
    staff_username text not null,
    body text not null,
    created_at timestamptz not null default now()
  );
  create index member_note_customer on member_note (customer_id, id desc);
  create table member_login (
    id bigserial primary key,
    customer_id int not null references customer(id),
    ip text not null,
    user_agent text not null default '',
    created_at timestamptz not null default now()
  );
  create index member_login_customer on member_login (customer_id, id desc);
  create index member_login_user_agent on member_login (user_agent) where user_agent <> '';
  create index login_ip_ip on login_ip (ip);
  create table balance_adjustment (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    customer_id int not null references customer(id),
    amount bigint not null check (amount <> 0),
    reason text not null,
    turnover_multiple int not null default 0 check (turnover_multiple >= 0),
    status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
    requested_by int not null,
    requested_by_username text not null,
    requested_at timestamptz not null default now(),
    decided_by int,
    decided_by_username text,
    decided_at timestamptz,
    decision_note text,
    transfer_id bigint
  );
  create index balance_adjustment_merchant on balance_adjustment (merchant_id, status, id desc);
  create index balance_adjustment_customer on balance_adjustment (customer_id, id desc);
  alter table withdrawal_order add column reject_reason text;
  alter table withdrawal_order add column decided_by text;
  alter table deposit_order add column reject_reason text;
  alter table deposit_order add column decided_by text;
  create index withdrawal_order_merchant_status on withdrawal_order (merchant_id, status, id);
  create index deposit_order_merchant_status on deposit_order (merchant_id, status, id);
  create table payment_callback_log (
    id bigserial primary key,
    merchant_id int,
    channel_code text not null,
    order_id bigint,
    ip text not null,
    signature text not null,
    body text not null,
    outcome int not null,
    error_code text,
    order_status text,
    received_at timestamptz not null default now()
  );
  create index payment_callback_log_merchant on payment_callback_log (merchant_id, id desc)
`;
