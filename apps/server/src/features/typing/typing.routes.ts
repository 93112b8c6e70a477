import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPassageListQuerySchema,
  AdminPassageResponseSchema,
  AdminPassagesResponseSchema,
  AttachedTypingResultsResponseSchema,
  AttachTypingResultBodySchema,
  AttachTypingResultResponseSchema,
  CertificateRevokeBodySchema,
  ErrorBodySchema,
  IdParamSchema,
  PassageBodySchema,
  TypingCertificateResponseSchema,
  TypingHistoryWithApplicationsSchema,
  TypingPresetsResponseSchema,
  TypingResultBodySchema,
  TypingResultResponseSchema,
  TypingAttemptBodySchema,
  TypingAttemptResponseSchema,
  TypingRetestResponseSchema,
  TypingTestPassagesResponseSchema,
  TypingTestQuerySchema,
  TestBackdateAttemptBodySchema,
  text,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as attempts from './typing-attempts.service';
import * as retests from './typing-retests.service';
import * as typing from './typing.service';

const tags = ['typing test'];
/** A 90-minute log is bigger than the default 1 MiB body limit allows for. */
const RESULT_BODY_LIMIT = 3 * 1024 * 1024;

/** Mounted at /api/tools: the test itself, open to everyone. */
export const typingToolRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();

  app.get('/typing-presets', {
    schema: {
      tags,
      summary: 'The test presets: plain practice and the exam rules, each a data row',
      response: { 200: TypingPresetsResponseSchema },
    },
    handler: async () => ({ presets: await typing.listPresets(app.db) }),
  });

  app.get('/typing-passages', {
    schema: {
      tags,
      summary: 'The passages of one test, in the order it chains them',
      querystring: TypingTestQuerySchema,
      response: { 200: TypingTestPassagesResponseSchema, 400: ErrorBodySchema },
    },
    handler: async (request) => ({
      passages: await typing.passagesForTest(
        app.db,
        request.query.language,
        request.query.difficulty,
      ),
    }),
  });

  app.post('/typing-attempts', {
    schema: {
      tags,
      summary:
        'Start a test: the server picks the passages and a nonce and records the start (a retest link names its test)',
      body: TypingAttemptBodySchema,
      response: { 201: TypingAttemptResponseSchema, 409: ErrorBodySchema, ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const attempt = await attempts.startAttempt(app.db, request.user, request.body);
      return reply.status(201).send({ attempt });
    },
  });

  app.post('/typing-results', {
    bodyLimit: RESULT_BODY_LIMIT,
    schema: {
      tags,
      summary:
        'Score an issued attempt from its keystroke log (every figure recomputed), once; kept for candidates, with a certificate for a passing exam preset',
      body: TypingResultBodySchema,
      response: {
        200: TypingResultResponseSchema,
        409: ErrorBodySchema,
        413: ErrorBodySchema,
        ...ERROR_RESPONSES,
      },
    },
    handler: async (request) => ({
      result: await attempts.submitResult(app.db, request.user, request.body),
    }),
  });

  app.get('/typing-retests/:token', {
    schema: {
      tags,
      summary: 'A supervised-retest link, for the candidate it was sent to',
      params: z.strictObject({ token: text().max(128) }),
      response: { 200: TypingRetestResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: app.requireRole('candidate'),
    handler: async (request) => ({
      retest: await retests.getRetest(app.db, currentUser(request), request.params.token),
    }),
  });

  app.get('/typing-results/:resultId', {
    schema: {
      tags,
      summary: 'A kept result, for its owner or an admin',
      params: z.strictObject({ resultId: IdParamSchema }),
      response: { 200: TypingResultResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: signedIn,
    handler: async (request) => ({
      result: await typing.getResult(app.db, currentUser(request), request.params.resultId),
    }),
  });

  app.get('/typing-certificates/:certificateId', {
    schema: {
      tags,
      summary: 'A typing certificate, public so anyone can verify it (valid or revoked)',
      params: z.strictObject({ certificateId: IdParamSchema }),
      response: {
        200: TypingCertificateResponseSchema,
        400: ErrorBodySchema,
        404: ErrorBodySchema,
      },
    },
    handler: async (request) => ({
      certificate: await typing.getCertificate(app.db, request.params.certificateId),
    }),
  });
};

/** Mounted at /api/candidates: a candidate's history, and attaching a result to an application. */
export const candidateTypingRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidate = app.requireRole('candidate');

  app.get('/typing-results', {
    schema: {
      tags,
      summary: 'Your kept typing results, newest first, and your applications to attach one to',
      response: { 200: TypingHistoryWithApplicationsSchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request) => typing.history(app.db, currentUser(request)._id),
  });

  app.put('/applications/:applicationId/typing-result', {
    schema: {
      tags,
      summary: 'Attach one of your typing results to one of your applications',
      params: z.strictObject({ applicationId: IdParamSchema }),
      body: AttachTypingResultBodySchema,
      response: { 200: AttachTypingResultResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request) => ({
      application: await typing.attachToApplication(
        app.db,
        currentUser(request)._id,
        request.params.applicationId,
        request.body.resultId,
      ),
    }),
  });
};

/** Mounted at /api/employers: typing results applicants attached, by application id. */
export const employerTypingRoutes: FastifyPluginAsyncZod = async (app) => {
  const employer = app.requireRole('employer');

  app.get('/job/:jobId/applicants/typing-results', {
    schema: {
      tags,
      summary: 'Typing results the applicants of one of your jobs attached, by application id',
      params: z.strictObject({ jobId: IdParamSchema }),
      response: {
        200: AttachedTypingResultsResponseSchema,
        ...ERROR_RESPONSES,
      },
    },
    preHandler: employer,
    handler: async (request) => ({
      results: await typing.attachedResultsForJob(
        app.db,
        currentUser(request),
        request.params.jobId,
      ),
    }),
  });

  app.post('/applications/:applicationId/typing-retest', {
    schema: {
      tags,
      summary:
        'A supervised-retest link for an applicant: the attached exam again, on a new passage',
      params: z.strictObject({ applicationId: IdParamSchema }),
      response: { 201: TypingRetestResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: employer,
    handler: async (request, reply) => {
      const retest = await retests.createRetest(
        app.db,
        currentUser(request),
        request.params.applicationId,
      );
      return reply.status(201).send({ retest });
    },
  });
};

/** Mounted at /api/admins: passages, and revoking a certificate. */
export const adminTypingRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.get('/typing-passages', {
    schema: {
      tags,
      summary: 'Every typing passage, newest first, optionally of one language',
      querystring: AdminPassageListQuerySchema,
      response: { 200: AdminPassagesResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ({
      items: await typing.listPassagesForAdmin(app.db, request.query.language),
    }),
  });

  app.post('/typing-passages', {
    schema: {
      tags,
      summary: 'Add a typing passage',
      body: PassageBodySchema,
      response: { 201: AdminPassageResponseSchema, 409: ErrorBodySchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      const passage = await typing.addPassage(app.db, currentUser(request)._id, request.body);
      return reply.status(201).send({ passage });
    },
  });

  app.patch('/typing-certificates/:certificateId/revoke', {
    schema: {
      tags,
      summary: 'Revoke a typing certificate, saying why (its public page then says revoked)',
      params: z.strictObject({ certificateId: IdParamSchema }),
      body: CertificateRevokeBodySchema,
      response: { 200: TypingCertificateResponseSchema, 409: ErrorBodySchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ({
      certificate: await typing.revokeCertificate(
        app.db,
        request.params.certificateId,
        request.body.reason,
      ),
    }),
  });
};

/**
 * Test-only, beside the test clock (config.testClock): moves an attempt's issue time back, so a
 * browser journey that needs a certificate submits a five-minute exam's log at once. The checks
 * a result meets are proved in typing-forgeries.test.ts against real waits.
 */
export const typingTestClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/typing-attempts/:id/backdate', {
    schema: {
      hide: true,
      params: z.strictObject({ id: IdParamSchema }),
      body: TestBackdateAttemptBodySchema,
    },
    handler: async (request) => {
      const startedAt = await attempts.backdateAttempt(
        app.db,
        request.params.id,
        request.body.seconds,
      );
      return { startedAt: startedAt.toISOString() };
    },
  });
};
