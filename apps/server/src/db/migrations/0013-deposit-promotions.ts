import { sql, type Kysely } from 'kysely';

/** Deposit promotions chosen in the deposit form: a bonus into the bonus wallet with a turnover requirement. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of ddl.split(/;\s*\n/).filter((s) => s.trim())) await sql.raw(statement).execute(db);
}

const ddl = `
  create table deposit_promotion (
    id serial primary key,
    merchant_id int not null references merchant(id),
    name jsonb not null,
    remark jsonb not null,
    bonus_type text not null check (bonus_type in ('FIXED', 'PERCENTAGE')),
    min_deposit bigint not null,
    max_deposit bigint,
    tiers jsonb not null default '[]',
    percent_bp int not null default 0,
    min_bonus bigint not null default 0,
    max_bonus bigint,
    turnover_multiple int not null default 1 check (turnover_multiple >= 0),
    once_per_member boolean not null default false,
    enabled boolean not null default true,
    sort int not null default 0
  );
  alter table deposit_order add column promotion_id int references deposit_promotion(id);
  alter table deposit_order add column bonus bigint not null default 0
`;
