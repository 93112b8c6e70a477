import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MessageResponseSchema,
  OFFER_CHECK_MESSAGES,
  OfferCheckBodySchema,
  OfferCheckResponseSchema,
  OfferReportBodySchema,
} from '@shuruaat/contract';
import { perAccountHourly } from '../../lib/route-limits';
import * as offers from './offer-check.service';

const tags = ['tools'];
const errors = { 400: ErrorBodySchema, 413: ErrorBodySchema, 429: ErrorBodySchema };
/**
 * 100,000 characters of Devanagari, each escaped as \uXXXX by a JSON writer, is 600,000 bytes:
 * the largest paste the contract allows, with room for the braces.
 */
const OFFER_BODY_LIMIT = 640 * 1024;

/** Mounted at /api/tools: the public offer checker, open to anyone, limited per address. */
export const offerCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/offer-check', {
    bodyLimit: OFFER_BODY_LIMIT,
    config: perAccountHourly('offer-checks', 60),
    schema: {
      tags,
      summary: 'Read a pasted job offer for the signs of a scam (nothing is stored)',
      body: OfferCheckBodySchema,
      response: { 200: OfferCheckResponseSchema, ...errors },
    },
    handler: async (request) => offers.checkPastedOffer(request.body.text),
  });

  app.post('/offer-check/report', {
    bodyLimit: OFFER_BODY_LIMIT,
    config: perAccountHourly('offer-reports', 10),
    schema: {
      tags,
      summary: 'Send a suspicious offer to Shuruaat’s team (stored in the admins’ inbox)',
      body: OfferReportBodySchema,
      response: { 201: MessageResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      await offers.reportOffer(app.db, request.body, request.user?._id ?? null);
      return reply.status(201).send({ message: OFFER_CHECK_MESSAGES.reported });
    },
  });
};
