import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  JobDetailResponseSchema,
  JobSearchQuerySchema,
  JobSearchResponseSchema,
  SlugParamSchema,
} from '@shuruaat/contract';
import * as search from './search.service';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', {
    schema: {
      tags: ['jobs'],
      summary: 'Search open internships and jobs, with facet counts',
      querystring: JobSearchQuerySchema,
      response: { 200: JobSearchResponseSchema, 400: ErrorBodySchema },
    },
    handler: async (request) => search.searchJobs(app.db, request.query),
  });

  app.get('/:slug', {
    schema: {
      tags: ['jobs'],
      summary: 'One published job by its slug, with its company’s public profile',
      params: z.object({ slug: SlugParamSchema }),
      response: { 200: JobDetailResponseSchema, 404: ErrorBodySchema },
    },
    handler: async (request) => search.getJobBySlug(app.db, request.params.slug),
  });
};
