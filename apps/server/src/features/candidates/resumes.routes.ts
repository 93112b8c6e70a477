import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CursorQuerySchema,
  ErrorBodySchema,
  RESUME_MESSAGES,
  ResumeVersionsResponseSchema,
  ResumeViewsResponseSchema,
  SignedResumeUrlQuerySchema,
  SignedUrlResponseSchema,
  UploadResumeResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { perAccountHourly } from '../../lib/route-limits';
import * as candidates from './candidates.service';
import { readResumeUpload } from './resume-upload';

const tags = ['candidates'];

/** Mounted at /api/candidates: the candidate's resume versions, links and who viewed them. */
export const resumesRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole('candidate');

  app.post('/upload-resume', {
    config: { idempotent: true, ...perAccountHourly('resume-upload', 30) },
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
};
