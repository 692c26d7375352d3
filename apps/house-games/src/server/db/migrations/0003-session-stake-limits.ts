import { sql, type Kysely } from 'kysely';

/**
 * The merchant's stake limits a house session plays within (decision 0034), minor units of the player's
 * currency, from the platform's authenticate answer. Null (both) = none sent: the engine's own limits.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table house_session add column min_bet bigint, add column max_bet bigint`.execute(db);
}
