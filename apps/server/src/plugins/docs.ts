import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';

/** OpenAPI generated from the routes' zod schemas, served at /docs (JSON at /docs/json). */
export default fp(async function docs(app: FastifyInstance) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Portal API',
        version: '1.0.0',
        description:
          'Player portal API. Every /wps, /lgw and /lotto call carries the `Merchant` header (tenant code) and may carry ' +
          '`Language` (TW, EN, VI) and `Authorization` (raw token). Success: `{success: true, value}`; failure: ' +
          '`{success: false, errorCode, message, value?}` with a 4xx/5xx status. Live pushes: a WebSocket at ' +
          '`/wps/live` (not listed below), no header and nothing secret in its address; its first message is ' +
          '`{"type":"auth","merchant":"<code>","token":"<token>"}`, answered `{"type":"ready"}`, then one JSON ' +
          'message per event. A first message that is not a valid auth, none within 5 s, or a session that ' +
          'ends closes it with code 4401.',
      },
      components: {
        securitySchemes: {
          merchant: { type: 'apiKey', in: 'header', name: 'Merchant' },
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
      security: [{ merchant: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
});
