import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicantsResponseSchema,
  ApplicationListQuerySchema,
  BulkApplicantStatusBodySchema,
  BulkApplicantStatusResponseSchema,
  MessageResponseSchema,
  RESUME_ACCESS_MESSAGES,
  ResumeAccessResponseSchema,
  ResumeSearchQuerySchema,
  SignedResumeUrlQuerySchema,
  SignedUrlResponseSchema,
  UpdateApplicantStatusBodySchema,
  CursorQuerySchema,
  EmployerProfileResponseSchema,
  ErrorBodySchema,
  JOB_MESSAGES,
  JobDeletedResponseSchema,
  JobMessageResponseSchema,
  JobResponseSchema,
  JobsPostedResponseSchema,
  JobStatusSchema,
  PostJobBodySchema,
  UpdateEmployerProfileBodySchema,
  UpdateJobBodySchema,
} from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { forbidden } from '../../lib/app-error';
import * as pipeline from '../applications/applications.service';
import * as candidates from '../candidates/candidates.service';
import * as companies from '../companies/companies.service';
import * as jobs from '../jobs/jobs.service';
import { readLogoUpload } from './logo-upload';

const errors = ERROR_RESPONSES;
const tags = ['employers'];
const JobIdParams = z.object({ id: z.string().max(64) });
const ApplicantParams = z.object({ jobId: z.string().max(64), userId: z.string().max(64) });

export const employersRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');

  app.get('/get-employer-profile', {
    schema: {
      tags,
      summary: 'The employer’s company profile',
      response: { 200: EmployerProfileResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => ({
      profile: await companies.getEmployerProfile(app.db, currentUser(request)._id),
    }),
  });

  app.put('/update-employer-profile', {
    schema: {
      tags,
      summary: 'Update the company profile (fields left out are unchanged)',
      body: UpdateEmployerProfileBodySchema,
      response: { 200: EmployerProfileResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => ({
      profile: await companies.updateEmployerProfile(
        app.db,
        currentUser(request)._id,
        request.body,
      ),
    }),
  });

  app.post('/upload-logo', {
    config: { idempotent: true, rateLimit: { max: 30, timeWindow: 60 * 60 * 1000 } },
    schema: {
      tags,
      summary: 'Upload the company logo (multipart field "logo"; PNG, JPEG or WebP, at most 1 MB)',
      consumes: ['multipart/form-data'],
      response: {
        200: EmployerProfileResponseSchema,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
        ...errors,
      },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const upload = await readLogoUpload(request);
      const userId = currentUser(request)._id;
      return { profile: await companies.setCompanyLogo(app.db, app.storage, userId, upload) };
    },
  });

  app.post('/post-job', {
    config: { idempotent: true },
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
      const job = await jobs.postJob(app.db, company, user._id, request.body);
      return reply.status(201).send({ job, message: JOB_MESSAGES.posted });
    },
  });

  app.get('/jobs-posted', {
    schema: {
      tags,
      summary: 'The employer’s jobs, newest first, with applicant counts',
      querystring: CursorQuerySchema,
      response: { 200: JobsPostedResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const companyId = await companies.findCompanyIdOfOwner(app.db, currentUser(request)._id);
      const page = await jobs.findCompanyJobs(app.db, companyId, request.query);
      return { jobsPosted: page.items, nextCursor: page.nextCursor };
    },
  });

  app.get('/job/:id', {
    schema: {
      tags,
      summary: 'One job by id (public; drafts only for their owner)',
      params: JobIdParams,
      response: { 200: JobResponseSchema, 404: ErrorBodySchema },
    },
    handler: async (request) => ({
      job: await jobs.getJobForViewer(app.db, request.params.id, request.user),
    }),
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
    handler: async (request) => ({
      job: await jobs.updateJob(app.db, request.params.id, currentUser(request), request.body),
      message: JOB_MESSAGES.updated,
    }),
  });

  app.patch('/employer-job/:jobId/:status', {
    schema: {
      tags,
      summary: 'Change a job’s status: draft, active, paused or closed',
      params: z.object({ jobId: z.string().max(64), status: JobStatusSchema }),
      response: { 200: JobMessageResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { jobId, status } = request.params;
      const job = await jobs.setJobStatus(app.db, jobId, currentUser(request), status);
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
      jobId: await jobs.deleteJob(app.db, request.params.id, currentUser(request)),
      message: JOB_MESSAGES.deleted,
    }),
  });

  app.get('/job/:jobId/applicants', {
    schema: {
      tags,
      summary: 'A job’s applicants, newest first, filterable by status (removed ones are left out)',
      params: z.object({ jobId: z.string().max(64) }),
      querystring: ApplicationListQuerySchema,
      response: { 200: ApplicantsResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) =>
      pipeline.listApplicants(app.db, currentUser(request), request.params.jobId, request.query),
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
      const { newStatus } = request.body;
      return {
        message: await pipeline.setApplicantStatus(app.db, caller, jobId, userId, newStatus),
      };
    },
  });

  app.patch('/job/:jobId/applicants/status', {
    schema: {
      tags,
      summary: 'Shortlist or reject several applicants of one job at once',
      params: z.object({ jobId: z.string().max(64) }),
      body: BulkApplicantStatusBodySchema,
      response: { 200: BulkApplicantStatusResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const { userIds, newStatus } = request.body;
      const caller = currentUser(request);
      const { jobId } = request.params;
      return pipeline.bulkSetApplicantStatus(app.db, caller, jobId, userIds, newStatus);
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

  app.get('/resume-access', {
    schema: {
      tags,
      summary: 'Search opted-in candidates by skills, city, degree and graduation year',
      querystring: ResumeSearchQuerySchema,
      response: { 200: ResumeAccessResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const company = await companies.findCompanyOfOwner(app.db, currentUser(request)._id);
      if (!company?.resumeAccess) throw forbidden(RESUME_ACCESS_MESSAGES.noAccess);
      return candidates.searchResumeDatabase(app.db, request.query);
    },
  });
};
