import { sql } from 'kysely';
import { expect } from 'vitest';
import { hashPassword } from '../src/lib/passwords.ts';
import { openSecret } from '../src/lib/secret-box.ts';
import { totpCode } from '../src/lib/totp.ts';
import { clock } from '../src/lib/clock.ts';
import type { TestContext } from './harness.ts';

// Staff sign-in for tests (decision 0029): password, then TOTP enrolment or a TOTP code, the token cached.

export const STAFF_TEST_PASSWORD = 'Staff#Pass2026';

/** A staff account straight in the database: merchant code or null (every merchant); no password change asked. */
export async function createStaff(
  t: TestContext,
  opts: { username: string; role: string; merchant?: string | null; password?: string; disabled?: boolean },
): Promise<number> {
  const merchant = opts.merchant === undefined ? 'demo' : opts.merchant;
  const merchantId =
    merchant === null
      ? null
      : (
          await t.db
            .selectFrom('merchant')
            .select('id')
            .where('code', '=', merchant)
            .executeTakeFirstOrThrow()
        ).id;
  const { id } = await t.db
    .insertInto('staff')
    .values({
      merchant_id: merchantId,
      username: opts.username,
      password_hash: await hashPassword(opts.password ?? STAFF_TEST_PASSWORD),
      role: opts.role,
      disabled: opts.disabled ?? false,
      totp_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The TOTP secret a staff member enrolled, read back from the database (tests only). */
export async function totpSecretOf(t: TestContext, staffId: number): Promise<string> {
  const key = await t.db
    .selectFrom('platform_secret')
    .select('value')
    .where('name', '=', 'staff-totp-key')
    .executeTakeFirstOrThrow();
  const staff = await t.db
    .selectFrom('staff')
    .select('totp_secret')
    .where('id', '=', staffId)
    .executeTakeFirstOrThrow();
  return openSecret(Buffer.from(key.value, 'base64'), staff.totp_secret!, `staff-totp:${staffId}`);
}

const post = (t: TestContext, url: string, payload: object, merchant: string) =>
  t.app.inject({ method: 'POST', url, headers: { merchant, language: 'EN' }, payload });

const tokens = new WeakMap<TestContext, Map<string, string>>();

/**
 * A staff token: login, then enrolment (first time) or a TOTP code not used yet; cached per test app,
 * merchant and username (`fresh`: a new session, not cached).
 */
export async function staffToken(
  t: TestContext,
  username: string,
  opts: { password?: string; merchant?: string; fresh?: boolean } = {},
): Promise<string> {
  const merchant = opts.merchant ?? 'demo';
  const cache = tokens.get(t) ?? new Map<string, string>();
  tokens.set(t, cache);
  const key = `${merchant}:${username.toLowerCase()}`;
  const cached = cache.get(key);
  if (cached && !opts.fresh) return cached;
  const login = await post(
    t,
    '/bo/v1/session/login',
    { username, password: opts.password ?? STAFF_TEST_PASSWORD },
    merchant,
  );
  expect(login.statusCode, login.body).toBe(200);
  const answer = login.json().value as { next: 'TOTP' | 'ENROL'; challenge: string; secret?: string };
  let token: string;
  if (answer.next === 'ENROL') {
    const res = await post(
      t,
      '/bo/v1/session/enrol',
      { challenge: answer.challenge, code: totpCode(answer.secret!, clock.nowMs()) },
      merchant,
    );
    expect(res.statusCode, res.body).toBe(200);
    token = res.json().value.token;
  } else {
    const { id: merchantId } = await t.db
      .selectFrom('merchant')
      .select('id')
      .where('code', '=', merchant)
      .executeTakeFirstOrThrow();
    const staff = await t.db
      .selectFrom('staff')
      .select(['id', 'totp_last_step'])
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .where((eb) => eb.or([eb('merchant_id', '=', merchantId), eb('merchant_id', 'is', null)]))
      .orderBy(sql`merchant_id is null`)
      .executeTakeFirstOrThrow();
    const secret = await totpSecretOf(t, staff.id);
    // The next step whose code has not been used (a code is accepted once, one step either side of now).
    const nowStep = Math.floor(clock.nowMs() / 30_000);
    const step = Math.max(nowStep - 1, (staff.totp_last_step ?? -Infinity) + 1);
    const res = await post(
      t,
      '/bo/v1/session/totp',
      { challenge: answer.challenge, code: totpCode(secret, step * 30_000) },
      merchant,
    );
    expect(res.statusCode, res.body).toBe(200);
    token = res.json().value.token;
  }
  if (!opts.fresh) cache.set(key, token);
  return token;
}
