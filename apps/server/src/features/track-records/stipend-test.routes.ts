import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@shuruaat/contract';
import { isUuid } from '../../lib/cursor';
import { askDueInterns } from './stipend-checks.service';
import { backdateHires } from './stipend-checks.repository';

/**
 * Test-only (config.testClock): ends the internships of a listing's hired interns by moving their
 * hire back by the listing's duration, then runs the asking job's body, so a journey can answer
 * the question without moving the clock every other journey shares. Hidden from the docs.
 */
export const stipendTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/jobs/:jobId/internship-ended', {
    schema: { hide: true, params: z.object({ jobId: IdParamSchema }) },
    handler: async (request) => {
      if (isUuid(request.params.jobId)) await backdateHires(app.db, request.params.jobId);
      return { asked: await askDueInterns(app.db, app.clock.now()) };
    },
  });
};
