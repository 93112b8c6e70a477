import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RESUME_ACCESS_MESSAGES,
  ResumeAccessResponseSchema,
  ResumeSearchQuerySchema,
} from '@shuruaat/contract';
import { forbidden } from '../../lib/app-error';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as companies from '../companies/companies.service';
import * as candidates from './candidates.service';

const tags = ['employers'];

/** Mounted at /api/employers: the resume database. */
export const employerResumesRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');

  app.get('/resume-access', {
    schema: {
      tags,
      summary: 'Search opted-in candidates by skills, city, degree and graduation year',
      querystring: ResumeSearchQuerySchema,
      response: { 200: ResumeAccessResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const company = await companies.findCompanyOfOwner(app.db, currentUser(request)._id);
      if (!company?.resumeAccess) throw forbidden(RESUME_ACCESS_MESSAGES.noAccess);
      return candidates.searchResumeDatabase(app.db, request.query);
    },
  });
};
