import { sql, type Kysely } from 'kysely';
import { defaultSportsSettings } from '../../modules/sports/settings.ts';

/**
 * The sportsbook's operator settings (issue 19 item 7, decision 0072): one row per group (margins, stakes,
 * payout, schedules), its value the group's JSON as `@portal/contract/sports-operator` reads it, made with
 * the values config.ts had until now. Every process reads them through a short cache.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sports_setting (
      setting_group text primary key check (setting_group in ('margins', 'stakes', 'payout', 'schedules')),
      value jsonb not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  for (const [group, value] of Object.entries(defaultSportsSettings()))
    await sql`insert into sports_setting (setting_group, value) values (${group}, ${JSON.stringify(value)})`.execute(
      db,
    );
}
