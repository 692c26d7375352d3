import { sql, type Kysely } from 'kysely';

/**
 * The house sportsbook on the platform (issue 19, decision 0071): three seamless vendors whose card launches
 * their one lobby game, for a database seeded before them. Every merchant gets them enabled and listed first
 * in their category (before IMSB, AV, DS88...): the house content works out of the box, outside vendors need
 * credentials. A fresh database gets them from the demo seed instead (its account type ids start at 101),
 * so nothing happens here while the platform has no vendors. The list is a copy of the seed's
 * (demo-catalog.ts, names from houseGameNames), frozen as this migration wrote it.
 */
const sportsbookVendors = [
  {
    code: 'HOUSESB',
    gameType: 'SPORTS',
    game: 'HOUSESB_VIRTUAL',
    names: { TW: '虛擬體育', EN: 'Virtual Sports', VI: 'Thể thao ảo' },
  },
  {
    code: 'HOUSEES',
    gameType: 'ESPORTS',
    game: 'HOUSEES_VIRTUAL',
    names: { TW: '虛擬電競', EN: 'Virtual Esports', VI: 'Thể thao điện tử ảo' },
  },
  {
    code: 'HOUSECF',
    gameType: 'COCKFIGHT',
    game: 'HOUSECF_VIRTUAL',
    names: { TW: '虛擬鬥雞', EN: 'Virtual Cockfight', VI: 'Đá gà ảo' },
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from game_vendor`.execute(db);
  if (!rows[0]?.n) return;
  for (const v of sportsbookVendors) {
    const names = JSON.stringify(v.names);
    await sql`
      insert into game_vendor
        (code, name, name_i18n, game_type, wallet_mode, launch_view, is_game, logo_url, account_type_id)
      select ${v.code}, ${v.names.EN}, ${names}::jsonb, ${v.gameType}, 'seamless', 'game', 'GAME',
        ${`/demo/vendors/${v.code}.svg`}, coalesce(max(account_type_id), 100) + 1
      from game_vendor
      on conflict (code) do nothing`.execute(db);
    await sql`
      insert into game (vendor_code, game_code, name, game_type, game_classify, icon, min_bet, is_hot, enabled, sort)
      values (${v.code}, ${v.game}, ${names}::jsonb, ${v.gameType}, ${v.gameType},
        ${`/demo/games/${v.code}/${v.game}.svg`}, 100, true, true, 0)
      on conflict (game_code) do nothing`.execute(db);
    // Each merchant without the vendor: it takes the place of the category's first vendor, the rest move down.
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
