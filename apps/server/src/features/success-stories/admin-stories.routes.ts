import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminStoriesResponseSchema,
  AdminStoryListQuerySchema,
  AdminStoryResponseSchema,
  IdParamSchema,
  StoryDecisionBodySchema,
} from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as stories from './success-stories.service';

const tags = ['success stories'];

/** Admins read every story and publish or hide it. */
export const adminStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.get('/success-stories', {
    schema: {
      tags,
      summary: 'All success stories, newest first, optionally by status',
      querystring: AdminStoryListQuerySchema,
      response: { 200: AdminStoriesResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => stories.listForAdmin(app.db, request.query),
  });

  app.patch('/success-stories/:storyId', {
    schema: {
      tags,
      summary: 'Publish or hide a success story',
      params: z.strictObject({ storyId: IdParamSchema }),
      body: StoryDecisionBodySchema,
      response: { 200: AdminStoryResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ({
      story: await stories.decideStory(app.db, request.params.storyId, request.body.status),
    }),
  });
};
