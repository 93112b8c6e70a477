import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminVerificationsResponseSchema,
  DecisionBodySchema,
  IdParamSchema,
  MessageResponseSchema,
  MyVerificationResponseSchema,
  ReasonBodySchema,
  VerificationRequestBodySchema,
  VerificationSchema,
  VerificationsQuerySchema,
  ADMIN_MESSAGES,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as mine from './employer-verification.service';
import * as service from './verification.service';

/** Mounted at /api/employers: an employer's own verification. */
export const employerVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');
  const tags = ['employer'];

  app.get('/verification', {
    schema: {
      tags,
      summary: 'Whether the company is verified, and the latest request',
      response: { 200: MyVerificationResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: employerOnly,
    handler: (request) => service.getMyVerification(app.db, currentUser(request)),
  });

  app.post('/verification', {
    schema: {
      tags,
      summary: 'Ask for the verified badge, with evidence',
      body: VerificationRequestBodySchema,
      response: {
        201: z.object({ message: z.string(), request: VerificationSchema }),
        ...ERROR_RESPONSES,
      },
    },
    preHandler: employerOnly,
    handler: async (request, reply) => {
      const created = await service.requestVerification(app.db, currentUser(request), request.body);
      return reply
        .status(201)
        .send({ message: ADMIN_MESSAGES.verificationRequested, request: created });
    },
  });

  const Changed = z.object({ message: z.string(), request: VerificationSchema });

  app.put('/verification', {
    schema: {
      tags,
      summary: 'Correct the evidence or note of your request while it waits for review',
      body: VerificationRequestBodySchema,
      response: { 200: Changed, ...ERROR_RESPONSES },
    },
    preHandler: employerOnly,
    handler: async (request) => ({
      message: ADMIN_MESSAGES.verificationCorrected,
      request: await mine.correctVerification(app.db, currentUser(request), request.body),
    }),
  });

  app.delete('/verification', {
    schema: {
      tags,
      summary: 'Withdraw your request while it waits for review',
      response: { 200: Changed, ...ERROR_RESPONSES },
    },
    preHandler: employerOnly,
    handler: async (request) => ({
      message: ADMIN_MESSAGES.verificationWithdrawn,
      request: await mine.withdrawVerification(app.db, currentUser(request)),
    }),
  });
};

/** Mounted at /api/admins: the verification queue and decisions. */
export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');
  const tags = ['admin'];

  app.get('/verifications', {
    schema: {
      tags,
      summary: 'Verification requests by status (pending first in the console), newest first',
      querystring: VerificationsQuerySchema,
      response: { 200: AdminVerificationsResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: (request) => service.listQueue(app.db, request.query),
  });

  app.put('/verifications/:id', {
    schema: {
      tags,
      summary: 'Approve or reject a pending verification request',
      params: z.object({ id: IdParamSchema }),
      body: DecisionBodySchema,
      response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      message: await service.decideVerification(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      ),
    }),
  });

  app.post('/employer/:employerId/revoke-verification', {
    schema: {
      tags,
      summary: 'Withdraw a company’s verified badge, with a reason the employer sees',
      params: z.object({ employerId: IdParamSchema }),
      body: ReasonBodySchema,
      response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      message: await service.revokeVerification(
        app.db,
        currentUser(request),
        request.params.employerId,
        request.body.reason,
      ),
    }),
  });
};
