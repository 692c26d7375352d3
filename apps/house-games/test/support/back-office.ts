import type { FastifyInstance } from 'fastify';
import { SIGNATURE_HEADER } from '@portal/contract';
import { hmacHex } from '@portal/contract/signature';
import { OPERATOR_TIMESTAMP_HEADER, operatorSigningText } from '@portal/contract/sports-operator';
import { hashPassword } from '../../../server/src/lib/passwords.ts';
import { newToken } from '../../../server/src/modules/accounts/tokens.ts';
import { clock } from '../../src/server/lib/clock.ts';
import { HOUSE_TEST_SECRET, type World } from './world.ts';

/**
 * A call of the house's operator API as the platform signs it (decisions 0072, 0075); `sign` lets a test
 * spoil one part (another secret, an old time, a body other than the one sent, no signature at all).
 */
export async function operator<T>(
  app: FastifyInstance,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  body?: unknown,
  sign: { secret?: string; timestamp?: number; signedBody?: string; omit?: boolean } = {},
) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(sign.timestamp ?? clock.nowMs());
  const signature = hmacHex(
    sign.secret ?? HOUSE_TEST_SECRET,
    operatorSigningText(timestamp, method, url, sign.signedBody ?? text),
  );
  const res = await app.inject({
    method,
    url,
    headers: {
      ...(text ? { 'content-type': 'application/json' } : {}),
      ...(sign.omit ? {} : { [OPERATOR_TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signature }),
    },
    ...(text ? { payload: text } : {}),
  });
  return { status: res.statusCode, body: res.json() as T & { error?: string; message?: string } };
}

/** A staff session of `role` on the platform (for files about a back-office feature, not about logging in). */
export async function staff(w: World, role: string, merchantId: number | null = w.merchantId) {
  const db = w.platform.db;
  const row = await db
    .insertInto('staff')
    .values({
      merchant_id: merchantId,
      username: `st_${role.toLowerCase()}_${Date.now() % 100_000}_${Math.floor(Math.random() * 1000)}`,
      password_hash: await hashPassword('Unused#Pass2026'),
      role,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { token, hash } = newToken();
  await db
    .insertInto('staff_session')
    .values({
      staff_id: row.id,
      token_hash: hash,
      ip: '127.0.0.1',
      expires_at: new Date(Date.now() + 3_600_000),
    })
    .execute();
  return token;
}

/** A back-office call on the platform with a staff session. */
export const bo = (w: World, token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  w.platform.app.inject({
    method,
    url,
    headers: { merchant: 'demo', language: 'EN', authorization: token },
    ...(payload ? { payload } : {}),
  });
