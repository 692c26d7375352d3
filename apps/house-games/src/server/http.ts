import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { HouseErrorCode } from '../shared/api.ts';
import { HouseError, httpStatusOf, messageOf } from './lib/errors.ts';
import type { HouseSession, Sessions } from './modules/sessions/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireSession`. */
    houseSession?: HouseSession;
    /** The language of error messages before a session is known (the session request's). */
    houseLang?: string;
  }
}

export const SESSION_HEADER = 'x-house-session';

/** The request's data as the schema reads it, or a `request.invalid` refusal. */
export function parse<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new HouseError('request.invalid');
  return parsed.data;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: HouseErrorCode,
  status?: number,
) {
  // Before a session: the session request's language, else the page's `Accept-Language: TW|EN|VI`.
  const lang = request.houseSession?.language ?? request.houseLang ?? request.headers['accept-language'];
  return reply.code(status ?? httpStatusOf[code]).send({ error: code, message: messageOf(code, lang) });
}

/** The session of `X-House-Session`, resolved before the handler runs. */
export function requireSession(sessions: Sessions) {
  return async (request: FastifyRequest) => {
    const header = request.headers[SESSION_HEADER];
    request.houseSession = await sessions.resolve(typeof header === 'string' ? header : undefined);
  };
}

/** The resolved session of a route that required one. */
export const sessionOf = (request: FastifyRequest): HouseSession => {
  if (!request.houseSession) throw new HouseError('session.invalid');
  return request.houseSession;
};

/**
 * Answers `{error, message}` for refusals, bad bodies and unknown routes; anything unexpected is logged
 * and answered as `internal.error` without details.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HouseError) return sendError(request, reply, error.code);
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return sendError(request, reply, 'request.invalid', status);
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, 'internal.error');
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'request.invalid', 404));
}
