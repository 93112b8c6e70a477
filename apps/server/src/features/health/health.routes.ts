import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HealthSchema } from '@shuruaat/contract';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness for load balancers: answers while the process runs, without touching the database.
  app.get('/health/live', {
    schema: {
      tags: ['health'],
      summary: 'Liveness: the process is up (no database check)',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    handler: async () => ({ status: 'ok' as const }),
  });

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
