import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EmployerProfileResponseSchema,
  ErrorBodySchema,
  UpdateEmployerProfileBodySchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import * as companies from './companies.service';
import { readLogoUpload } from './logo-upload';

const tags = ['employers'];

/** Mounted at /api/employers: the employer's company profile and logo. */
export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const employerOnly = app.requireRole('employer');

  app.get('/get-employer-profile', {
    schema: {
      tags,
      summary: 'The employer’s company profile',
      response: { 200: EmployerProfileResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => ({
      profile: await companies.getEmployerProfile(app.db, currentUser(request)._id),
    }),
  });

  app.put('/update-employer-profile', {
    schema: {
      tags,
      summary: 'Update the company profile (fields left out are unchanged)',
      body: UpdateEmployerProfileBodySchema,
      response: { 200: EmployerProfileResponseSchema, ...errors },
    },
    preHandler: employerOnly,
    handler: async (request) => ({
      profile: await companies.updateEmployerProfile(
        app.db,
        currentUser(request)._id,
        request.body,
      ),
    }),
  });

  app.post('/upload-logo', {
    config: { idempotent: true, rateLimit: { max: 30, timeWindow: 60 * 60 * 1000 } },
    schema: {
      tags,
      summary: 'Upload the company logo (multipart field "logo"; PNG, JPEG or WebP, at most 1 MB)',
      consumes: ['multipart/form-data'],
      response: {
        200: EmployerProfileResponseSchema,
        413: ErrorBodySchema,
        415: ErrorBodySchema,
        ...errors,
      },
    },
    preHandler: employerOnly,
    handler: async (request) => {
      const upload = await readLogoUpload(request);
      const userId = currentUser(request)._id;
      return { profile: await companies.setCompanyLogo(app.db, app.storage, userId, upload) };
    },
  });
};
