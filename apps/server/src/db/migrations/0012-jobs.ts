import { sql, type Kysely } from 'kysely';

/** Background job runs: one row per (job, period), taken by the node that runs it (exactly once across nodes). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table job_run (
      job text not null,
      period text not null,
      started_at timestamptz not null default now(),
      finished_at timestamptz,
      result jsonb,
      primary key (job, period)
    )
  `.execute(db);
}
