import { sql, type Kysely } from 'kysely';

/** Sessions (token hashes), login throttling counters and captchas. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  alter table customer add column last_login_at timestamptz;
  create table session (
    id bigserial primary key,
    customer_id int not null references customer(id),
    token_hash text not null unique,
    ip text not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  );
  create index session_customer_live on session (customer_id) where revoked_at is null;
  create table auth_throttle (
    key text primary key,
    failures int not null default 0,
    last_failure_at timestamptz not null default now(),
    locked_until timestamptz
  );
  create table captcha (
    id text primary key,
    answer_hash text not null,
    expires_at timestamptz not null,
    used_at timestamptz
  );
`;
