import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamSchema,
  ReviewDecisionBodySchema,
  ReviewDecisionResponseSchema,
  ReviewQueueQuerySchema,
  ReviewQueueResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as service from './review-queue.service';

/** Mounted at /api/admins: listings screening held or queued, and the admin's decision. */
export const reviewQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/listing-reviews', {
    schema: {
      tags: ['admin'],
      summary: 'Listings held or queued by screening, oldest first, with their flags',
      querystring: ReviewQueueQuerySchema,
      response: { 200: ReviewQueueResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: (request) => service.findReviewQueue(app.db, request.query),
  });

  app.put('/listing-reviews/:jobId', {
    schema: {
      tags: ['admin'],
      summary: 'Approve a screened listing, or reject it (closes it with a reason)',
      params: z.object({ jobId: IdParamSchema }),
      body: ReviewDecisionBodySchema,
      response: { 200: ReviewDecisionResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: (request) =>
      service.decideReview(
        app.db,
        currentUser(request),
        request.params.jobId,
        request.body,
        app.answerClosedListing,
      ),
  });
};
