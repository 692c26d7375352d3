import { sql, type Kysely } from 'kysely';

/**
 * Points-mall categories become the operator's (issue 16 items 7 and 9, decision 0049): `point_category`
 * holds each merchant's categories (code, names per language, order, on/off). Items keep referring to a
 * category by its code. So that nothing existing breaks, every existing merchant gets the four categories it
 * had as a fixed list (with the portal's names of them), plus any other code its items already use (named by
 * the code itself until the operator renames it). A foreign key then ties every item to a category of its
 * own merchant.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE point_category (
      id serial PRIMARY KEY,
      merchant_id integer NOT NULL REFERENCES merchant(id),
      code text NOT NULL,
      name jsonb NOT NULL,
      sort integer NOT NULL DEFAULT 0,
      enabled boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT point_category_code_unique UNIQUE (merchant_id, code)
    )`.execute(db);
  await backfillPointCategories(db);
  await tieItemsToCategories(db);
}

/**
 * The database keeps every item's category a category of its merchant: a save racing a delete cannot leave
 * an item without one (fails if an item's code has no category, which the backfill rules out).
 */
export async function tieItemsToCategories(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE point_mall_item ADD CONSTRAINT point_mall_item_category_fk
      FOREIGN KEY (merchant_id, category) REFERENCES point_category (merchant_id, code)`.execute(db);
}

/** The names the portal gave the fixed categories (the i18n texts `pointMall.cat_*` of the time). */
const DEFAULTS = [
  { code: 'DIGITAL', name: { TW: '數碼', EN: 'Digital', VI: 'Kỹ thuật số' } },
  { code: 'LIFESTYLE', name: { TW: '生活', EN: 'Lifestyle', VI: 'Đời sống' } },
  { code: 'VOUCHER', name: { TW: '禮券', EN: 'Vouchers', VI: 'Phiếu quà' } },
  { code: 'COLLECTIBLE', name: { TW: '收藏', EN: 'Collectibles', VI: 'Sưu tầm' } },
];

/**
 * Gives every merchant the four former categories and a category for every other code its items use
 * (sorted after them). Idempotent: an existing (merchant, code) is left as it is.
 */
export async function backfillPointCategories(db: Kysely<unknown>): Promise<void> {
  for (const [sort, c] of DEFAULTS.entries())
    await sql`INSERT INTO point_category (merchant_id, code, name, sort)
        SELECT m.id, ${c.code}, ${JSON.stringify(c.name)}::jsonb, ${sort}::integer FROM merchant m
        ON CONFLICT (merchant_id, code) DO NOTHING`.execute(db);
  await sql`INSERT INTO point_category (merchant_id, code, name, sort)
      SELECT DISTINCT i.merchant_id, i.category, jsonb_build_object('TW', i.category), ${DEFAULTS.length}::integer
      FROM point_mall_item i
      ON CONFLICT (merchant_id, code) DO NOTHING`.execute(db);
}
