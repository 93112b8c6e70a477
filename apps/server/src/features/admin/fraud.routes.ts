import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FraudOverviewSchema,
  IdParamSchema,
  SuspendEmployerBodySchema,
  SuspendEmployerResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as fraud from './fraud.service';

const tags = ['admin'];

/** Mounted at /api/admins: the fraud view, and suspending an employer (issue 27). */
export const fraudRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/fraud-overview', {
    schema: {
      tags,
      summary: 'Held listings, flagged messages, repeatedly flagged employers, unpaid stipends',
      response: { 200: FraudOverviewSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: () => fraud.getFraudOverview(app.db),
  });

  app.post('/employers/:employerId/suspend', {
    schema: {
      tags,
      summary: 'Suspend an employer: close their listings (applicants answered), messaging off',
      params: z.object({ employerId: IdParamSchema }),
      body: SuspendEmployerBodySchema,
      response: { 200: SuspendEmployerResponseSchema, ...errors },
    },
    preHandler: adminOnly,
    handler: (request) =>
      fraud.suspendEmployer(
        app.db,
        currentUser(request),
        request.params.employerId,
        request.body.reason,
        app.answerClosedListing,
      ),
  });
};
