import { randomBytes } from 'node:crypto';
import { seedDemoMission } from './demo-missions.ts';
import { seedDemoSignIn } from './demo-sign-in.ts';
import { seedDemoRescueFund } from './demo-rescue-fund.ts';
import { seedDemoNewbiePromo } from './demo-newbie-promo.ts';
import { seedDemoRebate } from './demo-rebate.ts';
import { seedDemoTickets } from './demo-tickets.ts';
import type { Db } from '../client.ts';
import type { MerchantSettings } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { insertMerchantSkeleton } from '../../modules/brands/repository.ts';
import { CS_ADDRESS_KEY_NAME, sealAddress } from '../../lib/cs-address.ts';
import { newSecretKey } from '../../lib/secret-box.ts';
import { VIP_CS_TYPE } from '@portal/contract';
import {
  demoGameCodeAt,
  demoGameNameAt,
  demoIconPath,
  demoLineNumAt,
  demoVendorLogoPath,
  demoVendors,
} from './demo-catalog.ts';
import {
  demoAnnouncements,
  demoPromotionCategories,
  demoBanners,
  demoDepositPromotions,
  demoHelp,
  demoPaymentChannels,
} from './demo-content.ts';
import { seedDemoPoints } from './demo-points.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoVip } from './demo-vip.ts';
import { seedDemoReferral } from './demo-referral.ts';

export const DEMO_MERCHANT = 'demo';
export const DEMO_PASSWORD = 'Demo#2026';
/** The demo agent's invitation (affiliate) code. */
export const DEMO_AFFILIATE_CODE = 'DEMOAGENT';

const settings: MerchantSettings = {
  brand: {
    name: 'Portal Demo',
    logoUrl: '/demo/brand/logo.svg',
    faviconUrl: '/demo/brand/favicon.svg',
    colors: { primary: '#f5b301', primaryContrast: '#1a1300', accent: '#7c5cff' },
    socialLinks: [
      { type: 'telegram', url: 'https://t.me/portal_demo', title: 'Telegram' },
      { type: 'telegram', url: 'https://t.me/portal_demo_support', title: 'Telegram Support' },
      { type: 'facebook', url: 'https://www.facebook.com/portal.demo', title: 'Facebook' },
      { type: 'instagram', url: 'https://www.instagram.com/portal.demo', title: 'Instagram' },
      { type: 'youtube', url: 'https://www.youtube.com/@portal.demo', title: 'YouTube' },
    ],
    // The year the merchant was set up; the operator changes it in the back office.
    copyrightYear: new Date().getUTCFullYear(),
    licenceText: 'Licensed and regulated for demonstration. Players must be 18 or older. Play responsibly.',
    licenceTexts: {
      TW: '本站為示範用途，依法持牌並受監管。玩家須年滿 18 歲。請理性遊戲。',
      EN: 'Licensed and regulated for demonstration. Players must be 18 or older. Play responsibly.',
      VI: 'Được cấp phép và quản lý cho mục đích trình diễn. Người chơi phải từ 18 tuổi trở lên. Hãy chơi có trách nhiệm.',
    },
  },
  languages: ['TW', 'EN', 'VI'],
  defaultLanguage: 'TW',
  currency: { code: 'TWD', symbol: 'NT$', decimals: 2 },
  analytics: { gtagId: null },
  imageCDNs: [],
  launchGameCDNs: [],
  defaultPassword: null,
};

/** Seeds the demo merchant into an empty database; does nothing when it exists. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, opts: { adminPassword?: string }): Promise<boolean> {
  const existing = await db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', DEMO_MERCHANT)
    .executeTakeFirst();
  if (existing) return false;
  const [memberHash, adminHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    opts.adminPassword ? hashPassword(opts.adminPassword) : Promise.resolve(null),
  ]);

  const merchantId = await db.transaction().execute(async (trx) => {
    const merchantId = await insertMerchantSkeleton(trx, {
      code: DEMO_MERCHANT,
      settings,
      domains: [
        { host: 'localhost', kind: 'MAIN' },
        { host: 'promo.localhost', kind: 'PROMOTION' },
      ],
    });

    const payments = ['visa', 'mastercard', 'unionpay', 'usdt', 'bank', 'ewallet'];
    // Labels in each language (issue 14 item 7); brand names (VISA, Mastercard...) read the same in all.
    const labels: Record<string, { TW: string; EN: string; VI: string }> = {
      visa: { TW: 'VISA', EN: 'VISA', VI: 'VISA' },
      mastercard: { TW: 'Mastercard', EN: 'Mastercard', VI: 'Mastercard' },
      unionpay: { TW: '銀聯', EN: 'UnionPay', VI: 'UnionPay' },
      usdt: { TW: 'USDT', EN: 'USDT', VI: 'USDT' },
      bank: { TW: '銀行轉帳', EN: 'Bank transfer', VI: 'Chuyển khoản ngân hàng' },
      ewallet: { TW: '電子錢包', EN: 'E-wallet', VI: 'Ví điện tử' },
      Licence: { TW: '合法牌照', EN: 'Licence', VI: 'Giấy phép' },
      'About us': { TW: '關於我們', EN: 'About us', VI: 'Về chúng tôi' },
      Terms: { TW: '條款與規則', EN: 'Terms', VI: 'Điều khoản' },
      'Responsible gaming': { TW: '負責任博彩', EN: 'Responsible gaming', VI: 'Chơi có trách nhiệm' },
      FAQ: { TW: '常見問題', EN: 'FAQ', VI: 'Câu hỏi thường gặp' },
      // The footer's vendor logos name each vendor as its cards do (decision 0027).
      ...Object.fromEntries(demoVendors.map((v) => [v.name, v.displayNames])),
    };
    await trx
      .insertInto('resource')
      .values(
        [
          {
            resource_type: 'APP_ANDROID',
            url: '/demo/apps/android.html',
            qr_code_url: null,
            label_name_en: 'Android',
          },
          { resource_type: 'APP_IOS', url: '/demo/apps/ios.html', qr_code_url: null, label_name_en: 'iOS' },
          ...payments.map((p) => ({
            resource_type: 'PAYMENT',
            url: `/demo/payments/${p}.svg`,
            qr_code_url: null,
            label_name_en: p,
          })),
          {
            resource_type: 'LICENCE',
            url: '/demo/licence/licence.svg',
            qr_code_url: null,
            label_name_en: 'Licence',
          },
          ...demoVendors.map((v) => ({
            resource_type: 'PROVIDER',
            url: demoVendorLogoPath(v.code),
            qr_code_url: null,
            label_name_en: v.name,
          })),
          {
            resource_type: 'ABOUT',
            url: '/help?category=about',
            qr_code_url: null,
            label_name_en: 'About us',
          },
          { resource_type: 'ABOUT', url: '/help?category=terms', qr_code_url: null, label_name_en: 'Terms' },
          {
            resource_type: 'ABOUT',
            url: '/help?category=responsible',
            qr_code_url: null,
            label_name_en: 'Responsible gaming',
          },
          { resource_type: 'ABOUT', url: '/help?category=faq', qr_code_url: null, label_name_en: 'FAQ' },
        ].map((r, i) => ({
          ...r,
          label_names: labels[r.label_name_en] ? JSON.stringify(labels[r.label_name_en]) : null,
          merchant_id: merchantId,
          sort: i,
        })),
      )
      .execute();

    // Customer service (decision 0066): the built-in live chat where members look for it, the VIP entry
    // (the same chat, queued first) for rankLevel above 4, the help centre for visitors at login, and a
    // type 3 entry (sealed address: the help centre in a 440x750 window) in the header dropdown.
    const chat = (cs_position: string, sort: number) => ({
      merchant_id: merchantId,
      type: 1,
      cs_type: 'LIVECHAT',
      cs_position,
      title: 'Live Chat',
      path: '',
      sort,
    });
    const csKey = await seedPlatformKey(trx, CS_ADDRESS_KEY_NAME);
    await trx
      .insertInto('customer_service')
      .values([
        chat('LEFT', 0),
        chat('RIGHT', 1),
        { ...chat('RIGHT', 2), cs_type: VIP_CS_TYPE, title: 'VIP Service', label_ids: ['VIP5', 'VIP6'] },
        chat('TOP', 3),
        {
          merchant_id: merchantId,
          type: 3,
          cs_type: 'HELPDESK',
          cs_position: 'TOP',
          title: 'Help Desk',
          path: sealAddress(csKey, merchantId, '/helpmc'),
          sort: 4,
        },
        {
          merchant_id: merchantId,
          type: 2,
          cs_type: 'HELP',
          cs_position: 'LOGIN',
          title: 'Help Centre',
          path: '/help',
          sort: 5,
        },
      ])
      .execute();

    await trx
      .insertInto('banner')
      .values(
        demoBanners.map((b, i) => ({
          merchant_id: merchantId,
          group_name: b.group,
          image_url: `/demo/banners/${b.group}-${b.n}.svg`,
          title: JSON.stringify(b.title),
          linkage_type: b.linkageType,
          linkage_value: b.linkageValue,
          sort: i,
        })),
      )
      .execute();

    await trx
      .insertInto('announcement')
      .values(
        demoAnnouncements.map((a, i) => ({
          merchant_id: merchantId,
          type: a.type,
          execution: a.execution,
          title: JSON.stringify(a.title),
          content: JSON.stringify(a.content),
          category: a.category ?? null,
          image_url: a.image ?? null,
          sort: i,
        })),
      )
      .returning(['id', 'sort'])
      .execute()
      .then(async (rows) => {
        // Promotion settings and categories (decision 0038).
        const settings = rows.flatMap((row) => {
          const p = demoAnnouncements[row.sort]!.promotion;
          return p
            ? [
                {
                  announcement_id: row.id,
                  merchant_id: merchantId,
                  apply_enabled: true,
                  remark_required: p.remarkRequired,
                  pictures_required: p.picturesRequired,
                  bonus: p.bonus,
                  turnover_multiple: p.turnoverMultiple,
                  per_member: p.limit,
                  budget: p.budget,
                },
              ]
            : [];
        });
        if (settings.length) await trx.insertInto('promotion_setting').values(settings).execute();
        await trx
          .insertInto('promotion_category')
          .values(
            demoPromotionCategories.map((c, i) => ({
              merchant_id: merchantId,
              code: c.code,
              name: JSON.stringify(c.name),
              sort: i,
            })),
          )
          .execute();
      });

    await trx
      .insertInto('payment_channel')
      .values(
        demoPaymentChannels.map((c, i) => ({
          merchant_id: merchantId,
          code: c.code,
          method: c.method,
          name: JSON.stringify(c.name),
          description: JSON.stringify(c.description),
          icon_url: c.iconUrl,
          min_amount: c.min,
          max_amount: c.max,
          fee_bp: c.feeBp,
          fee_fixed: c.feeFixed,
          fee_min: c.feeMin,
          fee_max: c.feeMax,
          rebate_bp: c.rebateBp,
          fix_amounts: c.fixAmounts,
          expire_minutes: c.expireMinutes,
          receiver: c.receiver ? JSON.stringify(c.receiver) : null,
          // Each channel signs its callbacks with a secret of its own.
          secret: randomBytes(32).toString('hex'),
          sort: i,
        })),
      )
      .execute();

    await trx
      .insertInto('deposit_promotion')
      .values(
        demoDepositPromotions.map((p, i) => ({
          merchant_id: merchantId,
          name: JSON.stringify(p.name),
          remark: JSON.stringify(p.remark),
          bonus_type: p.bonusType,
          min_deposit: p.minDeposit,
          max_deposit: p.maxDeposit,
          tiers: JSON.stringify(
            p.tiers.map((tier) => ({ minDeposit: String(tier.minDeposit), bonus: String(tier.bonus) })),
          ),
          percent_bp: p.percentBp,
          min_bonus: p.minBonus,
          max_bonus: p.maxBonus,
          turnover_multiple: p.turnoverMultiple,
          deposit_condition: p.condition,
          claim_limit: p.claimLimit,
          sort: i,
        })),
      )
      .execute();

    for (const [i, category] of demoHelp.entries()) {
      const { id } = await trx
        .insertInto('help_category')
        .values({
          merchant_id: merchantId,
          code: category.code,
          title: JSON.stringify(category.title),
          sort: i,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('help_article')
        .values(
          category.articles.map((a, j) => ({
            category_id: id,
            title: JSON.stringify(a.title),
            content: JSON.stringify(a.content),
            sort: j,
          })),
        )
        .execute();
    }

    await seedCatalog(trx, merchantId);

    const { id: agentId } = await trx
      .insertInto('customer')
      .values({
        merchant_id: merchantId,
        username: 'demo_agent',
        password_hash: memberHash,
        type: 1,
        nickname: 'Demo Agent',
        affiliate_code: DEMO_AFFILIATE_CODE,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: memberId } = await trx
      .insertInto('customer')
      .values({
        merchant_id: merchantId,
        username: 'demo_member',
        password_hash: memberHash,
        type: 0,
        parent_id: agentId,
        nickname: 'Demo Member',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedDemoAgentTeam(trx, merchantId, agentId, memberId);
    await seedDemoMessages(trx, merchantId, [memberId, agentId]);
    // Agent contracts (decision 0056): the operator's signed daily salary for demo_agent (RNG: team bet
    // 10 000 with 1 active member → 0.5%, 50 000 with 3 → 0.8%) and a dividend offer waiting for its
    // answer (RNG, daily: the contract popup shows it after demo_agent logs in). Minor units, basis points.
    const seededContracts = await trx
      .insertInto('agent_contract')
      .values([
        {
          merchant_id: merchantId,
          agent_id: agentId,
          upline_id: null,
          kind: 'DAILY',
          product: 'RNG',
          period: '',
          status: 'A',
          signed_at: new Date(),
          replaces_id: null,
          terms: JSON.stringify({
            kind: 'DAILY',
            product: 'RNG',
            tiers: [
              { betVolume: 1_000_000, activeMember: 1, rate: 50, rateType: 'P' },
              { betVolume: 5_000_000, activeMember: 3, rate: 80, rateType: 'P' },
            ],
          }),
        },
        {
          merchant_id: merchantId,
          agent_id: agentId,
          upline_id: null,
          kind: 'DIVIDEND',
          product: 'RNG',
          period: 'D',
          status: 'P',
          signed_at: null,
          replaces_id: null,
          terms: JSON.stringify({
            kind: 'DIVIDEND',
            product: 'RNG',
            period: 'D',
            periodicTotalBetRequired: 'N',
            carryForward: 1,
            costBearing: { depositFee: 10_000, promotion: 5_000 },
            tiers: [
              { minimumBet: 1_000_000, netLoss: 100_000, activeMember: 1, contractRate: 1_000 },
              { minimumBet: 5_000_000, netLoss: 500_000, activeMember: 3, contractRate: 1_500 },
            ],
          }),
        },
      ])
      .returning(['id', 'status'])
      .execute();
    await trx
      .insertInto('agent_contract_history')
      .values(
        seededContracts.flatMap((c) =>
          c.status === 'A'
            ? [
                { contract_id: c.id, from_status: null, to_status: 'P', actor: 'seed' },
                { contract_id: c.id, from_status: 'P', to_status: 'A', actor: 'seed' },
              ]
            : [{ contract_id: c.id, from_status: null, to_status: 'P', actor: 'seed' }],
        ),
      )
      .execute();
    await seedDemoMission(trx, merchantId, new Date());
    await seedDemoSignIn(trx, merchantId);
    await seedDemoNewbiePromo(trx, merchantId);
    await seedDemoRebate(trx, merchantId);
    await seedDemoRescueFund(trx, merchantId);
    await seedDemoTickets(trx, merchantId, new Date());
    await seedDemoVip(trx, merchantId);
    await seedDemoReferral(trx, merchantId, new Date());
    if (adminHash) {
      await trx
        .insertInto('staff')
        // The first owner: every merchant; enrols TOTP at its first login (decision 0029).
        .values({ merchant_id: null, username: 'admin', password_hash: adminHash, role: 'OWNER' })
        .execute();
    }
    return merchantId;
  });
  // The points mall (issue 16 item 7): its grant posts through the ledger, after the merchant exists.
  await seedDemoPoints(db, merchantId);
  return true;
}

/** Vendors are platform-wide (inserted once); the merchant enables each one. */
async function seedCatalog(trx: Db, merchantId: number): Promise<void> {
  await trx
    .insertInto('game_vendor')
    .values(
      demoVendors.map((v, i) => ({
        account_type_id: 101 + i,
        code: v.code,
        name: v.name,
        name_i18n: JSON.stringify(v.displayNames),
        game_type: v.gameType,
        wallet_mode: v.walletMode,
        launch_view: v.launchView ?? 'game',
        is_game: v.isGame,
        logo_url: demoVendorLogoPath(v.code),
      })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await trx
    .insertInto('merchant_vendor')
    .values(
      demoVendors.map((v, i) => ({
        merchant_id: merchantId,
        vendor_code: v.code,
        enabled: true,
        is_hot: v.isHot,
        maintenance: false,
        sort: i,
      })),
    )
    .execute();
  await trx
    .insertInto('game')
    .values(
      demoVendors.flatMap((v) =>
        v.games.map((_, i) => {
          const code = demoGameCodeAt(v, i);
          return {
            vendor_code: v.code,
            game_code: code,
            name: JSON.stringify(demoGameNameAt(v, i)),
            game_type: v.gameTypes?.[i] ?? v.gameType,
            game_classify: v.classifies[i % v.classifies.length] ?? v.gameType,
            icon: demoIconPath(v.code, code),
            min_bet: v.gameType === 'ELOTT' ? 200n : 100n,
            is_hot: v.isHot && i < 3,
            enabled: true,
            sort: i,
            line_num: demoLineNumAt(v, i),
          };
        }),
      ),
    )
    .onConflict((oc) => oc.column('game_code').doNothing())
    .execute();
}

/**
 * The demo agent's rebates per product series (LOTT: prize series; others: basis points), demo_member's
 * lower ones, and one invitation link for new players (decision 0054).
 */
async function seedDemoAgentTeam(trx: Db, merchantId: number, agentId: number, memberId: number) {
  const agent = {
    LOTT: 1980,
    RNG: 80,
    LIVE: 80,
    SPORTS: 60,
    FISH: 80,
    PVP: 50,
    ELOTT: 60,
    ESPORTS: 60,
    COCKFIGHT: 60,
    INHOUSE: 80,
  };
  const member = {
    LOTT: 1950,
    RNG: 50,
    LIVE: 50,
    SPORTS: 40,
    FISH: 50,
    PVP: 30,
    ELOTT: 40,
    ESPORTS: 40,
    COCKFIGHT: 40,
    INHOUSE: 0,
  };
  const rows = (customerId: number, values: Record<string, number>) =>
    Object.entries(values).map(([product, value]) => ({
      merchant_id: merchantId,
      customer_id: customerId,
      product,
      value,
    }));
  await trx
    .insertInto('customer_rebate')
    .values([...rows(agentId, agent), ...rows(memberId, member)])
    .execute();
  await trx
    .insertInto('agent_link')
    .values({
      merchant_id: merchantId,
      agent_id: agentId,
      code: 'demolink',
      account_type: 0,
      rebates: JSON.stringify(member),
      channel: 'FORUM',
      channel_text: null,
      remark: 'Demo link',
      expires_at: null,
    })
    .execute();
}

/** A platform key inside the seed's transaction (made once; later starts read the same row). */
async function seedPlatformKey(trx: Db, name: string): Promise<string> {
  await trx
    .insertInto('platform_secret')
    .values({ name, value: newSecretKey() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await trx
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
