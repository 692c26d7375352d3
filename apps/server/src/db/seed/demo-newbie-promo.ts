import type { Db } from '../client.ts';

/**
 * The demo newbie task and promo code (issue 16, decision 0045). Amounts in minor units (the demo currency
 * has 2 decimals). The newbie task is permanent and asks for a bank card (a new member binds one in the
 * member centre's security centre; a mobile number can only be verified at registration, so the demo task
 * does not ask for it), paying 8.00 and 20 points at 1x turnover. WELCOME is listed for members, open with no end, 1,000 redemptions, once per member, no
 * condition, paying 10.00 at 1x turnover and 10 points.
 */
export async function seedDemoNewbiePromo(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('register_promotion')
    .values({
      merchant_id: merchantId,
      name: JSON.stringify({ TW: '新手任務', EN: 'Newbie task', VI: 'Nhiệm vụ tân thủ' }),
      remark: JSON.stringify({
        TW: '綁定一張銀行卡，即可領取 8 元獎金與 20 積分（1 倍流水）。每位會員限領一次。',
        EN: 'Bind a bank card to claim an 8.00 bonus and 20 points (1x turnover). Once per member.',
        VI: 'Liên kết một thẻ ngân hàng để nhận 8,00 tiền thưởng và 20 điểm (doanh thu 1 lần). Mỗi thành viên một lần.',
      }),
      bonus: 800n,
      turnover_multiple: 1,
      points: 20n,
      required_fields: JSON.stringify(['BANK_CARD']),
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
