import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { askDueInterns } from './stipend-checks.service';
import { refreshTrackRecords } from './track-records.service';

export const STIPEND_CHECK_JOB = 'stipend-checks';
export const TRACK_RECORDS_JOB = 'track-records';

/**
 * Employer track records (decision 036): the figures, recomputed by a job, and "Were you paid as
 * listed?" as a job of the one runner (decision 031). A cluster job, and its
 * statement is once-only by itself (a unique key per hired application), so a run asked for by
 * hand beside the timer, or on two instances, never asks an intern twice.
 */
async function trackRecordsPlugin(app: FastifyInstance, { config }: { config: Config }) {
  app.backgroundJobs.define({
    name: STIPEND_CHECK_JOB,
    description: 'Asks each hired intern whose internship ended whether the stipend was paid',
    scope: 'cluster',
    everyMs: config.stipendCheckMs,
    run: async () => {
      const asked = await askDueInterns(app.db, app.clock.now());
      if (asked === 0) return 'idle';
      app.log.info({ asked }, 'stipend questions sent');
    },
  });
  app.backgroundJobs.define({
    name: TRACK_RECORDS_JOB,
    description: 'Recomputes each company’s answered share, days to answer and hires',
    scope: 'cluster',
    everyMs: config.trackRecordsMs,
    run: () => refreshTrackRecords(app.db, app.clock.now()),
  });
}

export default fp(trackRecordsPlugin, {
  name: 'track-records',
  dependencies: ['database', 'background-jobs', 'answers'],
});
