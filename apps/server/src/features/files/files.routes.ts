import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';

/** Public files: company logos. Names carry a content hash, so they can be cached forever. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/logos/:name', {
    schema: {
      tags: ['files'],
      summary: 'A company logo',
      params: z.object({ name: z.string().regex(/^[a-f0-9-]{36}-[a-f0-9]{16}\.webp$/) }),
    },
    handler: async (request, reply) => {
      const stream = await app.storage.open(`logos/${request.params.name}`);
      if (!stream) throw notFound('Logo not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  });
};
