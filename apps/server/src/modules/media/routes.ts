import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { MEDIA_PREFIX, type MediaStore } from './service.ts';

/** Serves uploaded images; a name is its content's hash, so it is cached for a year. */
export const mediaRoutes: FastifyPluginAsync<{ media: MediaStore }> = async (app, { media }) => {
  app.get<{ Params: { name: string } }>(
    `${MEDIA_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = await media.get(request.params.name);
      if (!file) throw new AppError('not.found');
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
};
