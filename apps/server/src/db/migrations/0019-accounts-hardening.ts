import { sql, type Kysely } from 'kysely';
import { countries } from '../countries.ts';

/**
 * Accounts hardening (issue 13, decision 0013): the member's saved language; the country table behind
 * `/wps/system/country`; the IPs each account has logged in from and the pending verifications of a
 * login from a new one (LOGINIPVERF3, off everywhere until a merchant turns it on); password rules that
 * accept at least 64 characters (SECURITY.md item 2).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
  // The selector's usual countries first (the web's former list), then the rest by code.
  const first = ['TW', 'VN', 'CN', 'HK', 'MY', 'TH', 'PH', 'ID', 'KR', 'JP', 'SG', 'US'];
  for (const [code, name, dialingCode] of countries) {
    const rank = first.indexOf(code);
    await sql`insert into country (code, name, dialing_code, sort)
      values (${code}, ${name}, ${dialingCode}, ${rank >= 0 ? rank : 1000})`.execute(db);
  }
}

const ddl = `
  alter table customer add column language text check (language in ('TW', 'EN', 'VI'));
  create table country (
    code text primary key,
    name text not null,
    dialing_code text not null,
    sort int not null
  );
  create table login_ip (
    customer_id int not null references customer(id),
    ip text not null,
    first_seen_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    primary key (customer_id, ip)
  );
  create table login_challenge (
    token_hash text primary key,
    customer_id int not null references customer(id),
    ip text not null,
    method text not null check (method in ('S', 'E')),
    code_hash text not null,
    attempts int not null default 0,
    remember boolean not null default false,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  );
  create index login_challenge_customer on login_challenge (customer_id, created_at);
  insert into merchant_module (merchant_id, mod_id, parent_mod_id, enabled, sort)
    select id, 'LOGINIPVERF3', null, false, 100 from merchant
    on conflict do nothing;
  update register_field_rule set max_length = 128
    where name in ('password', 'confirmPassword') and max_length < 64
`;
