import { sql, type Kysely } from 'kysely';

/**
 * The betting rebate follows its bets after payment (decision 0063, "Revisions"): a later revision of a
 * (friend, day, category) rebate may be negative, the part taken back when a paid round was rolled back.
 * Only BETTING rows may be negative; every other income stays positive.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table referral_reward drop constraint referral_reward_amount_check`.execute(db);
  await sql`
    alter table referral_reward add constraint referral_reward_amount_check
      check (amount > 0 or (kind = 'BETTING' and amount < 0))`.execute(db);
  await sql`
    create index referral_reward_betting on referral_reward (merchant_id, day, friend_id, game_type)
      where kind = 'BETTING'`.execute(db);
}
