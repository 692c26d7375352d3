import type { Db } from '../client.ts';

/**
 * The demo rescue fund (decision 0046). Amounts in minor units (the demo currency has 2 decimals): a daily
 * fund on slots (product `rng`): a business day's net loss of 100.00 or more pays 10% of it, at most
 * 500.00, turnover 1x, claimable for 7 days. The issuing job pays it after each business day closes.
 */
export async function seedDemoRescueFund(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('savior_config')
    .values({
      merchant_id: merchantId,
      name: JSON.stringify({ TW: '每日救援金', EN: 'Daily rescue fund', VI: 'Quỹ cứu trợ hằng ngày' }),
      rules: JSON.stringify({
        TW: '電子遊戲每個營業日淨輸 100 元以上，次日可領取淨輸金額的 10%（最高 500 元，1 倍流水），7 天內有效。',
        EN: 'Lose 100.00 or more net on slots in a business day and claim 10% of the loss the next day (at most 500.00, 1x turnover), within 7 days.',
        VI: 'Thua ròng từ 100,00 trở lên ở trò chơi điện tử trong một ngày làm việc, ngày hôm sau nhận 10% số tiền thua (tối đa 500,00, doanh thu 1 lần), trong vòng 7 ngày.',
      }),
      period: 'DAILY',
      turnover_multiple: 1,
      expiry_days: 7,
      products: JSON.stringify([
        { productType: 'rng', tiers: [{ netLoss: '10000', type: 'PERCENT', value: '1000', cap: '50000' }] },
      ]),
    })
    .execute();
}
