import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationListQuerySchema,
  ApplyBodySchema,
  CANDIDATE_MESSAGES,
  CandidateApplicationResponseSchema,
  CandidateApplicationsResponseSchema,
  CandidateProfileMessageResponseSchema,
  CandidateProfileResponseSchema,
  CursorQuerySchema,
  ErrorBodySchema,
  JobPageSchema,
  JobsForYouResponseSchema,
  MessageResponseSchema,
  RESUME_MESSAGES,
  ResumeVersionsResponseSchema,
  ResumeViewsResponseSchema,
  SignedResumeUrlQuerySchema,
  SignedUrlResponseSchema,
  UpdateCandidateProfileBodySchema,
  UploadResumeResponseSchema,
} from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import * as applications from '../applications/applications.service';
import * as jobs from '../jobs/jobs.service';
import * as candidates from './candidates.service';
import { readResumeUpload } from './resume-upload';

const errors = ERROR_RESPONSES;
const tags = ['candidates'];
const JobParams = z.object({ jobId: z.string().max(64) });
const HOUR = 60 * 60 * 1000;

/** Counted per account (a college lab shares one address), per address before sign-in. */
const perAccount = (name: string, max: number) => ({
  rateLimit: {
    max,
    timeWindow: HOUR,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `${name}:${request.user._id}` : `${name}-ip:${request.ip}`,
  },
});

export const candidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole('candidate');

  app.get('/active-jobs', {
    schema: {
      tags,
      summary: 'Active jobs still accepting applications, newest first (no sign-in)',
      querystring: CursorQuerySchema,
      response: { 200: JobPageSchema, 400: ErrorBodySchema },
    },
    handler: async (request) => jobs.findOpenJobs(app.db, request.query),
  });

  app.get('/get-candidate-profile', {
    schema: {
      tags,
      summary: 'The candidate’s own profile, with the current resume',
      response: { 200: CandidateProfileResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      profile: await candidates.getCandidateProfile(app.db, currentUser(request)._id),
    }),
  });

  app.put('/update-profile', {
    schema: {
      tags,
      summary: 'Update the profile (fields left out are unchanged)',
      body: UpdateCandidateProfileBodySchema,
      response: { 200: CandidateProfileMessageResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      profile: await candidates.updateCandidateProfile(
        app.db,
        currentUser(request)._id,
        request.body,
      ),
      message: CANDIDATE_MESSAGES.profileUpdated,
    }),
  });

  app.post('/upload-resume', {
    config: { idempotent: true, ...perAccount('resume-upload', 30) },
    schema: {
      tags,
      summary:
        'Upload a resume (multipart field "resume"; PDF, at most 5 MB); each is a new version',
      consumes: ['multipart/form-data'],
      response: {
        200: UploadResumeResponseSchema,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
        ...errors,
      },
    },
    preHandler: candidateOnly,
    handler: async (request) => {
      const upload = await readResumeUpload(request);
      const userId = currentUser(request)._id;
      const resume = await candidates.uploadResume(app.db, app.storage, userId, upload);
      return { message: RESUME_MESSAGES.uploaded, resume };
    },
  });

  app.get('/resumes', {
    schema: {
      tags,
      summary: 'Every resume version the candidate uploaded, newest (current) first',
      response: { 200: ResumeVersionsResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) => ({
      versions: await candidates.listResumeVersions(app.db, currentUser(request)._id),
    }),
  });

  app.get('/signed-resume-url', {
    schema: {
      tags,
      summary: 'A ten-minute link to one of your own resumes (admins: anyone’s)',
      querystring: SignedResumeUrlQuerySchema,
      response: { 200: SignedUrlResponseSchema, ...errors },
    },
    preHandler: app.requireRole('candidate', 'admin'),
    handler: async (request) => {
      const { public_id: publicId, version } = request.query;
      const grant = await candidates.ownerGrant(app.db, currentUser(request), publicId, version);
      return { url: app.resumeLinks.url(grant) };
    },
  });

  app.get('/resume-views', {
    schema: {
      tags,
      summary: 'Which companies opened your resume, and when',
      querystring: CursorQuerySchema,
      response: { 200: ResumeViewsResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) =>
      candidates.listResumeViews(app.db, currentUser(request)._id, request.query),
  });

  app.post('/apply/:jobId', {
    config: { idempotent: true, ...perAccount('apply', 100) },
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
      params: JobParams.extend({ candidateId: z.string().max(64) }),
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
