import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@shuruaat/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: { 200: HealthSchema, 503: HealthSchema },
    },
    handler: async (request, reply) => {
      const { engine } = app.database;
      try {
        await app.database.ping();
        return { status: 'ok' as const, engine };
      } catch (err) {
        request.log.warn({ err }, 'database ping failed');
        return reply.status(503).send({ status: 'unavailable' as const, engine });
      }
    },
  });
};
