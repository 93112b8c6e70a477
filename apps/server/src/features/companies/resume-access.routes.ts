import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  ResumeAccessRequestBodySchema,
  ResumeAccessStateSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as service from './resume-access.service';

/** Mounted at /api/employers: asking for the resume database from its no-access screen. */
export const resumeAccessRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');
  const tags = ['employer'];

  app.get('/resume-access-request', {
    schema: {
      tags,
      summary: 'Whether the company has resume database access or has asked for it',
      response: { 200: ResumeAccessStateSchema, ...ERROR_RESPONSES },
    },
    preHandler: employerOnly,
    handler: (request) => service.getResumeAccessState(app.db, currentUser(request)),
  });

  app.post('/resume-access-request', {
    schema: {
      tags,
      summary: 'Ask an admin for resume database access',
      body: ResumeAccessRequestBodySchema,
      response: {
        201: ResumeAccessStateSchema.extend({ message: z.string() }),
        ...ERROR_RESPONSES,
      },
    },
    preHandler: employerOnly,
    handler: async (request, reply) => {
      const state = await service.requestResumeAccess(
        app.db,
        currentUser(request),
        request.body.note,
      );
      return reply.status(201).send({ ...state, message: ADMIN_MESSAGES.accessRequested });
    },
  });
};
