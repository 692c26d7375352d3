import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { BUILT_IN_ROLES, builtInRoleCodes, staffPermissionCodes } from '@portal/contract';
import { hashPassword } from '../src/lib/passwords.ts';
import { newToken } from '../src/modules/accounts/tokens.ts';
import { startTestApp, type TestContext } from './harness.ts';

// Issue 15 items 2 and 3: every back-office route checks a permission on the server (walked here for every
// built-in role), and every mutating call leaves a row in the hash-chained audit log.

let t: TestContext;
let demoId: number;
const tokens = new Map<string, string>();

/** A live staff session of `role`, made directly: this test is about routes, not about logging in. */
async function sessionOf(role: string) {
  const hash = await hashPassword('Unused#Pass2026');
  const staff = await t.db
    .insertInto('staff')
    .values({ merchant_id: demoId, username: `walk_${role.toLowerCase()}`, password_hash: hash, role })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash: tokenHash } = newToken();
  await t.db
    .insertInto('staff_session')
    .values({
      staff_id: staff.id,
      token_hash: tokenHash,
      ip: '127.0.0.1',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

beforeAll(async () => {
  t = await startTestApp();
  demoId = (
    await t.db.selectFrom('merchant').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()
  ).id;
  for (const role of builtInRoleCodes) tokens.set(role, await sessionOf(role));
});
afterAll(() => t?.close());

const call = (method: string, url: string, token?: string) =>
  t.app.inject({
    method: method as 'GET',
    url: url.replace(/:(\w+)/g, '1'),
    headers: { merchant: 'demo', language: 'EN', ...(token ? { authorization: token } : {}) },
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });

describe('the route table', () => {
  it('lists the back-office routes, each with a permission from the catalogue', () => {
    const routes = t.app.staffRoutes;
    expect(routes.length).toBeGreaterThan(5);
    for (const r of routes) if (r.permission) expect(staffPermissionCodes).toContain(r.permission);
    expect(routes).toContainEqual({ method: 'GET', url: '/bo/v1/audit', permission: 'audit.read' });
  });

  it('refuses to start when a back-office route names no permission', async () => {
    const { default: Fastify } = await import('fastify');
    const { default: staffAccess } = await import('../src/plugins/staff-access.ts');
    const app = Fastify();
    app.decorate('requireStaff', async () => {});
    await app.register(staffAccess, { audit: {} as never });
    expect(() => app.get('/bo/v1/forgotten', async () => 'open')).toThrow(/declares no permission/);
    await app.close().catch(() => {});
  });
});

describe('every route for every role', () => {
  it('answers 401 without a staff session', async () => {
    for (const r of t.app.staffRoutes.filter((r) => r.permission)) {
      const res = await call(r.method, r.url);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers permission.denied exactly where the role lacks the permission', async () => {
    for (const role of builtInRoleCodes) {
      const granted = BUILT_IN_ROLES[role]!;
      for (const r of t.app.staffRoutes.filter((r) => r.permission)) {
        const res = await call(r.method, r.url, tokens.get(role));
        const denied = res.statusCode === 403 && res.json().errorCode === 'permission.denied';
        expect(denied, `${role} ${r.method} ${r.url}: ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(
          !granted.includes(r.permission!),
        );
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBeLessThan(500);
      }
    }
    // Every route for every role: a few hundred calls, slow on a busy machine.
  }, 120_000);

  it('does not let a member token open a back-office route', async () => {
    const member = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { merchant: 'demo' },
      payload: { username: 'demo_member', password: 'Demo#2026' },
    });
    const token = (member.json() as { value?: { token?: string } }).value?.token;
    expect(token).toBeTruthy();
    expect((await call('GET', '/bo/v1/audit', token)).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records mutating calls, refused ones too, with who, what, where and the outcome', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/bo/v1/withdrawals/999999/decision',
      headers: { merchant: 'demo', authorization: tokens.get('FINANCE')!, 'user-agent': 'audit-test/1' },
      payload: { decision: 'reject' },
    });
    expect(res.statusCode).toBe(404);
    const denied = await t.app.inject({
      method: 'POST',
      url: '/bo/v1/withdrawals/5/decision',
      headers: { merchant: 'demo', authorization: tokens.get('SUPPORT')! },
      payload: { decision: 'approve' },
    });
    expect(denied.statusCode).toBe(403);
    const rows = await t.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(2).execute();
    expect(Number(before.n) + 2).toBeLessThanOrEqual(
      Number(
        (
          await t.db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
    expect(rows[1]).toMatchObject({
      staff_username: 'walk_finance',
      action: 'POST /bo/v1/withdrawals/:id/decision',
      target: 'id:999999',
      after: { decision: 'reject' },
      outcome: 404,
      user_agent: 'audit-test/1',
      merchant_id: demoId,
    });
    expect(rows[0]).toMatchObject({ staff_username: 'walk_support', outcome: 403, target: 'id:5' });
  });

  it('never writes a password to the log', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/bo/v1/session/login',
      headers: { merchant: 'demo' },
      payload: { username: 'walk_owner', password: 'Secret#Typed2026' },
    });
    const texts = (await t.db.selectFrom('audit_log').select('after').execute()).map((r) =>
      JSON.stringify(r.after),
    );
    expect(texts.some((x) => x.includes('walk_owner'))).toBe(true);
    expect(texts.some((x) => x.includes('Secret#Typed2026'))).toBe(false);
  });

  it('lists, filters and exports the rows as CSV', async () => {
    const owner = tokens.get('OWNER')!;
    const list = await t.app.inject({
      url: '/bo/v1/audit?staff=walk_finance&pageSize=10',
      headers: { merchant: 'demo', authorization: owner },
    });
    expect(list.statusCode, list.body).toBe(200);
    const value = list.json().value as { rows: { staffUsername: string }[]; total: number };
    expect(value.total).toBeGreaterThanOrEqual(1);
    expect(value.rows.every((r) => r.staffUsername === 'walk_finance')).toBe(true);
    const csv = await t.app.inject({
      url: '/bo/v1/audit?staff=walk_finance&format=csv',
      headers: { merchant: 'demo', authorization: owner },
    });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('staffUsername');
    expect(lines).toHaveLength(value.total + 1);
    const badSort = await t.app.inject({
      url: '/bo/v1/audit?sort=hash',
      headers: { merchant: 'demo', authorization: owner },
    });
    expect(badSort.statusCode).toBe(400);
  });

  it('cannot be edited from the app, and the verifier names the row someone changed behind its back', async () => {
    const owner = tokens.get('OWNER')!;
    const verify = () =>
      t.app.inject({ url: '/bo/v1/audit/verify', headers: { merchant: 'demo', authorization: owner } });
    expect((await verify()).json().value).toMatchObject({ ok: true, brokenAt: null });
    await expect(sql`UPDATE audit_log SET ip = '10.0.0.1'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/append-only/);

    const victim = await t.db
      .selectFrom('audit_log')
      .select('id')
      .orderBy('id', 'asc')
      .offset(1)
      .limit(1)
      .executeTakeFirstOrThrow();
    await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(t.db);
    await sql`UPDATE audit_log SET outcome = 200 WHERE id = ${victim.id}`.execute(t.db);
    await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(t.db);
    expect((await verify()).json().value).toMatchObject({ ok: false, brokenAt: String(victim.id) });
    // The page shows that row alone: the list filtered by its number.
    const one = await t.app.inject({
      url: `/bo/v1/audit?id=${victim.id}`,
      headers: { merchant: 'demo', authorization: owner },
    });
    expect(one.json().value).toMatchObject({ total: 1, rows: [{ id: String(victim.id), outcome: 200 }] });
    const bad = await t.app.inject({
      url: '/bo/v1/audit?id=x1',
      headers: { merchant: 'demo', authorization: owner },
    });
    expect(bad.json().errorCode).toBe('request_param_err');
  });
});
