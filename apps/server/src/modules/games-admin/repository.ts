import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** The merchant's effective value of a game setting: its own (`mg`), else the platform game's (`g`). */
const eff = {
  enabled: sql<boolean>`coalesce(mg.enabled, g.enabled)`,
  isHot: sql<boolean>`coalesce(mg.is_hot, g.is_hot)`,
  sort: sql<number>`coalesce(mg.sort, g.sort)`,
  icon: sql<string>`coalesce(mg.icon, g.icon)`,
  classify: sql<string>`coalesce(mg.game_classify, g.game_classify)`,
};

export const vendorSorts = { sort: 'mv.sort', code: 'v.code', name: 'v.name' } as const;
export type VendorSort = (typeof vendorSorts)[keyof typeof vendorSorts];

/** Every vendor row of the merchant (enabled or not) with its credential state and its game count. */
export async function listVendors(
  db: Db,
  merchantId: number,
  f: { gameType?: string; enabled?: boolean; maintenance?: boolean; code?: string },
  page: { limit: number; offset: number; column: VendorSort; direction: 'asc' | 'desc' },
) {
  let q = db
    .selectFrom('merchant_vendor as mv')
    .innerJoin('game_vendor as v', 'v.code', 'mv.vendor_code')
    .leftJoin('vendor_credential as c', 'c.vendor_code', 'v.code')
    .where('mv.merchant_id', '=', merchantId);
  if (f.gameType) q = q.where('v.game_type', '=', f.gameType);
  if (f.enabled !== undefined) q = q.where('mv.enabled', '=', f.enabled);
  if (f.maintenance !== undefined) q = q.where('mv.maintenance', '=', f.maintenance);
  if (f.code) q = q.where('v.code', '=', f.code);
  const [rows, total] = await Promise.all([
    q
      .select([
        'v.code',
        'v.name',
        'v.name_i18n',
        'v.game_type',
        'v.wallet_mode',
        'v.wallet_modes',
        'v.launch_view',
        'mv.enabled',
        'mv.is_hot',
        'mv.sort',
        'mv.maintenance',
        'mv.maintenance_message',
        sql<boolean>`c.vendor_code is not null`.as('has_credential'),
        sql<string>`(select count(*) from game g where g.vendor_code = v.code)`.as('games'),
      ])
      .orderBy(page.column, page.direction)
      .orderBy('v.code')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export async function updateMerchantVendor(
  db: Db,
  merchantId: number,
  code: string,
  set: {
    enabled?: boolean;
    is_hot?: boolean;
    sort?: number;
    maintenance?: boolean;
    maintenance_message?: string | null;
  },
): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await db
    .updateTable('merchant_vendor')
    .set(set)
    .where('merchant_id', '=', merchantId)
    .where('vendor_code', '=', code)
    .execute();
}

export function findVendor(db: Db, code: string) {
  return db
    .selectFrom('game_vendor')
    .select(['code', 'wallet_mode', 'wallet_modes'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** Money members hold at a transfer-mode vendor, and transfers not finished, across every merchant. */
export async function vendorWalletUse(db: Db, code: string) {
  const [held, pending] = await Promise.all([
    db
      .selectFrom('ledger_account')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'vendorWallet')
      .where('ref', '=', code)
      .where('balance', '<>', 0n)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('wallet_transfer')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('vendor_code', '=', code)
      .where('status', '=', 'PENDING')
      .executeTakeFirstOrThrow(),
  ]);
  return { accountsHolding: Number(held.n), pendingTransfers: Number(pending.n) };
}

export async function setWalletMode(db: Db, code: string, mode: 'seamless' | 'transfer'): Promise<void> {
  await db.updateTable('game_vendor').set({ wallet_mode: mode }).where('code', '=', code).execute();
}

export const gameSorts = {
  sort: eff.sort,
  id: sql<number>`g.id`,
  code: sql<string>`g.game_code`,
  vendor: sql<string>`g.vendor_code`,
} as const;

/** The games of the merchant's vendors with the merchant's effective settings. */
export async function listGames(
  db: Db,
  merchantId: number,
  f: {
    vendor?: string;
    gameType?: string;
    classify?: string;
    enabled?: boolean;
    hot?: boolean;
    name?: string;
    id?: number;
  },
  page: { limit: number; offset: number; sort: keyof typeof gameSorts; direction: 'asc' | 'desc' },
) {
  let q = db
    .selectFrom('game as g')
    .innerJoin('merchant_vendor as mv', (j) =>
      j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_id', '=', merchantId),
    )
    .leftJoin('merchant_game as mg', (j) =>
      j.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', merchantId),
    );
  if (f.id !== undefined) q = q.where('g.id', '=', f.id);
  if (f.vendor) q = q.where('g.vendor_code', '=', f.vendor);
  if (f.gameType) q = q.where('g.game_type', '=', f.gameType);
  if (f.classify) q = q.where(eff.classify, '=', f.classify);
  if (f.enabled !== undefined) q = q.where(eff.enabled, '=', f.enabled);
  if (f.hot !== undefined) q = q.where(eff.isHot, '=', f.hot);
  if (f.name) {
    const like = `%${f.name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([eb(sql`lower(g.game_code)`, 'like', like), eb(sql`lower(g.name::text)`, 'like', like)]),
    );
  }
  const [rows, total] = await Promise.all([
    q
      .select([
        'g.id',
        'g.vendor_code',
        'g.game_code',
        'g.name',
        'g.game_type',
        eff.classify.as('classify'),
        eff.icon.as('icon'),
        eff.enabled.as('enabled'),
        eff.isHot.as('is_hot'),
        eff.sort.as('sort'),
        'mv.enabled as vendor_enabled',
      ])
      .orderBy(gameSorts[page.sort], page.direction)
      .orderBy('g.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Writes the merchant's own settings of a game (only the given columns). */
export async function upsertMerchantGame(
  db: Db,
  merchantId: number,
  gameId: number,
  set: { enabled?: boolean; is_hot?: boolean; sort?: number; icon?: string; game_classify?: string },
): Promise<void> {
  await db
    .insertInto('merchant_game')
    .values({ merchant_id: merchantId, game_id: gameId, ...set })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'game_id']).doUpdateSet({ ...set, updated_at: new Date() }),
    )
    .execute();
}

/** Game types and classifies of the merchant's games, with how many games each has. */
export function categories(db: Db, merchantId: number) {
  return db
    .selectFrom('game as g')
    .innerJoin('merchant_vendor as mv', (j) =>
      j.onRef('mv.vendor_code', '=', 'g.vendor_code').on('mv.merchant_id', '=', merchantId),
    )
    .leftJoin('merchant_game as mg', (j) =>
      j.onRef('mg.game_id', '=', 'g.id').on('mg.merchant_id', '=', merchantId),
    )
    .select(['g.game_type', eff.classify.as('classify'), (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy(['g.game_type', eff.classify])
    .orderBy('g.game_type')
    .orderBy(eff.classify)
    .execute();
}

export function houseSettings(db: Db, merchantId: number) {
  return db.selectFrom('house_game_setting').selectAll().where('merchant_id', '=', merchantId).execute();
}

export async function upsertHouseSetting(
  db: Db,
  merchantId: number,
  gameCode: string,
  set: { rtp_variant?: number; min_bet?: bigint; max_bet?: bigint },
): Promise<void> {
  await db
    .insertInto('house_game_setting')
    .values({ merchant_id: merchantId, game_code: gameCode, ...set })
    .onConflict((oc) =>
      oc.columns(['merchant_id', 'game_code']).doUpdateSet({ ...set, updated_at: new Date() }),
    )
    .execute();
}
