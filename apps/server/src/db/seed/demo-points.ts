import { defaultPointCategories } from '@portal/contract';
import type { Db } from '../client.ts';
import { createGrants } from '../../modules/wallet/grants.ts';
import { createLedger } from '../../modules/wallet/ledger.ts';
import * as pointsRepo from '../../modules/points/repository.ts';

/** The demo member's starting points: one seeded grant with a stable key (decision 0039). */
export const DEMO_MEMBER_POINTS = 50_000n;

/**
 * The demo points mall: a config, the four categories (decision 0049), a few items (wordless art under
 * /demo/points), points for demo_member.
 */
export async function seedDemoPoints(db: Db, merchantId: number): Promise<void> {
  await pointsRepo.saveConfig(db, merchantId, {
    enabled: true,
    exchangeRate: 100,
    convertMin: 100,
    // 1 point per 10.00 of valid bet in most categories, 2 in slots (amounts in minor units).
    earnRules: ['LIVE', 'SPORTS', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'INHOUSE'].map((gameType) => ({
      gameType,
      points: gameType === 'RNG' ? 2 : 1,
      perAmount: '1000',
      enabled: true,
    })),
    rules: null,
  });
  for (const [sort, c] of defaultPointCategories.entries())
    await pointsRepo.insertCategory(db, merchantId, c.code, { name: c.name, sort, enabled: true });
  const items = [
    {
      category: 'DIGITAL',
      name: { TW: '無線耳機', EN: 'Wireless headphones', VI: 'Tai nghe không dây' },
      description: {
        TW: '藍牙 5.3，續航 30 小時。',
        EN: 'Bluetooth 5.3, 30 hours of battery.',
        VI: 'Bluetooth 5.3, pin 30 giờ.',
      },
      images: ['/demo/points/headphones.svg'],
      pricePoints: 20_000n,
      mixPoints: 8_000n,
      mixMoney: 12_000n,
      stock: 20,
    },
    {
      category: 'LIFESTYLE',
      name: { TW: '品牌馬克杯', EN: 'Branded mug', VI: 'Cốc thương hiệu' },
      description: { TW: '陶瓷馬克杯 350 ml。', EN: 'Ceramic mug, 350 ml.', VI: 'Cốc sứ 350 ml.' },
      images: ['/demo/points/mug.svg'],
      pricePoints: 3_000n,
      mixPoints: null,
      mixMoney: null,
      stock: 50,
    },
    {
      category: 'VOUCHER',
      name: { TW: '購物禮券', EN: 'Shopping voucher', VI: 'Phiếu mua sắm' },
      description: {
        TW: '實體禮券，寄送到府。',
        EN: 'A printed voucher, delivered to you.',
        VI: 'Phiếu in, giao tận nơi.',
      },
      images: ['/demo/points/voucher.svg'],
      pricePoints: 5_000n,
      mixPoints: 2_000n,
      mixMoney: 3_000n,
      stock: 100,
    },
    {
      category: 'COLLECTIBLE',
      name: { TW: '紀念獎盃', EN: 'Souvenir trophy', VI: 'Cúp lưu niệm' },
      description: null,
      images: ['/demo/points/trophy.svg'],
      pricePoints: 12_000n,
      mixPoints: null,
      mixMoney: null,
      stock: 5,
    },
  ];
  for (const [sort, item] of items.entries())
    await pointsRepo.insertItem(db, merchantId, { ...item, enabled: true, sort });

  const member = await db
    .selectFrom('customer')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('username', '=', 'demo_member')
    .executeTakeFirst();
  if (member)
    await createGrants(db, createLedger(db)).grantPoints({
      merchantId,
      customerId: member.id,
      key: 'seed:points:demo_member',
      points: DEMO_MEMBER_POINTS,
      meta: { kind: 'points_grant' },
    });
}
