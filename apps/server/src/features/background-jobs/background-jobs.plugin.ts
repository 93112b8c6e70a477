import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forgetInstances, markInstanceAlive, pruneRuns } from './background-jobs.repository';
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
export const HEARTBEAT_EVERY_MS = 1_000;

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
    run: async () => {
      await pruneRuns(app.db, new Date(Date.now() - KEEP_DAYS * 86_400_000), KEEP_PER_JOB);
      await forgetInstances(app.db, { silentSince: new Date(Date.now() - 86_400_000) });
    },
  });
  // Other instances let go of this one's claims once it falls silent (live-instances.ts).
  const heartbeat = async () => {
    await markInstanceAlive(app.db, runner.instance);
    return 'idle' as const;
  };
  runner.define({
    name: 'instance-heartbeat',
    description: 'Tells the other instances this one is alive, so they wait for its claims',
    scope: 'instance',
    everyMs: HEARTBEAT_EVERY_MS,
    run: heartbeat,
  });
  app.addHook('onReady', async () => {
    // Alive before the first request, not a second later; a database away now is told later.
    await heartbeat().catch(() => undefined);
    await runner.start();
  });
  app.addHook('preClose', async () => {
    await runner.stop();
    await forgetInstances(app.db, { instance: runner.instance }).catch(() => undefined);
  });
}

export default fp(backgroundJobsPlugin, { name: 'background-jobs', dependencies: ['database'] });
