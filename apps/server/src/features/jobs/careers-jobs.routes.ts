import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOB_MESSAGES,
  JobMessageResponseSchema,
  PostJobBodySchema,
  PublicJobsResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as companies from '../companies/companies.service';
import * as jobs from './jobs.service';

const tags = ['admin'];
const CAREERS_PAGE_SIZE = 50;

/** Mounted at /api/admins: Shuruaat's own openings, posted by admins, read by anyone. */
export const careersJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/public-jobs', {
    schema: {
      tags,
      summary: 'Open jobs at Shuruaat itself, for the careers page (no sign-in)',
      response: { 200: PublicJobsResponseSchema },
    },
    handler: async () => {
      const platform = await companies.getPlatformCompany(app.db);
      const page = await jobs.findOpenJobs(app.db, { limit: CAREERS_PAGE_SIZE }, platform.id);
      return { jobs: page.items };
    },
  });

  app.post('/post-job', {
    schema: {
      tags,
      summary: 'Post a job on Shuruaat’s own careers page',
      body: PostJobBodySchema,
      response: { 201: JobMessageResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request, reply) => {
      const platform = await companies.getPlatformCompany(app.db);
      const caller = currentUser(request);
      const { job } = await jobs.postJob(app.db, platform, caller._id, request.body, caller._id);
      return reply.status(201).send({ job, message: JOB_MESSAGES.posted });
    },
  });
};
