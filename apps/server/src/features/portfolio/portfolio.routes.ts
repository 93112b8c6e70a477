import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  IdParamSchema,
  MessageResponseSchema,
  MyPortfolioResponseSchema,
  PORTFOLIO_MESSAGES,
  PortfolioSettingsBodySchema,
  PortfolioSettingsResponseSchema,
  ProjectBodySchema,
  ProjectResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as portfolio from './portfolio.service';

const tags = ['portfolio'];
const ProjectParams = z.strictObject({ projectId: IdParamSchema });
const withConflict = { 409: ErrorBodySchema, ...ERROR_RESPONSES };

/** A candidate's own project portfolio: projects and the public page's settings. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidate = app.requireRole('candidate');

  app.get('/portfolio', {
    schema: {
      tags,
      summary: 'Your portfolio settings and projects',
      response: { 200: MyPortfolioResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request) => portfolio.getMyPortfolio(app.db, currentUser(request)._id),
  });

  app.put('/portfolio/settings', {
    schema: {
      tags,
      summary: 'Choose the public handle and publish or hide the portfolio',
      body: PortfolioSettingsBodySchema,
      response: { 200: PortfolioSettingsResponseSchema, ...withConflict },
    },
    preHandler: candidate,
    handler: async (request) => ({
      settings: await portfolio.saveSettings(app.db, currentUser(request)._id, request.body),
    }),
  });

  app.post('/portfolio/projects', {
    schema: {
      tags,
      summary: 'Add a project to your portfolio',
      body: ProjectBodySchema,
      response: { 201: ProjectResponseSchema, ...withConflict },
    },
    preHandler: candidate,
    handler: async (request, reply) => {
      const project = await portfolio.createProject(app.db, currentUser(request)._id, request.body);
      return reply.status(201).send({ project });
    },
  });

  app.put('/portfolio/projects/:projectId', {
    schema: {
      tags,
      summary: 'Edit one of your projects',
      params: ProjectParams,
      body: ProjectBodySchema,
      response: { 200: ProjectResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request) => ({
      project: await portfolio.updateProject(
        app.db,
        currentUser(request)._id,
        request.params.projectId,
        request.body,
      ),
    }),
  });

  app.delete('/portfolio/projects/:projectId', {
    schema: {
      tags,
      summary: 'Delete one of your projects',
      params: ProjectParams,
      response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request) => {
      await portfolio.deleteProject(app.db, currentUser(request)._id, request.params.projectId);
      return { message: PORTFOLIO_MESSAGES.deleted };
    },
  });
};
