import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyResponseRateResponseSchema,
  EmployerResponseRateResponseSchema,
  IdParamSchema,
  TestClockBodySchema,
} from '@shuruaat/contract';
import { currentUser } from '../../lib/current-user';
import { ERROR_RESPONSES as errors } from '../../lib/error-responses';
import { isUuid } from '../../lib/cursor';
import { DAY_MS } from './clock';
import { companyResponseRate, employerResponseRate } from './answers.service';

/** Mounted at /api/employers. */
export const employerResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/response-rate', {
    schema: {
      tags: ['employers'],
      summary:
        'Your response rate (decisions within 15 days, last 90 days), median time to respond, and the applications that lower it',
      response: { 200: EmployerResponseRateResponseSchema, ...errors },
    },
    preHandler: app.requireRole('employer'),
    handler: async (request) => employerResponseRate(app.db, currentUser(request), app.clock.now()),
  });
};

/** Mounted at /api/jobs: public, shown on a company's listings once it has 10 applications. */
export const companyResponseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/company/:companyId/response-rate', {
    schema: {
      tags: ['jobs'],
      summary: 'A company’s response rate and median time to respond (null below 10 applications)',
      params: z.object({ companyId: IdParamSchema }),
      response: { 200: CompanyResponseRateResponseSchema, ...errors },
    },
    handler: async (request, reply) => {
      const { companyId } = request.params;
      reply.header('cache-control', 'public, max-age=300');
      if (!isUuid(companyId)) {
        return { responseRate: { applications: 0, rate: null, medianHours: null } };
      }
      return { responseRate: await companyResponseRate(app.db, companyId, app.clock.now()) };
    },
  });
};

/**
 * Test-only: moves the clock forward and sweeps, so a browser journey can see a 30-day answer.
 * Registered only when config.testClock (NODE_ENV=test and TEST_CLOCK=1); hidden from the docs.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/clock', {
    schema: { hide: true, body: TestClockBodySchema },
    handler: async (request) => {
      app.clock.advance(request.body.advanceDays * DAY_MS);
      return { now: app.clock.now().toISOString(), ...(await app.sweepAnswers()) };
    },
  });
};
