import type { Db } from '../client.ts';

/**
 * The demo ticket templates (issue 16 item 4, decision 0047). Amounts in minor units (the demo currency has
 * 2 decimals). The prize wheel is flagged "issue on registration": every new member gets one ticket of it
 * with no condition (eight slots; the weights below are the odds, e.g. 30 of 100 for 1.00). The golden egg
 * needs 100.00 deposited since the ticket was issued; the operator issues it from the back office.
 */
export async function seedDemoTickets(trx: Db, merchantId: number, now: Date): Promise<void> {
  await trx
    .insertInto('ticket_template')
    .values([
      {
        merchant_id: merchantId,
        type: 'PRIZE_WHEEL',
        name: JSON.stringify({ TW: '新會員幸運轉盤', EN: 'Welcome prize wheel', VI: 'Vòng quay chào mừng' }),
        description: JSON.stringify({
          TW: '註冊即送一次轉盤機會：最高 88 元獎金（1 倍流水）、積分或再轉一次。',
          EN: 'One free spin for joining: up to 88.00 bonus (1x turnover), points, or another spin.',
          VI: 'Một lượt quay miễn phí khi đăng ký: thưởng tới 88,00 (doanh thu 1 lần), điểm hoặc quay lại.',
        }),
        valid_days: 30,
        turnover_multiple: 1,
        issue_on_registration: true,
        prizes: JSON.stringify([
          { configId: '1', rewardType: 'MONEY', value: '100', productName: null, weight: 30 },
          { configId: '2', rewardType: 'POINT', value: '20', productName: null, weight: 25 },
          { configId: '3', rewardType: 'MONEY', value: '500', productName: null, weight: 15 },
          { configId: '4', rewardType: 'RETRY', value: '0', productName: null, weight: 10 },
          { configId: '5', rewardType: 'POINT', value: '100', productName: null, weight: 10 },
          { configId: '6', rewardType: 'MONEY', value: '1800', productName: null, weight: 6 },
          { configId: '7', rewardType: 'NONE', value: '0', productName: null, weight: 3 },
          { configId: '8', rewardType: 'MONEY', value: '8800', productName: null, weight: 1 },
        ]),
      },
      {
        merchant_id: merchantId,
        type: 'GOLDEN_EGG',
        name: JSON.stringify({ TW: '金蛋', EN: 'Golden egg', VI: 'Trứng vàng' }),
        description: JSON.stringify({
          TW: '自領取後累計存款 100 元即可砸開：獎金、積分或精美禮品。',
          EN: 'Deposit 100.00 after you receive it to smash it: a bonus, points or a gift.',
          VI: 'Nạp 100,00 sau khi nhận để đập trứng: tiền thưởng, điểm hoặc quà tặng.',
        }),
        valid_days: 7,
        turnover_multiple: 1,
        conditions: JSON.stringify([
          {
            kind: 'DEPOSIT_AMOUNT',
            target: '10000',
            duration: 'AFTER_CLAIM',
            gameVendor: null,
            gameType: null,
          },
        ]),
        prizes: JSON.stringify([
          { configId: '1', rewardType: 'MONEY', value: '1000', productName: null, weight: 60 },
          { configId: '2', rewardType: 'POINT', value: '200', productName: null, weight: 35 },
          { configId: '3', rewardType: 'MERCHANDISE', value: '0', productName: 'Headphones', weight: 5 },
        ]),
      },
    ])
    .execute();
  await seedDemoRaffle(trx, merchantId, now);
}

/** Days of demo raffle sessions from the seed's day on. */
const RAFFLE_DAYS = 60;
/** The sessions of a day, Asia/Taipei (UTC+8, no daylight saving): 12:00–12:30 and 20:00–21:00. */
const RAFFLE_SESSIONS = [
  { hour: 12, minutes: 30 },
  { hour: 20, minutes: 60 },
];

/**
 * The demo scheduled raffle (decision 0050): a red-envelope rain ticket to claim once per session, twice a
 * day, for the next 60 days. The ticket is valid for a day and pays a small bonus (1x turnover) or points.
 */
async function seedDemoRaffle(trx: Db, merchantId: number, now: Date) {
  const template = await trx
    .insertInto('ticket_template')
    .values({
      merchant_id: merchantId,
      type: 'RAFFLE',
      name: JSON.stringify({ TW: '紅包雨', EN: 'Red envelope rain', VI: 'Mưa lì xì' }),
      description: JSON.stringify({
        TW: '每日 12:00 與 20:00 開搶：領取後 10 秒內點開紅包，最高 18.88 元獎金（1 倍流水）或積分。',
        EN: 'Every day at 12:00 and 20:00: claim it, then tap the envelopes for 10 seconds: up to 18.88 bonus (1x turnover) or points.',
        VI: 'Mỗi ngày lúc 12:00 và 20:00: nhận vé rồi chạm lì xì trong 10 giây: thưởng tới 18,88 (doanh thu 1 lần) hoặc điểm.',
      }),
      valid_days: 1,
      turnover_multiple: 1,
      prizes: JSON.stringify([
        { configId: '1', rewardType: 'MONEY', value: '88', productName: null, weight: 50 },
        { configId: '2', rewardType: 'POINT', value: '30', productName: null, weight: 30 },
        { configId: '3', rewardType: 'MONEY', value: '388', productName: null, weight: 15 },
        { configId: '4', rewardType: 'MONEY', value: '1888', productName: null, weight: 5 },
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const raffle = await trx
    .insertInto('raffle_promotion')
    .values({
      merchant_id: merchantId,
      template_id: template.id,
      name: JSON.stringify({ TW: '每日紅包雨', EN: 'Daily red envelope rain', VI: 'Mưa lì xì mỗi ngày' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Midnight of the seed's day in Taipei, as a UTC instant.
  const TAIPEI = 8 * 3_600_000;
  const day0 = Math.floor((now.getTime() + TAIPEI) / 86_400_000) * 86_400_000 - TAIPEI;
  const schedules = [];
  for (let d = 0; d < RAFFLE_DAYS; d++)
    for (const s of RAFFLE_SESSIONS) {
      const start = day0 + d * 86_400_000 + s.hour * 3_600_000;
      schedules.push({
        promotion_id: raffle.id,
        start_at: new Date(start),
        end_at: new Date(start + s.minutes * 60_000),
      });
    }
  await trx.insertInto('raffle_schedule').values(schedules).execute();
}
