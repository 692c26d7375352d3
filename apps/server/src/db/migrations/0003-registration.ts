import { sql, type Kysely } from 'kysely';

/** Contact and referral fields of accounts, SMS codes and their outbox, mail outbox, password resets. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  alter table customer add column mobile_num text;
  alter table customer add column country_dialing_code text;
  alter table customer add column email text;
  alter table customer add column payee_name text;
  alter table customer add column affiliate_code text;
  alter table customer add column profile jsonb not null default '{}';
  alter table customer add column register_method text;
  create unique index customer_merchant_affiliate on customer (merchant_id, lower(affiliate_code)) where affiliate_code is not null;
  create unique index customer_merchant_mobile on customer (merchant_id, country_dialing_code, mobile_num) where mobile_num is not null;
  create table sms_code (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    phone text not null,
    purpose text not null check (purpose in ('register', 'login', 'reset')),
    code_hash text not null,
    ip text not null,
    attempts int not null default 0,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz
  );
  create index sms_code_phone on sms_code (merchant_id, phone, purpose, created_at desc);
  create index sms_code_ip on sms_code (ip, created_at desc);
  create table sms_outbox (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    phone text not null,
    text text not null,
    created_at timestamptz not null default now()
  );
  create table mail_outbox (
    id bigserial primary key,
    merchant_id int not null references merchant(id),
    recipient text not null,
    subject text not null,
    body text not null,
    created_at timestamptz not null default now()
  );
  create table password_reset (
    token_hash text primary key,
    customer_id int not null references customer(id),
    expires_at timestamptz not null,
    used_at timestamptz
  );
`;
