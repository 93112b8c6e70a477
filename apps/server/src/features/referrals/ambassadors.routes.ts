import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AmbassadorApplicationBodySchema,
  AmbassadorApplicationResponseSchema,
  ErrorBodySchema,
  MyAmbassadorApplicationResponseSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as ambassadors from './ambassadors.service';

const tags = ['campus ambassadors'];

/** A candidate's own application to the campus ambassador program. */
export const ambassadorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const candidate = app.requireRole('candidate');

  app.post('/ambassador-application', {
    schema: {
      tags,
      summary: 'Apply to the campus ambassador program (once)',
      body: AmbassadorApplicationBodySchema,
      response: {
        201: AmbassadorApplicationResponseSchema,
        409: ErrorBodySchema,
        ...ERROR_RESPONSES,
      },
    },
    preHandler: candidate,
    handler: async (request, reply) => {
      const application = await ambassadors.applyAsAmbassador(
        app.db,
        currentUser(request)._id,
        request.body,
      );
      return reply.status(201).send({ application });
    },
  });

  app.get('/ambassador-application', {
    schema: {
      tags,
      summary: 'Your campus ambassador application, or null before you apply',
      response: { 200: MyAmbassadorApplicationResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: candidate,
    handler: async (request) => ({
      application: await ambassadors.findMyApplication(app.db, currentUser(request)._id),
    }),
  });
};
