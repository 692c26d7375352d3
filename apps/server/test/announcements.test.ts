import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementTypes, announcementsValue, bannerGroups, successEnvelope } from '@portal/contract';
import { boCall, staffToken } from './bo-games-staff.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({
    url: `/wps/relay/MCSFE_getListAnnouncements?${query}`,
    headers: demo(headers),
  });
  expect(res.statusCode, res.body).toBe(200);
  return successEnvelope(announcementsValue).parse(res.json()).value;
};

describe('MCSFE_getListAnnouncements', () => {
  it('has announcements of every type and banners for every group the spec names', async () => {
    const all = await list(`types=${announcementTypes.join(',')}&platform=W&execution=B`);
    expect(all.player.length).toBeGreaterThan(1);
    expect(all.popup.length).toBeGreaterThan(0);
    expect(all.promotion.length).toBeGreaterThan(0);
    expect(all.help.length).toBeGreaterThan(0);
    // The points mall is not built yet: its group has no demo banner (decision 0012).
    for (const group of bannerGroups.filter((g) => g !== 'w_shop'))
      expect(
        all.banners.some((b) => b.groupName === group),
        group,
      ).toBe(true);
  });

  it('filters banners by group and returns only the requested types', async () => {
    const home = await list('types=B&groupName=w_home');
    expect(home.banners.length).toBe(3);
    expect(home.banners.every((b) => b.groupName === 'w_home')).toBe(true);
    expect(home.banners.some((b) => b.linkageType !== null)).toBe(true);
    expect(home.player).toEqual([]);
    const marquee = await list('types=PL');
    expect(marquee.banners).toEqual([]);
    expect(marquee.player.length).toBeGreaterThan(0);
  });

  it('localizes titles and keeps unpublished or expired items out', async () => {
    const en = await list('types=PL', { language: 'EN' });
    expect(en.player[0]?.title).toMatch(/Welcome/);
    const merchant = await t.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 86_400_000);
    const future = new Date(Date.now() + 86_400_000);
    await t.db
      .insertInto('announcement')
      .values([
        {
          merchant_id: merchant.id,
          type: 'PL',
          execution: 'B',
          title: JSON.stringify({ TW: 'expired' }),
          content: JSON.stringify({ TW: '' }),
          sort: 0,
          start_at: past,
          end_at: past,
        },
        {
          merchant_id: merchant.id,
          type: 'PL',
          execution: 'B',
          title: JSON.stringify({ TW: 'scheduled' }),
          content: JSON.stringify({ TW: '' }),
          sort: 0,
          start_at: future,
        },
      ])
      .execute();
    const titles = (await list('types=PL')).player.map((a) => a.title);
    expect(titles).not.toContain('expired');
    expect(titles).not.toContain('scheduled');
  });

  it('shows popups by execution: B before login, A and F after the first login', async () => {
    const merchant = await t.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('announcement')
      .values([
        {
          merchant_id: merchant.id,
          type: 'PU',
          execution: 'A',
          title: JSON.stringify({ TW: 'every login' }),
          content: JSON.stringify({ TW: '' }),
          sort: 0,
        },
        {
          merchant_id: merchant.id,
          type: 'PU',
          execution: 'F',
          title: JSON.stringify({ TW: 'first login' }),
          content: JSON.stringify({ TW: '' }),
          sort: 0,
        },
      ])
      .execute();
    const titles = async (execution: string) =>
      (await list(`types=PU&execution=${execution}`)).popup.map((p) => p.title);
    expect(await titles('B')).not.toContain('every login');
    expect(await titles('A')).toEqual(['every login']);
    expect(await titles('F')).toEqual(expect.arrayContaining(['every login', 'first login']));
  });

  it('refuses unknown types with request_param_err', async () => {
    const res = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=B,XX',
      headers: demo(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('request_param_err');
  });
});

describe('notice reads (decision 0067)', () => {
  it("keeps each member's read notices, refuses others' ids quietly, and counts readers for staff", async () => {
    const merchantId = await demoMerchantId(t);
    const [a, b] = await Promise.all([registerMember(t, 'nra'), registerMember(t, 'nrb')]);
    const as = (token: string) => ({
      unread: async () => {
        const res = await t.app.inject({
          url: '/wps/member/announcements/unread?platform=W',
          headers: demo({ authorization: token }),
        });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json() as { value: { unread: number[] } }).value.unread;
      },
      read: (ids: unknown) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/member/announcements/read',
          headers: demo({ authorization: token }),
          payload: { ids },
        }),
    });
    const live = (await list('types=PL&platform=W')).player.map((n) => n.id);
    expect(live.length).toBeGreaterThan(1);
    expect(await as(a.token).unread()).toEqual(live);
    // Another merchant's announcement: not marked.
    const settings = (
      await t.db
        .selectFrom('merchant')
        .select('settings')
        .where('id', '=', merchantId)
        .executeTakeFirstOrThrow()
    ).settings;
    const other = await t.db
      .insertInto('merchant')
      .values({ code: 'nrother', name: 'Other', settings: JSON.stringify(settings) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .insertInto('announcement')
      .values({
        merchant_id: other.id,
        type: 'PL',
        execution: 'B',
        title: JSON.stringify({ TW: 'x' }),
        content: JSON.stringify({ TW: 'y' }),
        sort: 0,
        end_at: null,
        published: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await as(a.token).read([live[0], foreign.id]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.updated).toBe(1);
    // Repeats change nothing; b's state is its own.
    expect((await as(a.token).read([live[0]])).json().value.updated).toBe(0);
    expect(await as(a.token).unread()).toEqual(live.slice(1));
    expect(await as(b.token).unread()).toEqual(live);
    // Bad input is refused and changes nothing; no session, no answer.
    expect((await as(a.token).read([])).statusCode).toBe(400);
    expect((await as(a.token).read(['x'])).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/wps/member/announcements/unread', headers: demo() })).statusCode,
    ).toBe(401);
    // Staff see how many members read each notice.
    const owner = boCall(t, await staffToken(t, merchantId, 'OWNER', 'bo_nr_owner'));
    const rows = (await owner('GET', '/bo/v1/content/announcements?type=PL')).json.value.rows as {
      id: number;
      readCount: number;
    }[];
    expect(rows.find((r) => r.id === live[0])?.readCount).toBe(1);
    expect(rows.find((r) => r.id === live[1])?.readCount).toBe(0);
  });
});
