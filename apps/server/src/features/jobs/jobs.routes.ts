import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  JOB_MESSAGES,
  JobDeletedResponseSchema,
  JobMessageResponseSchema,
  JobStatusSchema,
  PostJobBodySchema,
  UpdateJobBodySchema,
  IdParamSchema,
  SCREENING_MESSAGES,
} from '@shuruaat/contract';
import type { Config } from '../../config';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccount } from '../../lib/route-limits';
import * as companies from '../companies/companies.service';
import * as jobs from './jobs.service';

const tags = ['employers'];
const JobIdParams = z.object({ id: IdParamSchema });

/** Mounted at /api/employers: posting, editing, pausing and deleting a listing. */
export const employerJobsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const employerOnly = app.requireRole('employer');

  app.post('/post-job', {
    config: { idempotent: true, ...perAccount('post-job', config.rateLimits.postingsPerAccount) },
    schema: {
      tags,
      summary: 'Post an internship or job (status "draft" saves without publishing)',
      body: PostJobBodySchema,
      response: { 201: JobMessageResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request, reply) => {
      const user = currentUser(request);
      const company = await companies.getCompanyForPosting(app.db, user._id);
      const { job, review } = await jobs.postJob(app.db, company, user._id, request.body);
      const isHeld = review?.state === 'held';
      const message = isHeld ? SCREENING_MESSAGES.heldOnPost : JOB_MESSAGES.posted;
      return reply.status(201).send({ job, message, review });
    },
  });

  app.put('/job/:id', {
    schema: {
      tags,
      summary: 'Edit a job; its slug stays the same',
      params: JobIdParams,
      body: UpdateJobBodySchema,
      response: { 200: JobMessageResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { job, review } = await jobs.updateJob(
        app.db,
        request.params.id,
        currentUser(request),
        request.body,
      );
      const isHeld = review?.state === 'held';
      return {
        job,
        review,
        message: isHeld ? SCREENING_MESSAGES.heldOnEdit : JOB_MESSAGES.updated,
      };
    },
  });

  app.patch('/employer-job/:jobId/:status', {
    schema: {
      tags,
      summary: 'Change a job’s status: draft, active, paused or closed',
      params: z.object({ jobId: IdParamSchema, status: JobStatusSchema }),
      response: { 200: JobMessageResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { jobId, status } = request.params;
      const job = await jobs.setJobStatus(
        app.db,
        jobId,
        currentUser(request),
        status,
        app.answerClosedListing,
      );
      return { job, message: JOB_MESSAGES.statusUpdated };
    },
  });

  app.delete('/delete-job/:id', {
    schema: {
      tags,
      summary: 'Delete a job (one with applications is closed and hidden instead)',
      params: JobIdParams,
      response: { 200: JobDeletedResponseSchema, ...errors },
    },
    preHandler: employerOnly,
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
};
