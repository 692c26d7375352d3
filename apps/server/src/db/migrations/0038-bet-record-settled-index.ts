import { sql, type Kysely } from 'kysely';

/**
 * Settled rounds of a merchant by settlement time: the reports (turnover, GGR per day), and the rewards that
 * count valid bets over a window (missions, points earned, rebates) read them this way. Without it each
 * such query scanned the merchant's whole betting record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX bet_record_settled ON bet_record (merchant_id, settled_at) WHERE status = 'SETTLED'`.execute(
    db,
  );
}
