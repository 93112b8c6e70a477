import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAmbassadorListResponseSchema,
  AmbassadorApplicationResponseSchema,
  AmbassadorDecisionBodySchema,
  AmbassadorListQuerySchema,
  IdParamSchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as ambassadors from './ambassadors.service';

const tags = ['campus ambassadors'];

/** Admins read campus ambassador applications and approve or reject them. */
export const adminAmbassadorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.requireRole('admin');

  app.get('/ambassador-applications', {
    schema: {
      tags,
      summary: 'Campus ambassador applications, newest first, optionally by status',
      querystring: AmbassadorListQuerySchema,
      response: { 200: AdminAmbassadorListResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ambassadors.listApplications(app.db, request.query),
  });

  app.patch('/ambassador-applications/:applicationId', {
    schema: {
      tags,
      summary: 'Approve or reject a campus ambassador application',
      params: z.strictObject({ applicationId: IdParamSchema }),
      body: AmbassadorDecisionBodySchema,
      response: { 200: AmbassadorApplicationResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: admin,
    handler: async (request) => ({
      application: await ambassadors.decideApplication(
        app.db,
        request.params.applicationId,
        currentUser(request)._id,
        request.body,
      ),
    }),
  });
};
