import { sql, type Kysely } from 'kysely';

/**
 * Agent announcements (inventory 2.1.1, decision 0053): announcement type AG, written in the back office
 * and listed only in the agent centre, to agents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table announcement drop constraint announcement_type_check`.execute(db);
  await sql`alter table announcement add constraint announcement_type_check
    check (type in ('B', 'PL', 'PU', 'PR', 'H', 'AG'))`.execute(db);
}
