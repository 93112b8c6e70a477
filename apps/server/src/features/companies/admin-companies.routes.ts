import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ResumeAccessGrantBodySchema,
  ResumeAccessGrantResponseSchema,
  IdParamSchema,
} from '@shuruaat/contract';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import { currentUser } from '../../lib/current-user';
import { getEmployerId } from './companies.service';
import { decideResumeAccess } from './resume-access.service';

/** Mounted at /api/admins: what admins decide about employers. */
export const adminCompaniesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put('/employer/:employerId/resume-access', {
    schema: {
      tags: ['admin'],
      summary: 'Grant or withdraw an employer’s access to the resume database',
      params: z.object({ employerId: IdParamSchema }),
      body: ResumeAccessGrantBodySchema,
      response: { 200: ResumeAccessGrantResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: app.requireRole('admin'),
    handler: async (request) => {
      const employerId = await getEmployerId(app.db, request.params.employerId);
      const { resumeAccess } = request.body;
      const message = await decideResumeAccess(
        app.db,
        currentUser(request),
        employerId,
        resumeAccess,
      );
      return { message, employerId, resumeAccess };
    },
  });
};
