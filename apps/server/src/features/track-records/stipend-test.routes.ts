import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '@shuruaat/contract';
import { isUuid } from '../../lib/cursor';
import { endInternshipsOf } from './stipend-checks.service';
import { refreshTrackRecords } from './track-records.service';

/**
 * Test-only (config.testClock): ends the internships of a listing's hired interns by moving their
 * hire back by the listing's duration, then runs the asking job's body, so a journey can answer
 * the question without moving the clock every other journey shares, and recomputes the track
 * records. Hidden from the docs.
 */
export const stipendTestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/jobs/:jobId/internship-ended', {
    schema: { hide: true, params: z.object({ jobId: IdParamSchema }) },
    handler: async (request) => {
      const jobId = request.params.jobId;
      const asked = await endInternshipsOf(app.db, isUuid(jobId) ? jobId : null, app.clock.now());
      // The figures too, as the track-records job would within its interval.
      await refreshTrackRecords(app.db, app.clock.now());
      return { asked };
    },
  });
};
