import { sql, type Kysely } from 'kysely';

/**
 * Staff access (decision 0029): a staff member is scoped to one merchant or (merchant_id null) to all,
 * can be disabled, signs in with a password and a TOTP second factor (secret sealed with AES-256-GCM,
 * the last used time step kept so a code is used once), has ten single-use recovery codes (hashed), and
 * holds a built-in or custom role. Login challenges sit between the password and the code; a one-time
 * setup link creates the first owner when no ADMIN_PASSWORD is configured.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  alter table staff alter column merchant_id drop not null;
  alter table staff add column disabled boolean not null default false;
  alter table staff add column totp_secret text;
  alter table staff add column totp_enabled_at timestamptz;
  alter table staff add column totp_last_step int;
  alter table staff add column password_change_required boolean not null default false;
  alter table staff add column updated_at timestamptz not null default now();
  create unique index staff_all_merchants_username on staff (lower(username)) where merchant_id is null;
  create table staff_role (
    code text primary key,
    merchant_id int references merchant(id),
    name text not null,
    permissions text[] not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  );
  create table staff_recovery_code (
    id bigserial primary key,
    staff_id int not null references staff(id),
    code_hash text not null unique,
    used_at timestamptz,
    created_at timestamptz not null default now()
  );
  create index staff_recovery_code_staff on staff_recovery_code (staff_id);
  create table staff_challenge (
    id bigserial primary key,
    staff_id int not null references staff(id),
    token_hash text not null unique,
    kind text not null check (kind in ('TOTP', 'ENROL')),
    pending_secret text,
    attempts int not null default 0,
    ip text not null,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  );
  create table staff_setup_token (
    id bigserial primary key,
    token_hash text not null unique,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now()
  )
`;
