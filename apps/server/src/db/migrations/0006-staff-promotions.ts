import { sql, type Kysely } from 'kysely';

/** Back-office staff sessions; promotion category and picture on announcements (new-player promotions). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  create table staff_session (
    id bigserial primary key,
    staff_id int not null references staff(id),
    token_hash text not null unique,
    ip text not null,
    created_at timestamptz not null default now(),
    last_seen_at timestamptz not null default now(),
    expires_at timestamptz not null,
    revoked_at timestamptz
  );
  alter table announcement add column category text;
  alter table announcement add column image_url text;
`;
