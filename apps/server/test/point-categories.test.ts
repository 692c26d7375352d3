// ci: postgres (concurrency: .ci/run runs this file on PostgreSQL too)
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillPointCategories, tieItemsToCategories } from '../src/db/migrations/0045-point-categories.ts';
import * as pointsRepo from '../src/modules/points/repository.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';
import { staffSession } from './bo-staff.ts';

// Decision 0049: the points-mall categories are the operator's. CRUD with unique codes (also under a race),
// no delete while items use a category, items only in the merchant's categories, the members' tabs in the
// operator's order and their language, disabled categories hidden, and the migration keeping old items valid.

let t: TestContext;
let merchantId: number;
let ops: { id: number; token: string };
let support: { id: number; token: string };
let memberToken: string;

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  ops = await staffSession(t, 'pc_ops', 'OPERATIONS');
  support = await staffSession(t, 'pc_support', 'SUPPORT');
  memberToken = (await registerMember(t, 'pc')).token;
});
afterAll(() => t?.close());

type Json = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in assertions
  value?: any;
  errorCode?: string;
  message?: string;
};
const bo = async (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language = 'EN',
) => {
  const res = await t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token, language, 'user-agent': 'point-categories-test/1' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, json: res.json() as Json };
};
const member = async (url: string, language = 'EN') => {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: demo({ authorization: memberToken, language }),
  });
  return { status: res.statusCode, json: res.json() as Json };
};
const category = (code: string, over: object = {}) => ({
  code,
  name: { TW: `${code} 中`, EN: `${code} en`, VI: `${code} vi` },
  sort: 50,
  enabled: true,
  ...over,
});
const item = (categoryCode: string, over: object = {}) => ({
  category: categoryCode,
  name: { TW: '分類測試', EN: 'Category test', VI: 'Thử danh mục' },
  description: null,
  images: [],
  pricePoints: 100,
  mixPoints: null,
  mixMoney: null,
  stock: 5,
  enabled: true,
  sort: 0,
  ...over,
});
const create = async (code: string, over: object = {}) => {
  const res = await bo(ops.token, 'POST', '/bo/v1/point-categories', category(code, over));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value.id as number;
};
const newItem = async (code: string, over: object = {}) => {
  const res = await bo(ops.token, 'POST', '/bo/v1/points/items', item(code, over));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.value.id as number;
};
const types = async (language = 'EN') =>
  (await member('/wps/relay/MCSFE_getPointRewardConversionType', language)).json.value.types as {
    type: string;
    name: string;
  }[];

describe('back office', () => {
  it('the demo merchant has the four former categories with their names, and their items', async () => {
    const list = await bo(support.token, 'GET', '/bo/v1/point-categories');
    expect(list.status).toBe(200);
    expect(list.json.value.slice(0, 4)).toMatchObject([
      { code: 'DIGITAL', name: { TW: '數碼', EN: 'Digital', VI: 'Kỹ thuật số' }, enabled: true, items: 1 },
      { code: 'LIFESTYLE', name: { EN: 'Lifestyle' }, items: 1 },
      { code: 'VOUCHER', name: { EN: 'Vouchers' }, items: 1 },
      { code: 'COLLECTIBLE', name: { VI: 'Sưu tầm' }, items: 1 },
    ]);
  });

  it('creates, edits (the code stays) and deletes with points.manage; reads with points.read; audited', async () => {
    expect(
      (await bo(support.token, 'POST', '/bo/v1/point-categories', category('SUPPORT_X'))).json,
    ).toMatchObject({ errorCode: 'permission.denied' });
    const made = await bo(ops.token, 'POST', '/bo/v1/point-categories', category('GADGETS'));
    expect(made.status, JSON.stringify(made.json)).toBe(200);
    const id = made.json.value.id as number;
    expect(made.json.value).toMatchObject({ code: 'GADGETS', sort: 50, enabled: true, items: 0 });

    const edited = await bo(ops.token, 'PUT', `/bo/v1/point-categories/${id}`, {
      ...category('OTHER_CODE', { sort: 7, enabled: false }),
      name: { TW: '小物', EN: '', VI: '' },
    });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    expect(edited.json.value).toMatchObject({
      id,
      code: 'GADGETS',
      sort: 7,
      enabled: false,
      name: { TW: '小物', EN: '', VI: '' },
    });
    expect((await bo(ops.token, 'PUT', '/bo/v1/point-categories/999999', category('GADGETS'))).status).toBe(
      404,
    );

    const gone = await bo(ops.token, 'DELETE', `/bo/v1/point-categories/${id}`);
    expect(gone.status, JSON.stringify(gone.json)).toBe(200);
    const list = (await bo(support.token, 'GET', '/bo/v1/point-categories')).json.value as { id: number }[];
    expect(list.some((c) => c.id === id)).toBe(false);
    expect((await bo(ops.token, 'DELETE', `/bo/v1/point-categories/${id}`)).status).toBe(404);

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target', '=', `point-category:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'point.category.create',
      'point.category.update',
      'point.category.delete',
    ]);
  });

  it('refuses a bad code and a code the merchant has (409 pointcategory.exists)', async () => {
    for (const code of ['x', 'lower', 'A B', 'A'.repeat(31), 'ÄB'])
      expect((await bo(ops.token, 'POST', '/bo/v1/point-categories', category(code))).json.errorCode).toBe(
        'request_param_err',
      );
    expect(
      (await bo(ops.token, 'POST', '/bo/v1/point-categories', { ...category('NO_TW'), name: { TW: ' ' } }))
        .json.errorCode,
    ).toBe('request_param_err');
    await create('DUP_ME');
    const dup = await bo(ops.token, 'POST', '/bo/v1/point-categories', category('DUP_ME'), 'VI');
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({
      errorCode: 'pointcategory.exists',
      message: 'Cửa hàng đã có danh mục với mã này',
    });
    const taken = await bo(ops.token, 'POST', '/bo/v1/point-categories', category('DIGITAL'));
    expect(taken.json.errorCode).toBe('pointcategory.exists');
  });

  it('two operators saving one new code at once: one row, the others told it exists (never a 500)', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => bo(ops.token, 'POST', '/bo/v1/point-categories', category('RACE_CODE'))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    for (const r of answers.filter((x) => x.status === 409))
      expect(r.json.errorCode).toBe('pointcategory.exists');
    const rows = await t.db
      .selectFrom('point_category')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('code', '=', 'RACE_CODE')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('the unique index decides a save that passed the check: the repository answers null, not an error', async () => {
    const v = { name: { TW: '索引' }, sort: 0, enabled: true };
    expect(await pointsRepo.insertCategory(t.db, merchantId, 'IDX_CODE', v)).toEqual(expect.any(Number));
    expect(await pointsRepo.insertCategory(t.db, merchantId, 'IDX_CODE', v)).toBeNull();
  });

  it('refuses to delete a category items use (409 pointcategory.inuse, with how many), until they move', async () => {
    const id = await create('IN_USE');
    const a = await newItem('IN_USE');
    await newItem('IN_USE', { enabled: false });
    const refused = await bo(ops.token, 'DELETE', `/bo/v1/point-categories/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ errorCode: 'pointcategory.inuse', value: { items: 2 } });
    expect(refused.json.message).toContain('2');
    const listed = (await bo(support.token, 'GET', '/bo/v1/point-categories')).json.value as {
      id: number;
      items: number;
    }[];
    expect(listed.find((c) => c.id === id)?.items).toBe(2);
    // Both items move to another category: then it goes.
    const items = (await bo(ops.token, 'GET', '/bo/v1/points/items')).json.value.items as {
      id: number;
      category: string;
    }[];
    for (const i of items.filter((x) => x.category === 'IN_USE'))
      expect((await bo(ops.token, 'PUT', `/bo/v1/points/items/${i.id}`, item('LIFESTYLE'))).status).toBe(200);
    expect(items.some((i) => i.id === a)).toBe(true);
    expect((await bo(ops.token, 'DELETE', `/bo/v1/point-categories/${id}`)).status).toBe(200);
  });

  it('refuses an item in a category the merchant does not have (400 pointcategory.unknown), also past the check', async () => {
    const bad = await bo(ops.token, 'POST', '/bo/v1/points/items', item('NO_SUCH_CAT'));
    expect(bad.status).toBe(400);
    expect(bad.json.errorCode).toBe('pointcategory.unknown');
    const id = await newItem('DIGITAL');
    const edit = await bo(ops.token, 'PUT', `/bo/v1/points/items/${id}`, item('NO_SUCH_CAT'));
    expect(edit.json.errorCode).toBe('pointcategory.unknown');
    expect((await bo(ops.token, 'POST', '/bo/v1/points/items', item('bad code'))).json.errorCode).toBe(
      'request_param_err',
    );
    // A save that raced the category's delete: the foreign key refuses it, and it is recognised as such.
    const values = {
      category: 'GHOST',
      name: { TW: '幽靈' },
      description: null,
      images: [],
      pricePoints: 1n,
      mixPoints: null,
      mixMoney: null,
      stock: 1,
      enabled: true,
      sort: 0,
    };
    const error = await pointsRepo.insertItem(t.db, merchantId, values).catch((e: unknown) => e);
    expect(pointsRepo.isUnknownCategory(error)).toBe(true);
  });
});

describe('member calls', () => {
  it("list enabled categories with enabled items, in the operator's order, in the member's language (else TW)", async () => {
    // Sort 2 ties with VOUCHER (the older row goes first), before COLLECTIBLE (3).
    await create('ZZ_FIRST', { sort: 2, name: { TW: '首位', EN: 'First', VI: '' } });
    await create('EMPTY_CAT', { sort: 0 });
    await create('OFF_ITEMS', { sort: 0 });
    await newItem('ZZ_FIRST');
    await newItem('OFF_ITEMS', { enabled: false });

    const en = await types('EN');
    expect(en.slice(0, 5).map((c) => c.type)).toEqual([
      'DIGITAL',
      'LIFESTYLE',
      'VOUCHER',
      'ZZ_FIRST',
      'COLLECTIBLE',
    ]);
    expect(en[3]).toEqual({ type: 'ZZ_FIRST', name: 'First' });
    expect(en.map((c) => c.type)).not.toContain('EMPTY_CAT');
    expect(en.map((c) => c.type)).not.toContain('OFF_ITEMS');
    expect((await types('VI'))[3]).toEqual({ type: 'ZZ_FIRST', name: '首位' });
    expect((await types('VI')).find((c) => c.type === 'VOUCHER')?.name).toBe('Phiếu quà');
    expect((await types('TW')).find((c) => c.type === 'DIGITAL')?.name).toBe('數碼');
    // The desktop twin answers the same.
    expect((await member('/wps/relay/MCS2_getPointRewardConversionType')).json.value.types).toEqual(en);

    // Reordering moves the tab.
    const digital = (await bo(support.token, 'GET', '/bo/v1/point-categories')).json.value.find(
      (c: { code: string }) => c.code === 'DIGITAL',
    );
    await bo(ops.token, 'PUT', `/bo/v1/point-categories/${digital.id}`, { ...digital, sort: 9999 });
    expect((await types()).at(-1)?.type).toBe('DIGITAL');
  });

  it('filter items by any code (unknown: empty list; not a code: refused); a disabled category hides its items', async () => {
    const id = await create('HIDE_ME');
    const itemId = await newItem('HIDE_ME');
    const of = async (type: string) =>
      (await member(`/wps/relay/MCSFE_getPointReward?type=${type}&size=100`)).json;
    expect((await of('HIDE_ME')).value.list.map((r: { rewardId: number }) => r.rewardId)).toEqual([itemId]);
    expect((await of('UNKNOWN_CODE')).value).toMatchObject({ list: [], totalCount: 0 });
    expect((await of('bad%20code')).errorCode).toBe('request_param_err');

    await bo(ops.token, 'PUT', `/bo/v1/point-categories/${id}`, category('HIDE_ME', { enabled: false }));
    expect((await of('HIDE_ME')).value.list).toEqual([]);
    const all = (await member('/wps/relay/MCSFE_getPointReward?size=100')).json.value;
    expect(all.list.some((r: { rewardId: number }) => r.rewardId === itemId)).toBe(false);
    expect((await types()).map((c) => c.type)).not.toContain('HIDE_ME');
    // Nor can it be redeemed.
    const redeem = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/passwordCheck/MCSFE_redeemPointReward',
      headers: demo({ authorization: memberToken, language: 'EN' }),
      payload: {
        rewardId: itemId,
        quantity: 1,
        redeemType: 'P',
        password: '246810',
        name: 'Lin',
        address: 'Road 1',
        mobile: '0912345678',
      },
    });
    expect(redeem.json().errorCode).toBe('points.item.unavailable');
  });
});

describe('migration 0045', () => {
  it('gives every merchant the four categories and one for every code its items use; old items stay valid', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    // The state before the migration: items under the fixed codes and one odd code, no categories.
    await sql`ALTER TABLE point_mall_item DROP CONSTRAINT point_mall_item_category_fk`.execute(db);
    await sql`DELETE FROM point_category`.execute(db);
    const legacy = await sql<{ id: number }>`
      INSERT INTO point_mall_item (merchant_id, category, name, price_points, stock)
      VALUES (${merchantId}, 'LEGACY_X', '{"TW":"舊商品"}'::jsonb, 10, 1) RETURNING id`.execute(db);

    await backfillPointCategories(db);
    await backfillPointCategories(db); // idempotent
    await tieItemsToCategories(db); // would fail if any item had no category

    const merchants = await t.db.selectFrom('merchant').select('id').execute();
    const rows = await t.db
      .selectFrom('point_category')
      .select(['merchant_id', 'code', 'name', 'sort', 'enabled'])
      .orderBy('merchant_id')
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const m of merchants)
      expect(
        rows
          .filter((r) => r.merchant_id === m.id)
          .map((r) => r.code)
          .slice(0, 4),
      ).toEqual(['DIGITAL', 'LIFESTYLE', 'VOUCHER', 'COLLECTIBLE']);
    const mine = rows.filter((r) => r.merchant_id === merchantId);
    expect(mine.find((r) => r.code === 'VOUCHER')).toMatchObject({
      name: { TW: '禮券', EN: 'Vouchers', VI: 'Phiếu quà' },
      enabled: true,
    });
    expect(mine.find((r) => r.code === 'LEGACY_X')).toMatchObject({ name: { TW: 'LEGACY_X' }, sort: 4 });
    // Every item of every merchant has its category; members still see the old items.
    const orphans = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM point_mall_item i
      WHERE NOT EXISTS (SELECT 1 FROM point_category c WHERE c.merchant_id = i.merchant_id AND c.code = i.category)`.execute(
      db,
    );
    expect(orphans.rows[0]!.n).toBe(0);
    const legacyList = (await member('/wps/relay/MCSFE_getPointReward?type=LEGACY_X')).json.value;
    expect(legacyList.list.map((r: { rewardId: number }) => r.rewardId)).toEqual([legacy.rows[0]!.id]);
    expect((await types()).map((c) => c.type)).toContain('LEGACY_X');
  });
});
