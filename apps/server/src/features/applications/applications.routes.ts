import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationListQuerySchema,
  ApplyBodySchema,
  CandidateApplicationResponseSchema,
  CandidateApplicationsResponseSchema,
  CursorQuerySchema,
  ErrorBodySchema,
  JobsForYouResponseSchema,
  MessageResponseSchema,
  IdParamSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccountHourly } from '../../lib/route-limits';
import * as applications from './applications.service';

const tags = ['candidates'];
const JobParams = z.object({ jobId: IdParamSchema });

/** Mounted at /api/candidates: applying, the candidate's applications, and jobs for them. */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole('candidate');

  app.post('/apply/:jobId', {
    config: { idempotent: true, ...perAccountHourly('apply', 100) },
    schema: {
      tags,
      summary: 'Apply to a job with answers, a cover letter and the availability check',
      params: JobParams,
      body: ApplyBodySchema,
      response: { 201: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request, reply) => {
      const { jobId } = request.params;
      const message = await applications.apply(app.db, currentUser(request), jobId, request.body);
      return reply.status(201).send({ message });
    },
  });

  app.get('/applications', {
    schema: {
      tags,
      summary: 'Your applications, newest first, with their timelines',
      querystring: ApplicationListQuerySchema,
      response: { 200: CandidateApplicationsResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) =>
      applications.listMyApplications(app.db, currentUser(request), request.query),
  });

  app.get('/application/:jobId', {
    schema: {
      tags,
      summary: 'Your application to one job, or null if you have not applied',
      params: JobParams,
      response: { 200: CandidateApplicationResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      application: await applications.findMyApplication(
        app.db,
        currentUser(request),
        request.params.jobId,
      ),
    }),
  });

  app.delete('/application/:jobId/:candidateId', {
    schema: {
      tags,
      summary: 'Withdraw your application (final; it stays on record as withdrawn)',
      params: JobParams.extend({ candidateId: IdParamSchema }),
      response: { 200: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => {
      const { jobId, candidateId } = request.params;
      const caller = currentUser(request);
      return { message: await applications.withdraw(app.db, caller, jobId, candidateId) };
    },
  });

  app.get('/jobs-for-you', {
    schema: {
      tags,
      summary: 'Open jobs matching your skills, preferred cities and work mode, best first',
      querystring: CursorQuerySchema,
      response: { 200: JobsForYouResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) =>
      applications.jobsForYou(app.db, currentUser(request), request.query),
  });
};
