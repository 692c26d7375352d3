import { sql, type Kysely } from 'kysely';

/**
 * The RTP variant a house session plays (decision 0034), in percent, from the platform's authenticate
 * answer. Null on sessions opened before variants existed: they play the game's default variant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table house_session add column rtp integer`.execute(db);
}
