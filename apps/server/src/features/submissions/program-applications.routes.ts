import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  ProgramApplicationBodySchema,
  ProgramApplicationResponseSchema,
  ProgramApplicationsResponseSchema,
  SUBMISSION_MESSAGES,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccountHourly } from '../../lib/route-limits';
import * as submissions from './submissions.service';

const tags = ['candidates'];

/** Mounted at /api/candidates: applying to Shuruaat's own programs (/apply). */
export const programApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole('candidate');

  app.post('/program-applications', {
    config: perAccountHourly('program-apply', 20),
    schema: {
      tags,
      summary: 'Apply to a Shuruaat program (free internship, Standard or Premium)',
      body: ProgramApplicationBodySchema,
      response: { 201: ProgramApplicationResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request, reply) => {
      const application = await submissions.applyToProgram(
        app.db,
        currentUser(request),
        request.body,
      );
      return reply.status(201).send({ application, message: SUBMISSION_MESSAGES.applicationSent });
    },
  });

  app.get('/program-applications', {
    schema: {
      tags,
      summary: 'Your applications to Shuruaat programs, oldest first',
      response: { 200: ProgramApplicationsResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      applications: await submissions.listProgramApplications(app.db, currentUser(request)._id),
    }),
  });
};
