import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localOpsRequest, localOpsValue, successEnvelope } from '@portal/contract';
import { AppError, ok } from '../../lib/app-error.ts';
import type { Operations } from './operations.ts';

export const LOCAL_OPS_PATH = '/local/v1/ops';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** A request from this machine that no proxy relayed (a local reverse proxy would look like loopback). */
export function isLocalRequest(request: FastifyRequest): boolean {
  const h = request.headers;
  if (h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined)
    return false;
  const address = request.socket.remoteAddress ?? '';
  return /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address) || address === '::1';
}

/**
 * The ops CLI's way into a server that holds the embedded database folder (a second process must not
 * open it): loopback only, with the random token the server wrote into its 0600 lock file at start.
 */
export const localOpsRoutes: FastifyPluginAsyncZod<{ operations: Operations; token: string }> = async (
  app,
  { operations, token },
) => {
  const expected = digest(token);
  app.post(
    LOCAL_OPS_PATH,
    {
      // Checked before the body is read: nothing from elsewhere reaches the operations.
      onRequest: async (request) => {
        if (!isLocalRequest(request)) throw new AppError('permission.denied');
        const header = request.headers.authorization ?? '';
        const given = header.startsWith('Bearer ') ? header.slice(7) : '';
        if (!given || !timingSafeEqual(digest(given), expected)) throw new AppError('login.not.session');
      },
      schema: {
        hide: true,
        body: localOpsRequest,
        response: { 200: successEnvelope(localOpsValue) },
      },
    },
    async (request) => ok({ results: await operations.runAll(request.body.commands) }),
  );
};
