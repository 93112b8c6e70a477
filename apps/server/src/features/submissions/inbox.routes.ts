import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamSchema,
  SetHandledBodySchema,
  SUBMISSION_MESSAGES,
  SubmissionMessageResponseSchema,
  SubmissionResponseSchema,
  SubmissionsQuerySchema,
  SubmissionsResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as submissions from './submissions.service';

const tags = ['admin'];
const Params = z.object({ id: IdParamSchema });

/** Mounted at /api/admins: the inbox of everything the public site's forms sent. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/submissions', {
    schema: {
      tags,
      summary: 'Submissions, newest first, by kind and handled or not',
      querystring: SubmissionsQuerySchema,
      response: { 200: SubmissionsResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => submissions.listSubmissions(app.db, request.query),
  });

  app.get('/submissions/:id', {
    schema: {
      tags,
      summary: 'One submission',
      params: Params,
      response: { 200: SubmissionResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      submission: await submissions.getSubmission(app.db, request.params.id),
    }),
  });

  app.patch('/submissions/:id', {
    schema: {
      tags,
      summary: 'Mark a submission handled, or not handled again',
      params: Params,
      body: SetHandledBodySchema,
      response: { 200: SubmissionMessageResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: async (request) => {
      const { handled } = request.body;
      const submission = await submissions.setHandled(
        app.db,
        request.params.id,
        currentUser(request),
        handled,
      );
      const message = handled
        ? SUBMISSION_MESSAGES.markedHandled
        : SUBMISSION_MESSAGES.markedUnhandled;
      return { submission, message };
    },
  });
};
