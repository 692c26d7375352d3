// ci: postgres (money or concurrency: .ci/run runs this file on PostgreSQL too)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger } from '../src/modules/wallet/ledger.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';
import { createStaff, staffToken } from './staff-helpers.ts';

// Promotions for members (issue 16 item 2, decision 0038): list and detail by category and schedule,
// applications with a comment and pictures, one pending per member, review in the back office whose
// approval grants the bonus exactly once (with its turnover requirement), rejection reasons, budgets.

let t: TestContext;
let merchantId: number;

const png = (size = 64) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(size, 7)]);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

const boundary = '----promo-boundary';
type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer };
function form(parts: Part[]) {
  const chunks: Buffer[] = [];
  for (const p of parts)
    chunks.push(
      'bytes' in p
        ? Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            p.bytes,
            Buffer.from('\r\n'),
          ])
        : Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`,
          ),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
const picture = (bytes: Buffer, filename = 'win.png') => ({ name: 'pictures', filename, bytes });

async function apply(token: string, promotionId: number, remarks: string, pictures: Buffer[] = []) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/relay/MCSFE_signUpRequestReward',
    headers: demo({
      authorization: token,
      language: 'EN',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    }),
    payload: form([
      { name: 'promotionId', value: String(promotionId) },
      { name: 'remarks', value: remarks },
      ...pictures.map((b) => picture(b)),
    ]),
  });
  return { status: res.statusCode, body: res.json() };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: demo({ language: 'EN', ...headers }) });
const bo = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', language: 'EN', authorization: await staffToken(t, user) },
    ...(payload ? { payload } : {}),
  });

/** A PR announcement with settings, straight in the database; `start`/`end` its schedule. */
async function promotion(opts: {
  category: string;
  bonus?: bigint;
  multiple?: number;
  limit?: 'ONCE' | 'UNLIMITED';
  budget?: bigint | null;
  remarkRequired?: boolean;
  picturesRequired?: boolean;
  start?: Date;
  end?: Date | null;
  published?: boolean;
  apply?: boolean;
}) {
  const { id } = await t.db
    .insertInto('announcement')
    .values({
      merchant_id: merchantId,
      type: 'PR',
      execution: 'B',
      title: JSON.stringify({ TW: '測試優惠', EN: `Test promo ${opts.category}`, VI: 'KM thử' }),
      content: JSON.stringify({ TW: '<p>內容</p>', EN: '<p>Rules</p>', VI: '<p>Nội dung</p>' }),
      category: opts.category,
      sort: 100,
      start_at: opts.start ?? new Date(Date.now() - 60_000),
      end_at: opts.end ?? null,
      published: opts.published ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (opts.apply !== false)
    await t.db
      .insertInto('promotion_setting')
      .values({
        announcement_id: id,
        merchant_id: merchantId,
        apply_enabled: true,
        remark_required: opts.remarkRequired ?? false,
        pictures_required: opts.picturesRequired ?? false,
        bonus: opts.bonus ?? 1_000n,
        turnover_multiple: opts.multiple ?? 0,
        per_member: opts.limit ?? 'ONCE',
        budget: opts.budget ?? null,
      })
      .execute();
  return id;
}

beforeAll(async () => {
  t = await startTestApp();
  merchantId = await demoMerchantId(t);
  await createStaff(t, { username: 'promo-owner', role: 'OWNER' });
  await createStaff(t, { username: 'promo-ops', role: 'OPERATIONS' });
  await createStaff(t, { username: 'promo-fin', role: 'FINANCE' });
  await createStaff(t, { username: 'promo-sup', role: 'SUPPORT' });
});
afterAll(() => t?.close());

describe('list and detail', () => {
  it('answers the seeded categories and promotions by category, in their schedule only', async () => {
    const cats = await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory');
    expect(cats.statusCode).toBe(200);
    expect(cats.json().value.map((c: { code: string }) => c.code)).toEqual([
      'new_player',
      'deposit',
      'daily',
      'special',
    ]);
    expect(cats.json().value[0].name).toBe('New players');

    const live = await promotion({ category: 'sched' });
    const future = await promotion({ category: 'sched', start: new Date(Date.now() + 3_600_000) });
    const ended = await promotion({ category: 'sched', end: new Date(Date.now() - 1_000) });
    const draft = await promotion({ category: 'sched', published: false });
    const list = await get('/wps/relay/MCSFE_getListAnnouncements?types=PR&category=sched');
    expect(list.json().value.promotion.map((p: { id: number }) => p.id)).toEqual([live]);
    const all = await get('/wps/relay/MCSFE_getListAnnouncements?types=PR');
    const newPlayer = all
      .json()
      .value.promotion.filter((p: { category: string }) => p.category === 'new_player');
    expect(newPlayer.length).toBeGreaterThanOrEqual(2);

    const detail = await get(`/wps/relay/MCS2_getPromotionDetail?id=${live}`);
    expect(detail.json().value).toMatchObject({
      id: live,
      category: 'sched',
      title: 'Test promo sched',
      content: '<p>Rules</p>',
      rules: { applyEnabled: true, bonus: 10, requiredTurnover: 0, limit: 'ONCE' },
    });
    for (const id of [future, ended, draft]) {
      const res = await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`);
      expect(res.statusCode).toBe(404);
    }
    // Before login: what can be applied for, among them the seeded application promotions.
    const available = await get('/wps/relay/MCSFE_getMerchantAvailablePromotions');
    const ids = available.json().value.map((p: { id: number }) => p.id);
    expect(ids).toContain(live);
    expect(ids).not.toContain(future);
    expect(
      available.json().value.some((p: { rules: { picturesRequired: boolean } }) => p.rules.picturesRequired),
    ).toBe(true);
  });
});

describe('applying', () => {
  it('validates the comment and the pictures (count, type by content, size)', async () => {
    const id = await promotion({ category: 'val', remarkRequired: true, picturesRequired: true });
    const m = await registerMember(t, 'pv');
    const long = await apply(m.token, id, 'x'.repeat(141), [png()]);
    expect(long.body).toMatchObject({ errorCode: 'request_param_err', value: { remarks: 'at most 140' } });
    expect((await apply(m.token, id, '', [png()])).body.value).toEqual({ remarks: 'required' });
    expect((await apply(m.token, id, 'hello')).body.value).toEqual({ pictures: 'required' });
    const four = await apply(m.token, id, 'hello', [png(), png(), png(), png()]);
    expect(four.status).toBe(400);
    expect(four.body.errorCode).toBe('request_param_err');
    const text = await apply(m.token, id, 'hello', [Buffer.from('just some text, not a picture at all')]);
    expect(text.body.errorCode).toBe('image.invalid');
    const big = await apply(m.token, id, 'hello', [png(5 * 1024 * 1024)]);
    expect(big.body.errorCode).toBe('image.invalid');
    // Nothing was stored by the refused ones.
    const mine = await get('/wps/relay/MCSFE_getPromotionApplications', { authorization: m.token });
    expect(mine.json().value).toEqual([]);

    const okay = await apply(m.token, id, '中'.repeat(140), [png(), jpeg, png(128)]);
    expect(okay.status).toBe(200);
    expect(okay.body.value).toMatchObject({ status: 'PENDING', pictures: 3, promotionId: id });
  }, 30_000);

  it('keeps one pending application per member and promotion (a repeat answers it)', async () => {
    const id = await promotion({ category: 'one', limit: 'UNLIMITED' });
    const m = await registerMember(t, 'po');
    const [a, b] = await Promise.all([apply(m.token, id, 'first'), apply(m.token, id, 'second')]);
    expect(a.body.value.id).toBe(b.body.value.id);
    const again = await apply(m.token, id, 'third');
    expect(again.body.value.id).toBe(a.body.value.id);
    const rows = await t.db
      .selectFrom('promotion_application')
      .selectAll()
      .where('announcement_id', '=', id)
      .execute();
    expect(rows).toHaveLength(1);
    // Not logged in: refused.
    const anon = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getPromotionApplications',
      headers: demo(),
    });
    expect(anon.statusCode).toBe(401);
    // A promotion that takes no applications.
    const closed = await promotion({ category: 'one', apply: false });
    expect((await apply(m.token, closed, 'x')).body.errorCode).toBe('promotion.not.available');
  });
});

describe('review', () => {
  it('approving twice at once grants one bonus, whose turnover holds withdrawals', async () => {
    const id = await promotion({ category: 'rev', bonus: 2_500n, multiple: 4, picturesRequired: true });
    const m = await registerMember(t, 'pa');
    const applied = await apply(m.token, id, 'look', [png(), jpeg]);
    const appId = applied.body.value.id as string;

    const queue = await bo('GET', '/bo/v1/promotions/applications?status=PENDING', 'promo-fin');
    const row = queue.json().value.find((r: { id: string }) => r.id === appId);
    expect(row).toMatchObject({ remarks: 'look', pictures: 2, status: 'PENDING' });
    const pic = await bo('GET', `/bo/v1/promotions/applications/${appId}/pictures/2`, 'promo-sup');
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['content-type']).toBe('image/jpeg');

    await staffToken(t, 'promo-ops');
    const [x, y] = await Promise.all([
      bo('POST', `/bo/v1/promotions/applications/${appId}/approve`, 'promo-ops'),
      bo('POST', `/bo/v1/promotions/applications/${appId}/approve`, 'promo-ops'),
    ]);
    expect([x.statusCode, y.statusCode]).toEqual([200, 200]);
    const transfers = await t.db
      .selectFrom('ledger_transfer')
      .select('id')
      .where('idempotency_key', '=', `promo-app:${appId}`)
      .execute();
    expect(transfers).toHaveLength(1);
    const ledger = createLedger(t.db);
    const bonus = (await ledger.balances(merchantId, m.id)).filter((r) => r.kind === 'bonus');
    expect(bonus.reduce((s, r) => s + r.balance, 0n)).toBe(2_500n);

    const mine = await get('/wps/relay/MCS2_getPromotionApplications', { authorization: m.token });
    expect(mine.json().value[0]).toMatchObject({
      id: appId,
      status: 'APPROVED',
      bonus: 25,
      requiredTurnover: 100,
    });
    const withdraw = await get('/wps/relay/MCSFE_getWithdrawSettings', { authorization: m.token });
    expect(withdraw.json().value.turnover.remaining).toBeGreaterThanOrEqual(100);
    const spent = await bo('GET', '/bo/v1/promotions', 'promo-sup');
    expect(spent.json().value.find((p: { id: number }) => p.id === id)).toMatchObject({
      spent: '2500',
      pending: 0,
    });

    // Once per member: a new application is refused.
    expect((await apply(m.token, id, 'again', [png()])).body.errorCode).toBe('prom.claim.processed');
    // An approved application cannot be rejected afterwards.
    const late = await bo('POST', `/bo/v1/promotions/applications/${appId}/reject`, 'promo-ops', {
      reason: 'no',
    });
    expect(late.json().errorCode).toBe('promotion.application.reviewed');
    expect(await ledger.invariantViolations(merchantId)).toEqual([]);
  }, 30_000);

  it('rejects with the reason the member sees; audits the review', async () => {
    const id = await promotion({ category: 'rej' });
    const m = await registerMember(t, 'pr');
    const appId = (await apply(m.token, id, 'please')).body.value.id as string;
    const res = await bo('POST', `/bo/v1/promotions/applications/${appId}/reject`, 'promo-fin', {
      reason: 'Screenshot does not show the win',
    });
    expect(res.statusCode).toBe(200);
    const mine = await get('/wps/relay/MCSFE_getPromotionApplications', { authorization: m.token });
    expect(mine.json().value[0]).toMatchObject({
      status: 'REJECTED',
      reason: 'Screenshot does not show the win',
      bonus: null,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'promotion.application.reject')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
    // After a rejection the member may apply again.
    expect((await apply(m.token, id, 'second try')).body.value.status).toBe('PENDING');
  });

  it('refuses an approval past the budget', async () => {
    const id = await promotion({ category: 'bud', bonus: 1_000n, budget: 1_500n, limit: 'UNLIMITED' });
    const a = await registerMember(t, 'pb');
    const b = await registerMember(t, 'pb');
    const first = (await apply(a.token, id, '')).body.value.id as string;
    const second = (await apply(b.token, id, '')).body.value.id as string;
    expect(
      (await bo('POST', `/bo/v1/promotions/applications/${first}/approve`, 'promo-owner')).statusCode,
    ).toBe(200);
    const over = await bo('POST', `/bo/v1/promotions/applications/${second}/approve`, 'promo-owner');
    expect(over.statusCode).toBe(400);
    expect(over.json().errorCode).toBe('promotion.budget.exceeded');
    const row = await t.db
      .selectFrom('promotion_application')
      .select('status')
      .where('id', '=', BigInt(second))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
    // Members are refused at once once the budget cannot pay another bonus.
    const c = await registerMember(t, 'pb');
    expect((await apply(c.token, id, '')).body.errorCode).toBe('promotion.budget.exceeded');
  });

  it('edits settings by permission, audited', async () => {
    const id = await promotion({ category: 'perm' });
    const edit = {
      applyEnabled: true,
      remarkRequired: true,
      picturesRequired: false,
      bonus: '3000',
      turnoverMultiple: 2,
      limit: 'UNLIMITED',
      budget: '90000',
    };
    expect((await bo('PUT', `/bo/v1/promotions/${id}/settings`, 'promo-fin', edit)).statusCode).toBe(403);
    expect((await bo('PUT', `/bo/v1/promotions/${id}/settings`, 'promo-sup', edit)).statusCode).toBe(403);
    const saved = await bo('PUT', `/bo/v1/promotions/${id}/settings`, 'promo-ops', edit);
    expect(saved.json().value).toMatchObject({
      bonus: '3000',
      turnoverMultiple: 2,
      limit: 'UNLIMITED',
      budget: '90000',
    });
    const detail = await get(`/wps/relay/MCSFE_getPromotionDetail?id=${id}`);
    expect(detail.json().value.rules).toMatchObject({
      remarkRequired: true,
      bonus: 30,
      requiredTurnover: 60,
    });
    const m = await registerMember(t, 'pp');
    const appId = (await apply(m.token, id, 'x')).body.value.id as string;
    expect(
      (await bo('POST', `/bo/v1/promotions/applications/${appId}/approve`, 'promo-sup')).statusCode,
    ).toBe(403);
    expect((await bo('GET', '/bo/v1/promotions/applications', 'promo-sup')).statusCode).toBe(200);
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'promotion.settings')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });
});

describe('categories in the back office', () => {
  const cat = (code: string, tw: string, sort = 50) => ({
    code,
    name: { TW: tw, EN: `${tw} en`, VI: `${tw} vi` },
    sort,
  });

  it('adds, renames and reorders a category that members then see; refuses a taken code and a bad one', async () => {
    expect(
      (await bo('POST', '/bo/v1/promotion-categories', 'promo-sup', cat('vip_club', '俱樂部'))).statusCode,
    ).toBe(403);
    const made = await bo('POST', '/bo/v1/promotion-categories', 'promo-ops', cat('vip_club', '俱樂部', 0));
    expect(made.statusCode).toBe(200);
    const id = made.json().value.id as number;
    expect(made.json().value).toMatchObject({ code: 'vip_club', promotions: 0, sort: 0 });
    const taken = await bo('POST', '/bo/v1/promotion-categories', 'promo-ops', cat('vip_club', '重複'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errorCode).toBe('promotion.category.exists');
    const bad = await bo('POST', '/bo/v1/promotion-categories', 'promo-ops', cat('VIP Club!', 'x'));
    expect(bad.statusCode).toBe(400);

    // Members see it, in its order, in their language.
    const names = async () =>
      (await get('/wps/relay/PROMOFE_getPromotionAnnouncementCategory')).json().value as {
        code: string;
        name: string;
      }[];
    const seen = await names();
    expect(seen.find((c) => c.code === 'vip_club')?.name).toBe('俱樂部 en');
    expect(seen.findIndex((c) => c.code === 'vip_club')).toBeLessThan(
      seen.findIndex((c) => c.code === 'deposit'),
    );

    // Renaming keeps the code (a code in the body is ignored) and moves it last.
    const renamed = await bo('PUT', `/bo/v1/promotion-categories/${id}`, 'promo-ops', {
      ...cat('other_code', '貴賓', 9999),
    });
    expect(renamed.json().value).toMatchObject({ id, code: 'vip_club', sort: 9999, name: { EN: '貴賓 en' } });
    const after = await names();
    expect(after.at(-1)).toEqual({ code: 'vip_club', name: '貴賓 en' });
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target', '=', `promotion-category:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['promotion.category.create', 'promotion.category.update']);
  });

  it('deletes a category only when no promotion is filed under it', async () => {
    const id = (await bo('POST', '/bo/v1/promotion-categories', 'promo-ops', cat('in_use', '使用中'))).json()
      .value.id as number;
    const promo = await promotion({ category: 'in_use' });
    const list = await bo('GET', '/bo/v1/promotion-categories', 'promo-sup');
    expect(list.json().value.find((c: { id: number }) => c.id === id).promotions).toBe(1);
    const refused = await bo('DELETE', `/bo/v1/promotion-categories/${id}`, 'promo-ops');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errorCode: 'promotion.category.in.use',
      value: { promotions: 1 },
    });
    // The message names the count (its {{promotions}} was left unfilled before).
    expect(refused.json().message).not.toContain('{{');
    expect(refused.json().message).toContain('1');
    await t.db.updateTable('announcement').set({ category: null }).where('id', '=', promo).execute();
    expect((await bo('DELETE', `/bo/v1/promotion-categories/${id}`, 'promo-ops')).statusCode).toBe(200);
    expect((await bo('DELETE', `/bo/v1/promotion-categories/${id}`, 'promo-ops')).statusCode).toBe(404);
    const codes = (await bo('GET', '/bo/v1/promotion-categories', 'promo-sup'))
      .json()
      .value.map((c: { code: string }) => c.code);
    expect(codes).not.toContain('in_use');
  });
});
