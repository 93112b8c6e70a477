import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminJobsResponseSchema,
  CursorQuerySchema,
  JOB_MESSAGES,
  JobDeletedResponseSchema,
  JobMessageResponseSchema,
  JobsPostedResponseSchema,
  JobStatusSchema,
  UpdateJobBodySchema,
  IdParamSchema,
  text,
} from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { currentUser } from '../../lib/current-user';
import * as companies from '../companies/companies.service';
import * as jobs from './jobs.service';

const errors = ERROR_RESPONSES;
const tags = ['admin'];
const IdParams = z.object({ id: IdParamSchema });

/** Mounted at /api (the spec puts these under /admins, and one under /admin): every job, for admins. */
export const adminJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/admins/all-jobs', {
    schema: {
      tags,
      summary: 'Every job, any status, newest first; search by title, company or slug',
      querystring: CursorQuerySchema.extend({
        status: JobStatusSchema.optional(),
        q: text().trim().max(100).optional(),
      }),
      response: { 200: AdminJobsResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => {
      const { status, q, ...page } = request.query;
      const result = await jobs.findAllJobs(app.db, status, page, q);
      return { jobs: result.items, nextCursor: result.nextCursor };
    },
  });

  app.put('/admins/update-job/:id', {
    schema: {
      tags,
      summary: 'Edit any job',
      params: IdParams,
      body: UpdateJobBodySchema,
      response: { 200: JobMessageResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      job: (await jobs.updateJob(app.db, request.params.id, currentUser(request), request.body))
        .job,
      message: JOB_MESSAGES.updated,
    }),
  });

  app.patch('/admins/job-status/:id', {
    schema: {
      tags,
      summary: 'Open, pause or close any job',
      params: IdParams,
      body: z.strictObject({ status: JobStatusSchema }),
      response: { 200: JobMessageResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      job: await jobs.setJobStatus(
        app.db,
        request.params.id,
        currentUser(request),
        request.body.status,
        app.answerClosedListing,
      ),
      message: JOB_MESSAGES.statusUpdated,
    }),
  });

  app.delete('/admins/delete-job/:id', {
    schema: {
      tags,
      summary: 'Delete any job (one with applications is closed and hidden instead)',
      params: IdParams,
      response: { 200: JobDeletedResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      jobId: await jobs.deleteJob(
        app.db,
        request.params.id,
        currentUser(request),
        app.answerClosedListing,
      ),
      message: JOB_MESSAGES.deleted,
    }),
  });

  app.get('/admin/employer/:employerId/jobs-posted', {
    schema: {
      tags,
      summary: 'The jobs one employer has posted',
      params: z.object({ employerId: IdParamSchema }),
      querystring: CursorQuerySchema,
      response: { 200: JobsPostedResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => {
      const companyId = await companies.findEmployerCompanyId(app.db, request.params.employerId);
      const page = await jobs.findCompanyJobs(app.db, companyId, request.query);
      return { jobsPosted: page.items, nextCursor: page.nextCursor };
    },
  });
};
