import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  PublicPortfolioResponseSchema,
  SlugParamSchema,
} from '@shuruaat/contract';
import * as portfolio from './portfolio.service';

/** A published portfolio, for anyone with its link; an unpublished one is not found. */
export const publicPortfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/portfolio/:handle', {
    schema: {
      tags: ['portfolio'],
      summary: 'A published project portfolio by its handle',
      params: z.strictObject({ handle: SlugParamSchema }),
      response: { 200: PublicPortfolioResponseSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
    },
    handler: async (request) => ({
      portfolio: await portfolio.getPublicPortfolio(app.db, request.params.handle),
    }),
  });
};
