import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CursorQuerySchema, ErrorBodySchema, JobPageSchema } from '@shuruaat/contract';
import * as jobs from './jobs.service';

/** Mounted at /api/candidates: the public list of jobs still taking applications. */
export const openJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/active-jobs', {
    schema: {
      tags: ['candidates'],
      summary: 'Active jobs still accepting applications, newest first (no sign-in)',
      querystring: CursorQuerySchema,
      response: { 200: JobPageSchema, 400: ErrorBodySchema },
    },
    handler: async (request) => jobs.findOpenJobs(app.db, request.query),
  });
};
