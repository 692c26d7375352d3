import { sql, type Kysely } from 'kysely';

/** Social-login identities linked to accounts, and the one-time tickets of the sign-in redirects. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  create table oauth_identity (
    merchant_id int not null references merchant(id),
    provider text not null,
    subject text not null,
    customer_id int not null references customer(id),
    email text,
    created_at timestamptz not null default now(),
    primary key (merchant_id, provider, subject)
  );
  create table oauth_ticket (
    ticket_hash text primary key,
    kind text not null check (kind in ('state', 'login', 'link')),
    merchant_id int not null references merchant(id),
    provider text not null,
    subject text,
    email text,
    name text,
    customer_id int references customer(id),
    expires_at timestamptz not null,
    used_at timestamptz
  );
`;
