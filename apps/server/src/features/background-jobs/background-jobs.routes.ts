import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BackgroundJobsResponseSchema } from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { listBackgroundJobs } from './background-jobs.service';

/** Mounted at /api/admins: what the background jobs did lately (decision 031). */
export const adminBackgroundJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/background-jobs', {
    schema: {
      tags: ['admin'],
      summary: 'The background jobs: schedule, latest runs, last failure with its error',
      response: { 200: BackgroundJobsResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: app.requireRole('admin'),
    handler: () => listBackgroundJobs(app.db),
  });
};
