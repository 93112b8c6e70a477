import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CursorQuerySchema,
  ErrorBodySchema,
  JobResponseSchema,
  JobsPostedResponseSchema,
  IdParamSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as companies from '../companies/companies.service';
import * as jobs from './jobs.service';

const tags = ['employers'];

/** Mounted at /api/employers: an employer's listings, and one listing by id. */
export const jobsPostedRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');

  app.get('/jobs-posted', {
    schema: {
      tags,
      summary: 'The employer’s jobs, newest first, with applicant counts',
      querystring: CursorQuerySchema,
      response: { 200: JobsPostedResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const companyId = await companies.findCompanyIdOfOwner(app.db, currentUser(request)._id);
      const page = await jobs.findCompanyJobs(app.db, companyId, request.query);
      return { jobsPosted: page.items, nextCursor: page.nextCursor };
    },
  });

  app.get('/job/:id', {
    schema: {
      tags,
      summary: 'One job by id (public; drafts only for their owner)',
      params: z.object({ id: IdParamSchema }),
      response: { 200: JobResponseSchema, 404: ErrorBodySchema },
    },
    handler: async (request) => ({
      job: await jobs.getJobForViewer(app.db, request.params.id, request.user),
    }),
  });
};
