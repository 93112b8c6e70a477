import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantContactResponseSchema,
  IdParamSchema,
  MessageReportsResponseSchema,
  MessageResponseSchema,
  ResolveMessageReportBodySchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as conversations from './conversations.service';

const ApplicantParams = z.object({ jobId: IdParamSchema, userId: IdParamSchema });

/** Mounted at /api/employers: an applicant's phone and email, for the job's employer only. */
export const applicantContactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/job/:jobId/applicant/:userId/contact', {
    schema: {
      tags: ['employers'],
      summary: 'An applicant’s phone and email (shared by applying to your job)',
      params: ApplicantParams,
      response: { 200: ApplicantContactResponseSchema, ...errors },
    },
    preHandler: app.requireRole('employer'),
    handler: async (request) => {
      const { jobId, userId } = request.params;
      return conversations.getApplicantContact(app.db, currentUser(request), jobId, userId);
    },
  });
};

/** Mounted at /api/admins: reported messages waiting for review. */
export const messageReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/message-reports', {
    schema: {
      tags: ['admins'],
      summary: 'Messages employers reported as abusive, newest first',
      response: { 200: MessageReportsResponseSchema, ...errors },
    },
    preHandler: app.requireRole('admin'),
    handler: async () => conversations.listMessageReports(app.db),
  });

  app.put('/message-reports/:reportId', {
    schema: {
      tags: ['admins'],
      summary: 'Mark a reported message reviewed (logged with the note)',
      params: z.object({ reportId: IdParamSchema }),
      body: ResolveMessageReportBodySchema,
      response: { 200: MessageResponseSchema, ...errors },
    },
    preHandler: app.requireRole('admin'),
    handler: async (request) => {
      const { reportId } = request.params;
      const caller = currentUser(request);
      const message = await conversations.resolveMessageReport(
        app.db,
        caller,
        reportId,
        request.body.note,
      );
      return { message };
    },
  });
};
