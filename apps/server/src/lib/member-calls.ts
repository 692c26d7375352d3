import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from '@portal/contract';
import { ok } from './app-error.ts';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type Input = z.ZodType | undefined;
type Parsed<T extends Input> = T extends z.ZodType ? z.output<T> : unknown;
type Answer<V extends Input> = V extends z.ZodType ? z.output<V> : unknown;

export interface CallSpec<B extends Input, Q extends Input, V extends Input> {
  description?: string;
  body?: B;
  querystring?: Q;
  /** The answer's value; without it the call answers `value: null` once the service is done. */
  value?: V;
}
export type CallRequest<B extends Input, Q extends Input> = Omit<FastifyRequest, 'body' | 'query'> & {
  body: Parsed<B>;
  query: Parsed<Q>;
};

/**
 * The shape most member calls share (a thin route): behind one pre-handler, the body or query checked
 * by its contract schema, one service call, its value in the success envelope.
 */
export function memberCalls(app: ZodApp, opts: { tags: string[]; preHandler: preHandlerAsyncHookHandler }) {
  const route =
    (method: 'GET' | 'POST') =>
    <B extends Input = undefined, Q extends Input = undefined, V extends Input = undefined>(
      url: string,
      spec: CallSpec<B, Q, V>,
      handle: (request: CallRequest<B, Q>) => Promise<Answer<V>> | Answer<V>,
    ) => {
      const schema: FastifySchema = {
        tags: opts.tags,
        ...(spec.description ? { description: spec.description } : {}),
        ...(spec.body ? { body: spec.body } : {}),
        ...(spec.querystring ? { querystring: spec.querystring } : {}),
        response: { 200: successEnvelope(spec.value ?? z.null()) },
      };
      app.route({
        method,
        url,
        preHandler: opts.preHandler,
        schema,
        handler: async (request) => {
          const value = await handle(request as unknown as CallRequest<B, Q>);
          return ok(spec.value ? value : null);
        },
      });
    };
  return { get: route('GET'), post: route('POST') };
}
