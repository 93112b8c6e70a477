import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  JobDetailResponseSchema,
  JobSearchQuerySchema,
  JobSearchResponseSchema,
  JobSuggestQuerySchema,
  JobSuggestResponseSchema,
  SlugParamSchema,
} from '@shuruaat/contract';
import { preferredEncoding } from '../../lib/response-encoding';
import { EncodedAnswers, sendEncoded } from './encoded-answers';
import * as search from './search.service';

// About 8,000 brotli answers of a page of 20 (3.5 KB and a Buffer each), or 2,000 as JSON.
const ENCODED_ANSWER_BYTES = 32 * 1024 * 1024;

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = search.searchDeps(app.db, app.liveListings);
  const bodies = new EncodedAnswers(ENCODED_ANSWER_BYTES);

  app.get('/', {
    schema: {
      tags: ['jobs'],
      summary: 'Search open internships and jobs, with facet counts and what the words meant',
      querystring: JobSearchQuerySchema,
      response: { 200: JobSearchResponseSchema, 400: ErrorBodySchema },
    },
    handler: async (request, reply) => {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      // The bytes sent before, when kept: the answer itself may have left its smaller cache.
      const keyed = await search.searchKey(deps, request.query);
      const kept = bodies.find(keyed.key, encoding);
      if (kept) return sendEncoded(reply, kept);
      const answer = await search.answerFor(deps, request.query, keyed);
      return sendEncoded(reply, bodies.bodyOf(keyed.key, encoding, answer));
    },
  });

  app.get('/suggest', {
    schema: {
      tags: ['jobs'],
      summary:
        'Titles, skills, companies and cities of open listings that start with what was typed',
      querystring: JobSuggestQuerySchema,
      response: { 200: JobSuggestResponseSchema, 400: ErrorBodySchema },
    },
    handler: async (request) => (await app.liveListings.current()).suggester.find(request.query.q),
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
