import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireDownline } from '../src/modules/agents/access.ts';
import { depthBelow, downlineQuery, uplines } from '../src/modules/agents/tree-repository.ts';
import { demo, demoMerchantId, registerMember, startTestApp, type TestContext } from './harness.ts';

// Issue 17 (decision 0053): the agent tree's walks and the access rule every agent-centre call builds on,
// and the agent announcements (type AG), which only agents can read.

let t: TestContext;

const ids: Record<string, number> = {};

async function login(username: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    headers: demo(),
    payload: { username, password: 'Demo#2026', type: 'username' },
  });
  return (res.json() as { value: { token: string } }).value.token;
}

beforeAll(async () => {
  t = await startTestApp();

  // root agent A → sub-agent B → player C; a second root agent X → player Y.
  for (const name of ['A', 'B', 'C', 'X', 'Y'])
    ids[name] = (await registerMember(t, `tree${name.toLowerCase()}`)).id;
  const setParent = (child: string, parent: string | null, type: number) =>
    t.db
      .updateTable('customer')
      .set({ parent_id: parent === null ? null : ids[parent]!, type })
      .where('id', '=', ids[child]!)
      .execute();
  await setParent('A', null, 1);
  await setParent('B', 'A', 1);
  await setParent('C', 'B', 0);
  await setParent('X', null, 1);
  await setParent('Y', 'X', 0);
});
afterAll(() => t.close());

describe('agent tree', () => {
  it('walks down with depths and up to the root, nearest first', async () => {
    const down = await downlineQuery(t.db, ids.A!).execute();
    expect(down.map((r) => [r.id, Number(r.depth)]).sort()).toEqual(
      [
        [ids.B, 1],
        [ids.C, 2],
      ].sort(),
    );
    const up = await uplines(t.db, ids.C!);
    expect(up.map((r) => r.id)).toEqual([ids.B, ids.A]);
    expect(await depthBelow(t.db, ids.A!, ids.C!)).toBe(2);
    expect(await depthBelow(t.db, ids.B!, ids.C!)).toBe(1);
  });

  it('refuses every member outside the agent downline the same way', async () => {
    const A = { id: ids.A!, type: 1 };
    await expect(requireDownline(t.db, A, ids.C!)).resolves.toBe(2);
    for (const other of [ids.Y!, ids.X!, ids.A!, 99_999_999])
      await expect(requireDownline(t.db, A, other)).rejects.toMatchObject({
        errorCode: 'agent.downline.not.found',
      });
    // Upwards is not downwards: the sub-agent cannot reach its upline.
    await expect(requireDownline(t.db, { id: ids.B!, type: 1 }, ids.A!)).rejects.toMatchObject({
      errorCode: 'agent.downline.not.found',
    });
    // A player is no agent at all.
    await expect(requireDownline(t.db, { id: ids.C!, type: 0 }, ids.C!)).rejects.toMatchObject({
      errorCode: 'error_not_agent',
    });
  });
});

describe('agent announcements', () => {
  it('lists the AG notices to agents only, never on the player site', async () => {
    const agent = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/announcements',
      headers: demo({ authorization: await login('demo_agent'), language: 'EN' }),
    });
    expect(agent.statusCode).toBe(200);
    const notices = agent.json().value as { title: string }[];
    expect(notices.map((n) => n.title)).toContain('Agent notice: welcome to the agent centre');

    const member = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/announcements',
      headers: demo({ authorization: await login('demo_member') }),
    });
    expect(member.statusCode).toBe(403);
    expect(member.json().errorCode).toBe('error_not_agent');

    const visitor = await t.app.inject({ method: 'GET', url: '/wps/agent/announcements', headers: demo() });
    expect(visitor.statusCode).toBe(401);

    // The public list cannot be asked for agent notices, and its buckets never hold one.
    const asked = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=AG',
      headers: demo(),
    });
    expect(asked.statusCode).toBe(400);
    const all = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements',
      headers: demo({ language: 'EN' }),
    });
    expect(all.body).not.toContain('Agent notice');
  });
});

describe('the member lottery series', () => {
  it('is the LOTT rebate setting, null without one, and needs a session', async () => {
    const ask = (authorization?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/lgw/member/series',
        headers: demo(authorization ? { authorization } : {}),
      });
    // demo_member's seeded LOTT series (decision 0054).
    expect((await ask(await login('demo_member'))).json().value).toEqual({ maxSeries: 1950 });
    const fresh = await registerMember(t, 'series');
    expect((await ask(fresh.token)).json().value).toEqual({ maxSeries: null });
    await t.db
      .insertInto('customer_rebate')
      .values({ merchant_id: await demoMerchantId(t), customer_id: fresh.id, product: 'LOTT', value: 1900 })
      .execute();
    expect((await ask(fresh.token)).json().value).toEqual({ maxSeries: 1900 });
    expect((await ask()).statusCode).toBe(401);
  });
});
