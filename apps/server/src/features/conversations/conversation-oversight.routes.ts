import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantContactResponseSchema,
  BulkMessageBodySchema,
  BulkMessageResponseSchema,
  IdParamSchema,
  MessageReportsResponseSchema,
  MessageResponseSchema,
  ResolveMessageReportBodySchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccountHourly } from '../../lib/route-limits';
import { bulkMessageApplicants } from './bulk-messages';
import * as conversations from './conversations.service';

const JobParams = z.object({ jobId: IdParamSchema });
const ApplicantParams = JobParams.extend({ userId: IdParamSchema });

/**
 * Mounted at /api/employers, for the job's employer only: an applicant's phone and email, and
 * one message written to several applicants at once.
 */
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

  app.post('/job/:jobId/applicants/messages', {
    config: perAccountHourly('bulk-messages', 10),
    schema: {
      tags: ['employers'],
      summary: 'Send one message to several applicants of one job, each on their own conversation',
      params: JobParams,
      body: BulkMessageBodySchema,
      response: { 200: BulkMessageResponseSchema, ...errors },
    },
    preHandler: app.requireRole('employer'),
    handler: async (request) => {
      const { userIds, body } = request.body;
      const { jobId } = request.params;
      return bulkMessageApplicants(app.db, app.live, currentUser(request), jobId, userIds, body);
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
