import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNATURE_HEADER } from '@portal/contract';
import { hmacHex, sameSignature } from '@portal/contract/signature';
import {
  OPERATOR_SKEW_MS,
  OPERATOR_TIMESTAMP_HEADER,
  operatorSigningText,
} from '@portal/contract/sports-operator';
import { clock } from './clock.ts';
import { HouseError } from './errors.ts';

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : '';
};

/** The body as JSON once its bytes were checked against the signature. */
export function jsonOf(raw: unknown): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new HouseError('request.invalid');
  }
}

/**
 * `/operator/v1/...` (decision 0072): only the platform, which holds the vendor secret, calls these; the
 * signature covers time, method, path with query and body, like the wallet protocol's. Installs, in the
 * calling plugin's scope, a raw-body JSON parser and the signature check.
 */
export function requireOperatorSignature(app: FastifyInstance, secret: string) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
    done(null, body),
  );
  app.addHook('preHandler', async (request) => {
    const timestamp = header(request, OPERATOR_TIMESTAMP_HEADER);
    const at = Number(timestamp);
    if (!/^\d{10,16}$/.test(timestamp) || Math.abs(clock.nowMs() - at) > OPERATOR_SKEW_MS)
      throw new HouseError('operator.signature.invalid');
    const body = typeof request.body === 'string' ? request.body : '';
    const text = operatorSigningText(timestamp, request.method, request.url, body);
    if (!sameSignature(hmacHex(secret, text), header(request, SIGNATURE_HEADER)))
      throw new HouseError('operator.signature.invalid');
  });
}
