import type { Db } from '../client.ts';

/**
 * The demo merchant's invite-friends program (decision 0063), modest and true: 8.00 per friend whose first
 * deposit is approved, two achievement tiers, 0.5% of friends' deposits and a small rebate of friends' valid
 * bets on the categories the demo can play. Rebates count from the seed on (the `…Since` stamps).
 */
export async function seedDemoReferral(trx: Db, merchantId: number, now: Date): Promise<void> {
  const since = now.toISOString();
  await trx
    .insertInto('referral_config')
    .values({
      merchant_id: merchantId,
      config: JSON.stringify({
        invitationRewardEnabled: true,
        invitationReward: '800',
        achievementEnabled: true,
        tiers: [
          { id: 1, invitedTarget: 3, depositTarget: 1, bonus: '1800' },
          { id: 2, invitedTarget: 10, depositTarget: 5, bonus: '8800' },
        ],
        depositRebateEnabled: true,
        depositRebateBp: 50,
        depositRebateSince: since,
        bettingRebateEnabled: true,
        bettingRebateBp: { ELOTT: 10, RNG: 30, INHOUSE: 30 },
        bettingRebateSince: since,
        promotionDomains: [],
        rules: {
          TW: '1. 分享您的邀請連結或推薦碼，好友以此註冊即成為您的好友。\n2. 好友首筆存款核准後達標，您可獲得邀請獎勵 8.00。\n3. 好友每筆核准存款，您可獲得 0.5% 存款返利。\n4. 好友前一營業日的有效投注（彩票 0.1%、電子與自營遊戲 0.3%）每日結算為投注返利。\n5. 邀請 3 位（1 位存款）可領 18.00；邀請 10 位（5 位存款）可領 88.00。\n6. 所有獎勵直接入主錢包，無流水要求。',
          EN: '1. Share your invite link or referral code: whoever registers with it becomes your friend.\n2. A friend qualifies when its first deposit is approved: you receive an invitation reward of 8.00.\n3. For every approved deposit of a friend you receive a 0.5% deposit rebate.\n4. Friends’ valid bets of the previous business day (lottery 0.1%, slots and house games 0.3%) are paid daily as a betting rebate.\n5. Invite 3 friends (1 depositing) to claim 18.00; invite 10 (5 depositing) to claim 88.00.\n6. Every reward goes straight to your main wallet, with no turnover requirement.',
          VI: '1. Chia sẻ liên kết mời hoặc mã giới thiệu: ai đăng ký bằng mã đó trở thành bạn của bạn.\n2. Bạn bè đạt chuẩn khi lần nạp đầu tiên được duyệt: bạn nhận thưởng mời 8.00.\n3. Mỗi lần nạp được duyệt của bạn bè, bạn nhận hoàn trả 0.5%.\n4. Cược hợp lệ của bạn bè trong ngày làm việc trước (xổ số 0.1%, slot và trò chơi nhà cái 0.3%) được trả hằng ngày.\n5. Mời 3 bạn (1 bạn nạp tiền) nhận 18.00; mời 10 bạn (5 bạn nạp tiền) nhận 88.00.\n6. Mọi phần thưởng vào thẳng ví chính, không yêu cầu doanh thu cược.',
        },
      }),
    })
    .execute();
}
