import type { Db } from '../client.ts';

/**
 * The demo sign-in configs (issue 16 item 3, decision 0042). Amounts in minor units (the demo currency has
 * 2 decimals). The daily one pays a new member on its first day with no condition (5.00 and 10 points,
 * turnover 1x); the consecutive one needs 100.00 deposited during the streak and pays more each day.
 */
export async function seedDemoSignIn(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('sign_in_config')
    .values([
      {
        merchant_id: merchantId,
        type: 'N',
        name: JSON.stringify({ TW: '每日簽到', EN: 'Daily sign-in', VI: 'Điểm danh hằng ngày' }),
        description: JSON.stringify({
          TW: '每個營業日簽到一次，可領取 5 元獎金與 10 積分（1 倍流水）。',
          EN: 'Sign in once every business day for a 5.00 bonus and 10 points (1x turnover).',
          VI: 'Điểm danh mỗi ngày làm việc một lần để nhận 5,00 tiền thưởng và 10 điểm (doanh thu 1 lần).',
        }),
        no_expiry: true,
        turnover_multiple: 1,
        days: JSON.stringify([{ dayNo: 1, bonus: '500', points: '10', deposit: '0', validBet: '0' }]),
      },
      {
        merchant_id: merchantId,
        type: 'C',
        name: JSON.stringify({ TW: '連續簽到', EN: 'Consecutive sign-in', VI: 'Điểm danh liên tục' }),
        description: JSON.stringify({
          TW: '連續每天簽到，第 k 天領第 k 天的獎勵；中斷一天從第 1 天重新開始。連續期間累計存款需達 100 元。',
          EN: 'Sign in on consecutive days: day k pays the k-th reward; missing a day starts again at day 1. Requires 100.00 deposited during the streak.',
          VI: 'Điểm danh các ngày liên tiếp: ngày thứ k nhận phần thưởng thứ k; bỏ lỡ một ngày sẽ bắt đầu lại từ ngày 1. Cần nạp 100,00 trong chuỗi ngày.',
        }),
        no_expiry: true,
        turnover_multiple: 1,
        days: JSON.stringify(
          [200, 300, 500, 800, 1_000, 1_500, 3_000].map((bonus, i) => ({
            dayNo: i + 1,
            bonus: String(bonus),
            points: String((i + 1) * 5),
            deposit: '10000',
            validBet: '0',
          })),
        ),
      },
    ])
    .execute();
}
