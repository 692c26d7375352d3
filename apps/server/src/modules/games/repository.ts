import { lotteryVendors } from '@portal/contract/constants';
import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** The merchant's enabled vendors in menu order. */
export function listMerchantVendors(db: Db, merchantId: number) {
  return db
    .selectFrom('merchant_vendor as mv')
    .innerJoin('game_vendor as v', 'v.code', 'mv.vendor_code')
    .leftJoin('vendor_credential as c', 'c.vendor_code', 'v.code')
    .select((eb) => [
      'v.code',
      'v.name',
      'v.name_i18n',
      'v.game_type',
      'v.is_game',
      'v.logo_url',
      'v.wallet_mode',
      'v.launch_view',
      'v.account_type_id',
      'mv.is_hot',
      'mv.maintenance',
      'mv.maintenance_message',
      'mv.sort',
      // The lottery is the platform's own: always available; other vendors need credentials.
      eb
        .or([eb('c.vendor_code', 'is not', null), eb('v.code', 'in', [...lotteryVendors])])
        .$castTo<boolean>()
        .as('available'),
    ])
    .where('mv.merchant_id', '=', merchantId)
    .where('mv.enabled', '=', true)
    .orderBy('mv.sort')
    .execute();
}

/**
 * Every game of the vendors the merchant has, joined to the merchant's row of its vendor (`mv`) and to the
 * merchant's own settings of the game (`mg`, migration 0031: null columns fall back to the game's).
 */
export function gamesOfMerchant(db: Db, merchantId: number) {
  return db
    .selectFrom('game as g')
    .innerJoin('merchant_vendor as mv', (j) =>
      j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_id', '=', merchantId),
    )
    .leftJoin('merchant_game as mg', (j) =>
      j.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', merchantId),
    );
}

/** The merchant's effective value of a game setting. */
export const effective = {
  enabled: sql<boolean>`coalesce(mg.enabled, g.enabled)`,
  isHot: sql<boolean>`coalesce(mg.is_hot, g.is_hot)`,
  sort: sql<number>`coalesce(mg.sort, g.sort)`,
  icon: sql<string>`coalesce(mg.icon, g.icon)`,
  classify: sql<string>`coalesce(mg.game_classify, g.game_classify)`,
};

/** Enabled games of the merchant's enabled vendors, in vendor then game order. */
export function listMerchantGames(db: Db, merchantId: number) {
  return gamesOfMerchant(db, merchantId)
    .select([
      'g.id',
      'g.vendor_code',
      'g.game_code',
      'g.name',
      'g.game_type',
      effective.classify.as('game_classify'),
      effective.icon.as('icon'),
      'g.min_bet',
      effective.isHot.as('is_hot'),
      'g.line_num',
    ])
    .where(effective.enabled, '=', true)
    .where('mv.enabled', '=', true)
    .orderBy('mv.sort')
    .orderBy(effective.sort)
    .orderBy('g.id')
    .execute();
}

/** Biggest recent wins of the merchant's players (winner board). */
export function listTopWins(
  db: Db,
  merchantId: number,
  opts: { gameType?: string; since: Date; limit: number },
) {
  let query = db
    .selectFrom('bet_record as b')
    .innerJoin('customer as c', 'c.id', 'b.customer_id')
    .innerJoin('game as g', 'g.id', 'b.game_id')
    .select(['b.win_amount', 'c.username', 'g.id as game_id', 'g.game_code', 'g.name', 'b.vendor_code'])
    .where('b.merchant_id', '=', merchantId)
    .where('b.win_amount', '>', 0n)
    .where('b.ledger', '=', 'cash')
    .where('b.status', '=', 'SETTLED')
    .where('b.settled_at', '>=', opts.since);
  if (opts.gameType) query = query.where('g.game_type', '=', opts.gameType);
  return query.orderBy('b.win_amount', 'desc').orderBy('b.id').limit(opts.limit).execute();
}
