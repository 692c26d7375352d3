import type { Db } from '../client.ts';

/**
 * The demo newbie task and promo code (issue 16, decision 0045). Amounts in minor units (the demo currency
 * has 2 decimals). The newbie task is permanent and asks for a verified mobile number and a bank card (a new
 * member binds both in the member centre's security centre and bank cards), paying 8.00 and 20 points at
 * 1x turnover. WELCOME is listed for members, open with no end, 1,000 redemptions, once per member, no
 * condition, paying 10.00 at 1x turnover and 10 points.
 */
export async function seedDemoNewbiePromo(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('register_promotion')
    .values({
      merchant_id: merchantId,
      name: JSON.stringify({ TW: '新手任務', EN: 'Newbie task', VI: 'Nhiệm vụ tân thủ' }),
      remark: JSON.stringify({
        TW: '驗證手機號碼並綁定銀行卡，即可領取 8 元獎金與 20 積分（1 倍流水）。每位會員限領一次。',
        EN: 'Verify your mobile number and bind a bank card to claim an 8.00 bonus and 20 points (1x turnover). Once per member.',
        VI: 'Xác minh số điện thoại và liên kết thẻ ngân hàng để nhận 8,00 tiền thưởng và 20 điểm (doanh thu 1 lần). Mỗi thành viên một lần.',
      }),
      bonus: 800n,
      turnover_multiple: 1,
      points: 20n,
      required_fields: JSON.stringify(['MOBILE_VERIFIED', 'BANK_CARD']),
    })
    .execute();
  await trx
    .insertInto('promo_code')
    .values({
      merchant_id: merchantId,
      code: 'WELCOME',
      description: JSON.stringify({
        TW: '新會員歡迎禮：輸入 WELCOME 領取 10 元獎金與 10 積分（1 倍流水）。',
        EN: 'Welcome gift: enter WELCOME for a 10.00 bonus and 10 points (1x turnover).',
        VI: 'Quà chào mừng: nhập WELCOME để nhận 10,00 tiền thưởng và 10 điểm (doanh thu 1 lần).',
      }),
      listed: true,
      max_uses: 1000,
      bonus: 1000n,
      turnover_multiple: 1,
      points: 10n,
    })
    .execute();
}
