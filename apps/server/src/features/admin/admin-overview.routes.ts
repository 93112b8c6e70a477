import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverviewSchema } from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { getOverview } from './admin-overview.service';

/** Mounted at /api/admins: the figures on the console's front page. */
export const adminOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/overview', {
    schema: {
      tags: ['admin'],
      summary: 'Counts for the admin overview: users, listings, queues',
      response: { 200: AdminOverviewSchema, ...ERROR_RESPONSES },
    },
    preHandler: app.requireRole('admin'),
    handler: () => getOverview(app.db),
  });
};
