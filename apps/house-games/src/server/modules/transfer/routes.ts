import type { FastifyPluginAsync } from 'fastify';
import { SIGNATURE_HEADER, transferActions, type TransferAction } from '@portal/contract';
import type { TransferApi } from './service.ts';

/** `POST /transfer/v1/{vendor}/{action}`: the body is kept as text because the signature is over its bytes. */
export const transferRoutes: FastifyPluginAsync<{ api: TransferApi }> = async (app, { api }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) =>
    done(null, body),
  );
  app.post<{ Params: { vendor: string; action: string } }>(
    '/transfer/v1/:vendor/:action',
    async (request, reply) => {
      const { vendor, action } = request.params;
      if (!(transferActions as readonly string[]).includes(action))
        return reply.code(404).send({ status: 'INVALID_REQUEST', balance: 0 });
      const signature = request.headers[SIGNATURE_HEADER];
      const result = await api.handle(
        vendor,
        action as TransferAction,
        typeof request.body === 'string' ? request.body : '',
        typeof signature === 'string' ? signature : '',
      );
      return reply.code(result.httpStatus).send(result.body);
    },
  );
};
