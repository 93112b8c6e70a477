import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BlogDetailResponseSchema,
  BlogListQuerySchema,
  BlogListResponseSchema,
  SlugParamSchema,
} from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as blogs from './blogs.service';

const tags = ['blogs'];

/** Mounted at /api/admins, where the spec put the public list: anyone reads published posts. */
export const publicBlogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all-blogs', {
    schema: {
      tags,
      summary: 'Published blog posts, newest first (no sign-in)',
      querystring: BlogListQuerySchema,
      response: { 200: BlogListResponseSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => blogs.listPublished(app.db, request.query),
  });

  app.get('/all-blogs/:slug', {
    schema: {
      tags,
      summary: 'A published post by slug, rendered, with related posts (no sign-in)',
      params: z.strictObject({ slug: SlugParamSchema }),
      response: { 200: BlogDetailResponseSchema, ...ERROR_RESPONSES },
    },
    handler: async (request) => blogs.getPublishedBySlug(app.db, request.params.slug),
  });
};
