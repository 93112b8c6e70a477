import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneRuns } from './background-jobs.repository';
import { JobRunner } from './job-runner';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Every periodic task of the server is defined here, by the feature that owns it. */
    backgroundJobs: JobRunner;
  }
}

const KEEP_DAYS = 14;
const KEEP_PER_JOB = 200;

/**
 * The one job runner (decision 031). Features define their jobs while they register; the
 * runner writes the schedules and starts its timers when the app is ready, and stops before
 * the database closes, waiting for runs in progress.
 */
async function backgroundJobsPlugin(app: FastifyInstance) {
  const runner = new JobRunner(app.db, { log: app.log });
  app.decorate('backgroundJobs', runner);
  runner.define({
    name: 'job-runs-pruning',
    description: `Forgets job runs older than ${KEEP_DAYS} days, keeping ${KEEP_PER_JOB} per job`,
    scope: 'cluster',
    everyMs: 60 * 60_000,
    run: () => pruneRuns(app.db, new Date(Date.now() - KEEP_DAYS * 86_400_000), KEEP_PER_JOB),
  });
  app.addHook('onReady', () => runner.start());
  app.addHook('preClose', () => runner.stop());
}

export default fp(backgroundJobsPlugin, { name: 'background-jobs', dependencies: ['database'] });
