import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  MyStoriesResponseSchema,
  MyStoryResponseSchema,
  StoryBodySchema,
  StoryListQuerySchema,
  SuccessStoriesResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as stories from './success-stories.service';

const tags = ['success stories'];

/** Published stories, for everyone. */
export const publicStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/success-stories', {
    schema: {
      tags,
      summary: 'Published success stories, newest first',
      querystring: StoryListQuerySchema,
      response: { 200: SuccessStoriesResponseSchema, 400: ErrorBodySchema },
    },
    handler: async (request) => stories.listPublished(app.db, request.query),
  });
};

/** A hired candidate's own stories. */
export const candidateStoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidate = app.requireRole('candidate');

  app.get('/success-stories', {
    schema: {
      tags,
      summary: 'Your stories and the hired applications you can still write about',
      response: { 200: MyStoriesResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request) => stories.findMine(app.db, currentUser(request)._id),
  });

  app.post('/success-stories', {
    schema: {
      tags,
      summary: 'Send the story of a job you were hired for, consenting to publication',
      body: StoryBodySchema,
      response: { 201: MyStoryResponseSchema, 409: ErrorBodySchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request, reply) => {
      const story = await stories.submitStory(app.db, currentUser(request)._id, request.body);
      return reply.status(201).send({ story });
    },
  });
};
