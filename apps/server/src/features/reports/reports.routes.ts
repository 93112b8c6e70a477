import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  IdParamSchema,
  MessageResponseSchema,
  MyReportResponseSchema,
  ReportBodySchema,
  ReportedListingsResponseSchema,
  ResolveReportsBodySchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES } from '../../lib/error-responses';
import * as service from './reports.service';

const JobParams = z.object({ jobId: IdParamSchema });

/** Mounted at /api/users: any signed-in user may report a listing. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();

  app.get('/reports/:jobId', {
    schema: {
      tags: ['reports'],
      summary: 'Whether the caller has an open report on this listing',
      params: JobParams,
      response: { 200: MyReportResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: signedIn,
    handler: (request) => service.myOpenReport(app.db, currentUser(request), request.params.jobId),
  });

  app.post('/reports/:jobId', {
    schema: {
      tags: ['reports'],
      summary: 'Report a listing that breaks the rules',
      params: JobParams,
      body: ReportBodySchema,
      response: { 201: MessageResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: signedIn,
    handler: async (request, reply) => {
      await service.reportListing(app.db, currentUser(request), request.params.jobId, request.body);
      return reply.status(201).send({ message: ADMIN_MESSAGES.reportSent });
    },
  });
};

/** Mounted at /api/admins: the reports queue. */
export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = app.requireRole('admin');

  app.get('/reports', {
    schema: {
      tags: ['admin'],
      summary: 'Listings with open reports, most reported first',
      response: { 200: ReportedListingsResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: () => service.reportedListings(app.db),
  });

  app.put('/reports/:jobId', {
    schema: {
      tags: ['admin'],
      summary: 'Resolve a listing’s open reports: close the listing or dismiss them',
      params: JobParams,
      body: ResolveReportsBodySchema,
      response: { 200: MessageResponseSchema, ...ERROR_RESPONSES },
    },
    preHandler: adminOnly,
    handler: async (request) => ({
      message: await service.resolveReports(
        app.db,
        currentUser(request),
        request.params.jobId,
        request.body,
      ),
    }),
  });
};
