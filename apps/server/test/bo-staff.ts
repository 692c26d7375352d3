import { sql } from 'kysely';
import { newToken } from '../src/modules/accounts/tokens.ts';
import type { TestContext } from './harness.ts';

// Staff sessions for the back-office members and cashier tests: the staff row and a live session written
// straight to the database (the sign-in itself, with its second factor, is tested in the access tests).

/** A staff member of the demo merchant with a role, and a live session token. */
export async function staffSession(
  t: TestContext,
  username: string,
  role: string,
): Promise<{ id: number; token: string }> {
  const merchant = await t.db
    .selectFrom('merchant')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow();
  // Raw SQL: the staff table grows columns with defaults (second factor, scope) that this row leaves alone.
  // No password: these staff members never sign in, their sessions are written below.
  const hash0 = '!';
  const inserted = await sql<{ id: number }>`
    insert into staff (merchant_id, username, password_hash, role)
    values (${merchant.id}, ${username}, ${hash0}, ${role}) returning id`.execute(t.db);
  const staff = inserted.rows[0]!;
  const { token, hash } = newToken();
  await t.db
    .insertInto('staff_session')
    .values({
      staff_id: staff.id,
      token_hash: hash,
      ip: '127.0.0.1',
      expires_at: new Date(Date.now() + 12 * 3_600_000),
    })
    .execute();
  return { id: staff.id, token };
}

/** A back-office call of the demo merchant with a staff token. */
export async function bo(
  t: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: { merchant: 'demo', authorization: token, language: 'EN', 'user-agent': 'bo-test/1' },
    ...(payload ? { payload } : {}),
  });
  let json: { success?: boolean; value?: unknown; errorCode?: string } = {};
  try {
    json = res.json();
  } catch {
    // CSV or another non-JSON answer.
  }
  return { status: res.statusCode, json, body: res.body, headers: res.headers };
}

/** The ids of a CSV export's rows (first column), header and byte-order mark left out. */
export function csvIds(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split(',')[0]!);
}
