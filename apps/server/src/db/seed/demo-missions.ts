import type { Db } from '../client.ts';

const DAY = 86_400_000;

/**
 * The demo mission (issue 16 item 5): ongoing from the seed on for 90 days, three valid-bet milestones
 * (100, 500, 2,000) a member reaches by playing the house games, and a valid-bet leaderboard with prizes
 * for the top three. Amounts in minor units (the demo currency has 2 decimals).
 */
export async function seedDemoMission(trx: Db, merchantId: number, now: Date): Promise<void> {
  const { id } = await trx
    .insertInto('mission')
    .values({
      merchant_id: merchantId,
      title: JSON.stringify({ TW: '投注挑戰賽', EN: 'Betting challenge', VI: 'Thử thách cược' }),
      rules: JSON.stringify({
        TW: '活動期間內的有效投注達到各里程碑即可領取獎金與積分；排行榜依有效投注排名，活動結束後前三名可領取獎品。',
        EN: 'Reach each milestone of valid bets during the mission to claim its bonus and points. The leaderboard ranks valid bets; the top three claim their prizes after the mission ends.',
        VI: 'Đạt từng mốc cược hợp lệ trong thời gian nhiệm vụ để nhận tiền thưởng và điểm. Bảng xếp hạng theo cược hợp lệ; ba người đứng đầu nhận giải sau khi nhiệm vụ kết thúc.',
      }),
      start_at: new Date(now.getTime() - DAY),
      end_at: new Date(now.getTime() + 90 * DAY),
      ranked: true,
      leaderboard_metric: 'VALID_BET',
      leaderboard_filter: JSON.stringify({}),
      leaderboard_size: 10,
      prizes: JSON.stringify([
        { rank: 1, bonus: '50000', turnoverMultiple: 1, points: '500' },
        { rank: 2, bonus: '20000', turnoverMultiple: 1, points: '200' },
        { rank: 3, bonus: '10000', turnoverMultiple: 1, points: '100' },
      ]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const steps = [
    { target: 10_000n, bonus: 500n, points: 10n },
    { target: 50_000n, bonus: 2_000n, points: 50n },
    { target: 200_000n, bonus: 6_000n, points: 200n },
  ];
  await trx
    .insertInto('mission_milestone')
    .values(
      steps.map((s, i) => ({
        mission_id: id,
        sort: i,
        name: JSON.stringify({
          TW: `有效投注 ${Number(s.target) / 100}`,
          EN: `Valid bets ${Number(s.target) / 100}`,
          VI: `Cược hợp lệ ${Number(s.target) / 100}`,
        }),
        conditions: JSON.stringify([{ kind: 'VALID_BET', target: String(s.target), window: 'MISSION' }]),
        bonus: s.bonus,
        turnover_multiple: 1,
        points: s.points,
      })),
    )
    .execute();
}
