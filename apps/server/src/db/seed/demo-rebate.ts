import type { Db } from '../client.ts';

/**
 * The demo merchant's manual rebate (issue 16 item 6, decision 0043): rates in basis points per category,
 * today only, the bonus paid straight to the main wallet (no turnover). A member who plays the house games
 * (RNG and in-house count as rng) sees a real remaining amount on the rebate page.
 */
export async function seedDemoRebate(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('rebate_config')
    .values({
      merchant_id: merchantId,
      categories: JSON.stringify({
        elott: { enabled: true, rateBp: 30 },
        live: { enabled: true, rateBp: 80 },
        sports: { enabled: true, rateBp: 50 },
        fish: { enabled: true, rateBp: 50 },
        rng: { enabled: true, rateBp: 50 },
        pvp: { enabled: true, rateBp: 40 },
      }),
      turnover_multiple: 0,
      claim_days_back: 0,
    })
    .execute();
}
