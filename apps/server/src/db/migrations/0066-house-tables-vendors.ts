import { sql, type Kysely } from 'kysely';

/**
 * The house's casino tables, card rooms and fishing on the platform (issue 20, decision 0075), for a
 * database seeded before them: three seamless vendors whose card opens the list of their games, enabled for
 * every merchant and listed first in their category (before DG, KY, JDBF...), like the sportsbook's lobbies
 * (0064). A fresh database gets them from the demo seed instead, so nothing happens while the platform has no
 * vendors. The lists are copies of the seed's (demo-catalog.ts, names from houseGameNames), frozen here.
 */
const tableVendors = [
  {
    code: 'HOUSELC',
    gameType: 'LIVE',
    names: { TW: '真人桌台', EN: 'House Tables', VI: 'Bàn sòng bạc' },
    games: [
      ['HOUSELC_BACCARAT', { TW: '百家樂', EN: 'Baccarat', VI: 'Baccarat' }],
      [
        'HOUSELC_BACCARAT_NC',
        { TW: '免佣百家樂', EN: 'No Commission Baccarat', VI: 'Baccarat không hoa hồng' },
      ],
      ['HOUSELC_DRAGON_TIGER', { TW: '龍虎', EN: 'Dragon Tiger', VI: 'Rồng Hổ' }],
      ['HOUSELC_ROULETTE', { TW: '歐式輪盤', EN: 'European Roulette', VI: 'Roulette châu Âu' }],
      ['HOUSELC_SICBO', { TW: '骰寶', EN: 'Sic Bo', VI: 'Tài Xỉu' }],
    ],
  },
  {
    code: 'HOUSEPK',
    gameType: 'PVP',
    names: { TW: '棋牌房', EN: 'House Card Rooms', VI: 'Phòng bài' },
    games: [
      ['HOUSEPK_HOLDEM', { TW: '德州撲克', EN: "Texas Hold'em", VI: "Poker Texas Hold'em" }],
      ['HOUSEPK_BULLBULL', { TW: '搶莊牛牛', EN: 'Bull Bull', VI: 'Ngưu Ngưu' }],
    ],
  },
  {
    code: 'HOUSEFH',
    gameType: 'FISH',
    names: { TW: '捕魚館', EN: 'House Fishing', VI: 'Sảnh bắn cá' },
    games: [['HOUSEFH_OCEAN', { TW: '海洋捕魚', EN: 'Ocean Hunter', VI: 'Săn Cá Đại Dương' }]],
  },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from game_vendor`.execute(db);
  if (!rows[0]?.n) return;
  for (const v of tableVendors) {
    await sql`
      insert into game_vendor
        (code, name, name_i18n, game_type, wallet_mode, launch_view, is_game, logo_url, account_type_id)
      select ${v.code}, ${v.names.EN}, ${JSON.stringify(v.names)}::jsonb, ${v.gameType}, 'seamless', 'game',
        'VASSALAGE', ${`/demo/vendors/${v.code}.svg`}, coalesce(max(account_type_id), 100) + 1
      from game_vendor
      on conflict (code) do nothing`.execute(db);
    for (const [i, [game, names]] of v.games.entries())
      await sql`
        insert into game (vendor_code, game_code, name, game_type, game_classify, icon, min_bet, is_hot, enabled, sort)
        values (${v.code}, ${game}, ${JSON.stringify(names)}::jsonb, ${v.gameType}, ${v.gameType},
          ${`/demo/games/${v.code}/${game}.svg`}, 100, true, true, ${i})
        on conflict (game_code) do nothing`.execute(db);
    const merchants = await sql<{ id: number; at: number }>`
      select m.id, coalesce(
        (select min(mv.sort) from merchant_vendor mv join game_vendor g on g.code = mv.vendor_code
          where mv.merchant_id = m.id and g.game_type = ${v.gameType}),
        (select max(mv.sort) + 1 from merchant_vendor mv where mv.merchant_id = m.id),
        0) as at
      from merchant m
      where not exists (select 1 from merchant_vendor mv where mv.merchant_id = m.id and mv.vendor_code = ${v.code})
      order by m.id`.execute(db);
    for (const m of merchants.rows) {
      await sql`update merchant_vendor set sort = sort + 1 where merchant_id = ${m.id} and sort >= ${m.at}`.execute(
        db,
      );
      await sql`
        insert into merchant_vendor (merchant_id, vendor_code, enabled, is_hot, maintenance, sort)
        values (${m.id}, ${v.code}, true, true, false, ${m.at})`.execute(db);
    }
  }
}
