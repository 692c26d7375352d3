import type { Db } from '../client.ts';
import type { LocalizedText, VipConditions, VipRewardConfig, VipRewards } from '../schema.ts';

/**
 * The demo VIP ladder (issue 18 item 1, decision 0062): six levels whose conditions a member reaches by
 * real deposits and bets, modest upgrade bonuses and rank rewards. Amounts in minor units (2 decimals).
 * Bronze has no condition, so every member (demo_member too) starts there with Silver's progress in view.
 */
type C = Partial<Record<keyof VipConditions, number>>;
const conditions = (c: C): VipConditions => ({
  monthlyDeposit: { expected: String(c.monthlyDeposit ?? 0), enabled: 'monthlyDeposit' in c },
  totalDeposit: { expected: String(c.totalDeposit ?? 0), enabled: 'totalDeposit' in c },
  totalDepositCount: { expected: String(c.totalDepositCount ?? 0), enabled: 'totalDepositCount' in c },
  monthlyTurnover: { expected: String(c.monthlyTurnover ?? 0), enabled: 'monthlyTurnover' in c },
  totalTurnover: { expected: String(c.totalTurnover ?? 0), enabled: 'totalTurnover' in c },
});
const reward = (
  bonus: number,
  points: number,
  deposit: number,
  bet: number,
  note: LocalizedText,
): VipRewardConfig => ({
  unlockTime: '00:00',
  announcement: note,
  bonus: String(bonus),
  points: String(points),
  requiredDeposit: String(deposit),
  requiredBet: String(bet),
});
const daily = (bonus: number, deposit: number, bet: number) =>
  reward(bonus, 5, deposit, bet, {
    TW: '每日 00:00 解鎖，當日達成存款與投注條件即可領取。',
    EN: 'Unlocks daily at 00:00; claim once the day’s deposit and bet are met.',
    VI: 'Mở khóa lúc 00:00 mỗi ngày; nhận khi đạt mức nạp và cược trong ngày.',
  });
const weekly = (bonus: number, deposit: number, bet: number) =>
  reward(bonus, 20, deposit, bet, {
    TW: '每週六 00:00 解鎖（週日至週六計算）。',
    EN: 'Unlocks on Saturday at 00:00 (weeks run Sunday to Saturday).',
    VI: 'Mở khóa lúc 00:00 thứ Bảy (tuần tính từ Chủ nhật đến thứ Bảy).',
  });
const monthly = (bonus: number, deposit: number, bet: number) =>
  reward(bonus, 50, deposit, bet, {
    TW: '每月最後一天 00:00 解鎖。',
    EN: 'Unlocks at 00:00 on the last day of the month.',
    VI: 'Mở khóa lúc 00:00 ngày cuối tháng.',
  });
const benefit = (TW: string, EN: string, VI: string): LocalizedText => ({ TW, EN, VI });
const dailyReward = benefit('每日等級獎勵', 'Daily rank reward', 'Thưởng cấp hằng ngày');
const weeklyReward = benefit('每週等級獎勵', 'Weekly rank reward', 'Thưởng cấp hằng tuần');
const monthlyReward = benefit('每月等級獎勵', 'Monthly rank reward', 'Thưởng cấp hằng tháng');
const vipService = benefit(
  '專屬 VIP 客服',
  'Dedicated VIP customer service',
  'Chăm sóc khách hàng VIP riêng',
);

interface Level {
  rank: number;
  name: LocalizedText;
  color: string;
  color2: string;
  type: 'AND' | 'OR';
  up: C;
  keepType: 'AND' | 'OR' | null;
  keep: C;
  bonus: number;
  benefits: LocalizedText[];
  rewards: VipRewards;
}
const levels: Level[] = [
  {
    rank: 1,
    name: benefit('青銅', 'Bronze', 'Đồng'),
    color: '#a0522d',
    color2: '#e8a66f',
    type: 'AND',
    up: {},
    keepType: null,
    keep: {},
    bonus: 0,
    benefits: [dailyReward, weeklyReward],
    rewards: { DAILY: daily(100, 0, 0), WEEKLY: weekly(800, 10_000, 50_000), MONTHLY: null },
  },
  {
    rank: 2,
    name: benefit('白銀', 'Silver', 'Bạc'),
    color: '#6b7b8c',
    color2: '#c9d6e3',
    type: 'AND',
    up: { totalDeposit: 10_000, totalTurnover: 50_000 },
    keepType: null,
    keep: {},
    bonus: 800,
    benefits: [dailyReward, weeklyReward, monthlyReward],
    rewards: {
      DAILY: daily(200, 1_000, 5_000),
      WEEKLY: weekly(1_500, 20_000, 100_000),
      MONTHLY: monthly(3_800, 30_000, 150_000),
    },
  },
  {
    rank: 3,
    name: benefit('黃金', 'Gold', 'Vàng'),
    color: '#b8860b',
    color2: '#ffd966',
    type: 'OR',
    up: { monthlyDeposit: 50_000, totalDeposit: 100_000 },
    keepType: 'AND',
    keep: { monthlyDeposit: 10_000 },
    bonus: 1_800,
    benefits: [
      dailyReward,
      weeklyReward,
      monthlyReward,
      benefit('生日禮金', 'Birthday bonus', 'Thưởng sinh nhật'),
    ],
    rewards: {
      DAILY: daily(500, 2_000, 10_000),
      WEEKLY: weekly(3_000, 50_000, 250_000),
      MONTHLY: monthly(8_800, 100_000, 500_000),
    },
  },
  {
    rank: 4,
    name: benefit('白金', 'Platinum', 'Bạch kim'),
    color: '#3f6e8c',
    color2: '#a9d6f5',
    type: 'AND',
    up: { totalDeposit: 300_000, totalTurnover: 1_500_000 },
    keepType: 'OR',
    keep: { monthlyDeposit: 30_000, monthlyTurnover: 150_000 },
    bonus: 3_800,
    benefits: [
      dailyReward,
      weeklyReward,
      monthlyReward,
      benefit('提款優先審核', 'Priority withdrawals', 'Rút tiền ưu tiên'),
    ],
    rewards: {
      DAILY: daily(1_000, 5_000, 20_000),
      WEEKLY: weekly(6_800, 100_000, 500_000),
      MONTHLY: monthly(18_800, 300_000, 1_500_000),
    },
  },
  {
    rank: 5,
    name: benefit('鑽石', 'Diamond', 'Kim cương'),
    color: '#4b3fb5',
    color2: '#b8a9ff',
    type: 'AND',
    up: { totalDeposit: 1_000_000, totalDepositCount: 10, totalTurnover: 5_000_000 },
    keepType: 'AND',
    keep: { monthlyDeposit: 100_000 },
    bonus: 8_800,
    benefits: [dailyReward, weeklyReward, monthlyReward, vipService],
    rewards: {
      DAILY: daily(2_000, 10_000, 50_000),
      WEEKLY: weekly(12_800, 200_000, 1_000_000),
      MONTHLY: monthly(38_800, 500_000, 2_500_000),
    },
  },
  {
    rank: 6,
    name: benefit('皇冠', 'Crown', 'Vương miện'),
    color: '#8b1a1a',
    color2: '#ff7b7b',
    type: 'AND',
    up: { totalDeposit: 3_000_000, totalTurnover: 15_000_000 },
    keepType: 'AND',
    keep: { monthlyDeposit: 300_000 },
    bonus: 18_800,
    benefits: [
      dailyReward,
      weeklyReward,
      monthlyReward,
      vipService,
      benefit('專屬活動邀請', 'Exclusive event invitations', 'Lời mời sự kiện riêng'),
    ],
    rewards: {
      DAILY: daily(5_000, 20_000, 100_000),
      WEEKLY: weekly(28_800, 500_000, 2_500_000),
      MONTHLY: monthly(88_800, 1_000_000, 5_000_000),
    },
  },
];

const rules: LocalizedText = {
  TW: '1. 等級依您的真實存款與有效投注自動計算，達成下一等級的條件即自動晉級，可一次晉升多級。\n2. 每個等級的晉級禮金每位會員只發放一次，直接存入主錢包。\n3. 每月 1 日檢查上個月的保級條件，未達成者降一級，且當月不再晉級。\n4. 等級獎勵依日、週、月計算，解鎖後在同一期間內達成存款與投注條件即可領取，每期一次。\n5. 月份與日期依平台時區（GMT+8）計算。',
  EN: '1. Your rank follows your real deposits and valid bets: meeting the next level’s conditions promotes you at once, several levels if all are met.\n2. Each level’s upgrade bonus is paid once per member, straight to the main wallet.\n3. On the 1st of each month last month’s maintain-rank conditions are checked; missing them moves you one level down, with no promotion for the rest of that month.\n4. Rank rewards run per day, week and month: once unlocked, claim it when that period’s deposit and bet are met, once per period.\n5. Months and days follow the platform’s time zone (GMT+8).',
  VI: '1. Cấp của bạn dựa trên tiền nạp và cược hợp lệ thực tế: đạt điều kiện cấp tiếp theo là được lên cấp ngay, có thể lên nhiều cấp cùng lúc.\n2. Thưởng lên cấp của mỗi cấp chỉ trả một lần cho mỗi thành viên, vào ví chính.\n3. Ngày 1 hằng tháng sẽ kiểm tra điều kiện giữ cấp của tháng trước; không đạt sẽ xuống một cấp và không lên cấp lại trong tháng đó.\n4. Thưởng cấp tính theo ngày, tuần, tháng: sau khi mở khóa, đạt mức nạp và cược của kỳ đó là nhận được, mỗi kỳ một lần.\n5. Tháng và ngày tính theo múi giờ của nền tảng (GMT+8).',
};

export async function seedDemoVip(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('vip_level')
    .values(
      levels.map((l) => ({
        merchant_id: merchantId,
        rank_level: l.rank,
        name: JSON.stringify(l.name),
        color: l.color,
        color2: l.color2,
        condition_type: l.type,
        conditions: JSON.stringify(conditions(l.up)),
        keep_condition_type: l.keepType,
        keep_conditions: JSON.stringify(conditions(l.keep)),
        benefits: JSON.stringify(l.benefits),
        upgrade_bonus: BigInt(l.bonus),
        rewards: JSON.stringify(l.rewards),
      })),
    )
    .execute();
  await trx
    .insertInto('vip_rules')
    .values({ merchant_id: merchantId, content: JSON.stringify(rules) })
    .execute();
}
