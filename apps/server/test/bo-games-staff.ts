import { hashPassword } from '../src/lib/passwords.ts';
import { newToken } from '../src/modules/accounts/tokens.ts';
import type { TestContext } from './harness.ts';

/** Answers are read field by field in the tests (their shapes are the contract's, checked there). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** A live staff session of `role` on a merchant, made directly (these tests are about the routes). */
export async function staffToken(t: TestContext, merchantId: number, role: string, username: string) {
  const staff = await t.db
    .insertInto('staff')
    .values({
      merchant_id: merchantId,
      username,
      password_hash: await hashPassword('Unused#Pass2026'),
      role,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await t.db
    .insertInto('staff_session')
    .values({
      staff_id: staff.id,
      token_hash: hash,
      ip: '127.0.0.1',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

/** A back-office call as a staff member of the demo merchant. */
export function boCall(t: TestContext, token: string) {
  return async (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { merchant: 'demo', language: 'EN', authorization: token },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      status: res.statusCode,
      json: (isJson ? res.json() : {}) as { success: boolean; value: Json; errorCode?: string },
      res,
    };
  };
}
