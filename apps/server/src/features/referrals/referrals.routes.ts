import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ClaimReferralBodySchema,
  ErrorBodySchema,
  ReferralSummarySchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as referrals from './referrals.service';

const tags = ['referrals'];

/** Any signed-in user's own referral code and the friends who joined with it. */
export const referralsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();

  app.get('/referral', {
    schema: {
      tags,
      summary: 'Your referral code and how many friends signed up, completed a profile and applied',
      response: { 200: ReferralSummarySchema, ...ERROR_RESPONSES },
    },
    preHandler: signedIn,
    handler: async (request) => referrals.getReferralSummary(app.db, currentUser(request)._id),
  });

  app.post('/referral/claim', {
    schema: {
      tags,
      summary: 'Credit the friend who referred you, if you signed up without their link',
      body: ClaimReferralBodySchema,
      response: { 200: ReferralSummarySchema, 409: ErrorBodySchema, ...ERROR_RESPONSES },
    },
    preHandler: signedIn,
    handler: async (request) =>
      referrals.claimReferral(app.db, currentUser(request)._id, request.body.code),
  });
};
