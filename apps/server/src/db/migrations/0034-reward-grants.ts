import { sql, type Kysely } from 'kysely';

/**
 * Grants of rewards (decision 0037): a turnover requirement made by a reward names it (`label`, the reward's
 * name in each language), as deposit promotions are named through their order; the bonus-details page and
 * the withdrawal page show it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE turnover_requirement ADD COLUMN label jsonb`.execute(db);
}
