import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBlogListQuerySchema,
  AdminBlogListResponseSchema,
  AdminBlogResponseSchema,
  BLOG_LIMITS,
  BLOG_MESSAGES,
  BlogBodySchema,
  BlogCoverResponseSchema,
  ErrorBodySchema,
  IdParamSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { readOneFile } from '../../lib/multipart-file';
import * as blogs from './blogs.service';

const tags = ['blogs'];
const params = z.strictObject({ blogId: IdParamSchema });

/** Mounted at /api/admins: admins write, edit, unpublish and delete posts. */
export const adminBlogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.post('/create-blog', {
    config: { idempotent: true },
    schema: {
      tags,
      summary: 'Write a blog post (published unless `published` is false)',
      body: BlogBodySchema,
      response: { 201: AdminBlogResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      const blog = await blogs.createBlog(app.db, currentUser(request)._id, request.body);
      return reply.status(201).send({ message: BLOG_MESSAGES.posted, blog });
    },
  });

  app.get('/blogs', {
    schema: {
      tags,
      summary: 'Every post, drafts included, newest first',
      querystring: AdminBlogListQuerySchema,
      response: { 200: AdminBlogListResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => blogs.listForAdmin(app.db, request.query),
  });

  app.get('/blogs/:blogId', {
    schema: {
      tags,
      summary: 'One post with its Markdown, for the editor',
      params,
      response: { 200: AdminBlogResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ({
      message: '',
      blog: await blogs.getForAdmin(app.db, request.params.blogId),
    }),
  });

  app.put('/blogs/:blogId', {
    schema: {
      tags,
      summary: 'Edit a post; `published` publishes or unpublishes it',
      params,
      body: BlogBodySchema,
      response: { 200: AdminBlogResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ({
      message: BLOG_MESSAGES.updated,
      blog: await blogs.updateBlog(
        app.db,
        currentUser(request)._id,
        request.params.blogId,
        request.body,
      ),
    }),
  });

  app.post('/blogs/:blogId/unpublish', {
    schema: {
      tags,
      summary: 'Take a post off the site, keeping it as a draft',
      params,
      response: { 200: AdminBlogResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ({
      message: BLOG_MESSAGES.unpublished,
      blog: await blogs.unpublishBlog(app.db, currentUser(request)._id, request.params.blogId),
    }),
  });

  app.delete('/blogs/:blogId', {
    schema: {
      tags,
      summary: 'Delete a post for good',
      params,
      response: { 200: z.object({ message: z.string() }), ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => {
      await blogs.deleteBlog(app.db, currentUser(request)._id, request.params.blogId);
      return { message: BLOG_MESSAGES.deleted };
    },
  });

  app.post('/blogs/cover', {
    config: { idempotent: true, rateLimit: { max: 60, timeWindow: 60 * 60 * 1000 } },
    schema: {
      tags,
      summary: 'Upload a cover image (multipart field "cover"; PNG, JPEG or WebP, at most 2 MB)',
      consumes: ['multipart/form-data'],
      response: {
        201: BlogCoverResponseSchema,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
        ...ERROR_RESPONSES,
      },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      const { data } = await readOneFile(request, {
        field: 'cover',
        maxBytes: BLOG_LIMITS.coverMaxBytes,
        messages: {
          notMultipart: 'Send the cover as multipart/form-data in the field "cover".',
          missing: 'Choose a cover image to upload.',
          tooLarge: 'The cover must be 2 MB or smaller.',
          empty: 'The cover file is empty. Choose a PNG, JPEG or WebP image.',
        },
      });
      return reply.status(201).send({ coverImageUrl: await blogs.uploadCover(app.storage, data) });
    },
  });
};
