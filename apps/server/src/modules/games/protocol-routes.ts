import type { FastifyPluginAsync } from 'fastify';
import { SIGNATURE_HEADER, vendorActions, type VendorAction } from '@portal/contract';
import type { VendorProtocol } from './protocol.ts';

/**
 * `POST /vendor/v1/{vendorCode}/{action}` (API.md, server to server, no Merchant header): the signature
 * is over the exact bytes received, so this scope keeps the body as text.
 */
export const vendorProtocolRoutes: FastifyPluginAsync<{ protocol: VendorProtocol }> = async (
  app,
  { protocol },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { vendor: string; action: string } }>(
    '/vendor/v1/:vendor/:action',
    {
      schema: {
        tags: ['vendor protocol'],
        description:
          'Vendor wallet protocol: authenticate, balance, bet, win, rollback. JSON body signed with `X-Signature: hex(HMAC-SHA256(vendorSecret, rawBody))`; answers `{status, balance, currency}`; a repeated transactionId returns its first answer.',
      },
    },
    async (request, reply) => {
      const { vendor, action } = request.params;
      if (!(vendorActions as readonly string[]).includes(action))
        return reply.code(404).send({ status: 'INVALID_REQUEST', balance: 0, currency: '' });
      const signature = request.headers[SIGNATURE_HEADER];
      const result = await protocol.handle(
        vendor,
        action as VendorAction,
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : '',
      );
      return reply.code(result.httpStatus).send(result.body);
    },
  );
};
