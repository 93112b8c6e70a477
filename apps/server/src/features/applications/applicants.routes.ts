import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantsResponseSchema,
  ApplicationListQuerySchema,
  BulkApplicantStatusBodySchema,
  BulkApplicantStatusResponseSchema,
  ErrorBodySchema,
  MessageResponseSchema,
  SignedResumeUrlQuerySchema,
  SignedUrlResponseSchema,
  UpdateApplicantStatusBodySchema,
  IdParamSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { attachmentHeader } from '../../lib/csv';
import { exportApplicantsCsv } from './applicants-csv';
import * as pipeline from './applications.service';

const tags = ['employers'];
const JobParams = z.object({ jobId: IdParamSchema });
const ApplicantParams = JobParams.extend({ userId: IdParamSchema });

/**
 * Mounted at /api/employers: the employer's pipeline of one job's applicants, and links to the
 * resumes an employer may open (sent with an application, or in the resume database).
 */
export const applicantsRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');

  app.get('/job/:jobId/applicants', {
    schema: {
      tags,
      summary: 'A job’s applicants, newest first, filterable by status (removed ones are left out)',
      params: JobParams,
      querystring: ApplicationListQuerySchema,
      response: { 200: ApplicantsResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) =>
      pipeline.listApplicants(app.db, currentUser(request), request.params.jobId, request.query),
  });

  app.get('/job/:jobId/applicants/csv', {
    schema: {
      tags,
      summary:
        'A job’s applicants as a CSV file (UTF-8): name, status, applied date, answers, and contact details while shared',
      params: JobParams,
      // No response schema: the body is CSV, not JSON (refusals are the usual error JSON).
    },
    preHandler: employerOnly,
    handler: async (request, reply) => {
      const caller = currentUser(request);
      const file = await exportApplicantsCsv(app.db, caller, request.params.jobId);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.csv);
    },
  });

  app.patch('/job/:jobId/applicant/:userId/status', {
    schema: {
      tags,
      summary: 'Move an applicant: applied, shortlisted, interview, hired or rejected',
      params: ApplicantParams,
      body: UpdateApplicantStatusBodySchema,
      response: { 200: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { jobId, userId } = request.params;
      const caller = currentUser(request);
      const { newStatus, reason } = request.body;
      return {
        message: await pipeline.setApplicantStatus(
          app.db,
          caller,
          jobId,
          userId,
          newStatus,
          reason,
        ),
      };
    },
  });

  app.patch('/job/:jobId/applicants/status', {
    schema: {
      tags,
      summary:
        'Shortlist or reject (optionally with a kind reason) several applicants of one job at once',
      params: JobParams,
      body: BulkApplicantStatusBodySchema,
      response: { 200: BulkApplicantStatusResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { userIds, newStatus, reason } = request.body;
      const caller = currentUser(request);
      const { jobId } = request.params;
      return pipeline.bulkSetApplicantStatus(app.db, caller, jobId, userIds, newStatus, reason);
    },
  });

  app.delete('/job/:jobId/applicant/:userId', {
    schema: {
      tags,
      summary: 'Remove an applicant from your list (the candidate reads “Not selected”)',
      params: ApplicantParams,
      response: { 200: MessageResponseSchema, 409: ErrorBodySchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { jobId, userId } = request.params;
      return {
        message: await pipeline.removeApplicant(app.db, currentUser(request), jobId, userId),
      };
    },
  });

  app.get('/signed-resume-url', {
    schema: {
      tags,
      summary: 'A ten-minute link to a resume sent to you, or one in the resume database',
      querystring: SignedResumeUrlQuerySchema,
      response: { 200: SignedUrlResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { public_id: publicId, version } = request.query;
      const caller = currentUser(request);
      const grant = await pipeline.employerResumeGrant(app.db, caller, publicId, version);
      return { url: app.resumeLinks.url(grant) };
    },
  });
};
