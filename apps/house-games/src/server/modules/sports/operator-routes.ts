import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SIGNATURE_HEADER } from '@portal/contract';
import { hmacHex, sameSignature } from '@portal/contract/signature';
import {
  OPERATOR_SKEW_MS,
  OPERATOR_TIMESTAMP_HEADER,
  operatorSigningText,
  sportsOperatorApi,
  sportsOperatorEventsQuery,
  sportsSettingsUpdate,
  sportsVoidRequest,
} from '@portal/contract/sports-operator';
import { parse } from '../../http.ts';
import { clock } from '../../lib/clock.ts';
import { HouseError } from '../../lib/errors.ts';
import type { SportsOperator } from './operator.ts';

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
 * Makes every route of the plugin `app` an operator call (decision 0072): only the platform, which holds the
 * vendor secret, calls these; the signature covers time, method, path with query and body, like the wallet
 * protocol's. Bodies stay text until checked (read them with `jsonOf`). Also the tables' (issue 20).
 */
export function operatorSigned(app: FastifyInstance, secret: string) {
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

/**
 * `/operator/v1/sports/...` (decision 0072): only the platform, which holds the vendor secret, calls
 * these; the signature covers time, method, path with query and body, like the wallet protocol's.
 */
export const sportsOperatorRoutes: FastifyPluginAsync<{ operator: SportsOperator; secret: string }> = async (
  app,
  { operator, secret },
) => {
  operatorSigned(app, secret);

  app.get(sportsOperatorApi.settings.path, async () => operator.settings());

  app.put(sportsOperatorApi.updateSettings.path, async (request) => {
    const change = sportsSettingsUpdate.safeParse(jsonOf(request.body));
    if (!change.success) throw new HouseError('sports.settings.invalid');
    return operator.updateSettings(change.data);
  });

  app.get(sportsOperatorApi.events.path, async (request) =>
    operator.events(parse(sportsOperatorEventsQuery, request.query).sport),
  );

  app.post<{ Params: { eventId: string } }>(sportsOperatorApi.voidEvent.path, async (request) =>
    operator.voidEvent(request.params.eventId, parse(sportsVoidRequest, jsonOf(request.body)).reason),
  );
};
