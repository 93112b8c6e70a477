import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyTrackRecordResponseSchema,
  CursorQuerySchema,
  EmployerStipendResponseBodySchema,
  ErrorBodySchema,
  IdParamSchema,
  StipendAnswerBodySchema,
  StipendCheckMessageResponseSchema,
  StipendChecksResponseSchema,
  TrackRecordsQuerySchema,
  TrackRecordsResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as stipends from './stipend-checks.service';
import { findTrackRecords, getCompanyTrackRecord } from './track-records.service';

const IdParams = z.object({ id: IdParamSchema });
const conflict = { 409: ErrorBodySchema };

/** Mounted at /api/jobs: public, read where students decide (cards, job and company pages). */
export const trackRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/track-records', {
    schema: {
      tags: ['jobs'],
      summary:
        'Track records of several companies (answered share, days to answer, hires, stipends paid)',
      querystring: TrackRecordsQuerySchema,
      response: { 200: TrackRecordsResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { trackRecords: await findTrackRecords(app.db, request.query.companyIds) };
    },
  });

  app.get('/company/:companyId/track-record', {
    schema: {
      tags: ['jobs'],
      summary: 'A company’s public page: who it is and its track record',
      params: z.object({ companyId: IdParamSchema }),
      response: { 200: CompanyTrackRecordResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getCompanyTrackRecord(app.db, request.params.companyId);
    },
  });
};

/** Mounted at /api/candidates: the intern's own stipend questions. */
export const internStipendRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidateOnly = app.requireRole('candidate');
  app.get('/stipend-checks', {
    schema: {
      tags: ['candidates'],
      summary: 'Your "Were you paid as listed?" questions, newest first',
      querystring: CursorQuerySchema,
      response: { 200: StipendChecksResponseSchema, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) =>
      stipends.listInternChecks(app.db, currentUser(request), request.query),
  });

  app.post('/stipend-checks/:id/answer', {
    schema: {
      tags: ['candidates'],
      summary: 'Answer "Were you paid as listed?" (yes, partly or no; once)',
      params: IdParams,
      body: StipendAnswerBodySchema,
      response: { 200: StipendCheckMessageResponseSchema, ...conflict, ...errors },
    },
    preHandler: candidateOnly,
    handler: async (request) =>
      stipends.answerStipendCheck(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.clock.now(),
      ),
  });
};

/** Mounted at /api/employers: the company's "partly" and "no" answers, and its one response. */
export const employerStipendRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');
  app.get('/stipend-checks', {
    schema: {
      tags: ['employers'],
      summary: 'Interns who said their stipend was not (fully) paid as listed, newest first',
      querystring: CursorQuerySchema,
      response: { 200: StipendChecksResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) =>
      stipends.listUnpaidAnswers(app.db, currentUser(request)._id, request.query),
  });

  app.post('/stipend-checks/:id/response', {
    schema: {
      tags: ['employers'],
      summary: 'Respond to an intern’s "partly" or "no" (once); admins read it beside the answer',
      params: IdParams,
      body: EmployerStipendResponseBodySchema,
      response: { 200: StipendCheckMessageResponseSchema, ...conflict, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) =>
      stipends.respondToStipendAnswer(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.clock.now(),
      ),
  });
};

/** Mounted at /api/admins: the queue of unpaid-stipend answers with the employers' responses. */
export const adminStipendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stipend-checks', {
    schema: {
      tags: ['admin'],
      summary: 'Answers of "partly" or "no" to the stipend question, newest first',
      querystring: CursorQuerySchema,
      response: { 200: StipendChecksResponseSchema, ...errors },
    },
    preHandler: app.requireRole('admin'),
    handler: async (request) => stipends.listUnpaidAnswers(app.db, null, request.query),
  });
};
