import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate, type Lang } from '@portal/i18n';
import { AppError } from '../lib/app-error.ts';

/**
 * Every failure leaves as the API.md envelope with a translated message: never a stack trace, never
 * Fastify's own error body. Unknown errors are logged with their stack and answered as internal.error.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that knows when to try again says it: the Retry-After header and `{{wait}}` in the text.
      const retryAfter = (error.value as { retryAfter?: unknown } | undefined)?.retryAfter;
      const vars = { ...error.vars };
      if (typeof retryAfter === 'number') {
        reply.header('retry-after', String(retryAfter));
        vars.wait = waitText(request.lang ?? 'TW', retryAfter);
      }
      return send(request, reply, error.statusCode, error.errorCode, error.value, vars);
    }
    if ('validation' in error && error.validation) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
        const field =
          path ||
          String(
            (issue.params as { missingProperty?: string })?.missingProperty ??
              error.validationContext ??
              'request',
          );
        // A field the schema requires but the request left out (or a confirmation that must be true, sent
        // false) gets the same key the services answer.
        const values = (issue.params as { values?: unknown[] } | undefined)?.values;
        const missing =
          (issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? '')) ||
          (issue.keyword === 'invalid_value' && values?.length === 1 && values[0] === true);
        fields[field] ??= missing ? 'validation.required' : (issue.message ?? 'invalid');
      }
      return send(request, reply, 400, 'request_param_err', fields);
    }
    // Backstop behind the contract's bounds: a value PostgreSQL cannot hold (22003 numeric out of range)
    // or read (22P02 invalid text representation, 22021 a NUL in text) came from the request: the client's error.
    const sqlState = (error as { code?: unknown }).code;
    if (sqlState === '22003' || sqlState === '22P02' || sqlState === '22021') {
      request.log.warn({ err: error }, 'request value out of range for the database');
      return send(request, reply, 400, 'request_param_err');
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return send(request, reply, 429, 'too.many.requests');
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type, body too large: the client's fault, said without internals.
      return send(request, reply, status, 'request_param_err');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, 500, 'internal.error');
  });

  app.setNotFoundHandler((request, reply) => send(request, reply, 404, 'not.found'));
});

/** Fastify's own refusals before routing (bad URL encoding, a path segment over maxParamLength). */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return send(request, reply, status, 'request_param_err');
}

export function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorCode: string,
  value?: unknown,
  vars: Record<string, string | number> = {},
) {
  const message = translate(request.lang ?? 'TW', `errors.${errorCode}`, vars);
  const body: Record<string, unknown> = { success: false, errorCode, message };
  if (value !== undefined) body.value = value;
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** A wait in the reader's words: seconds under two minutes, else whole minutes (rounded up). */
export function waitText(lang: Lang, seconds: number): string {
  return seconds < 120
    ? translate(lang, 'sms.waitSeconds', { seconds })
    : translate(lang, 'sms.waitMinutes', { minutes: Math.ceil(seconds / 60) });
}
