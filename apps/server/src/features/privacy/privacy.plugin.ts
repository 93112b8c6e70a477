import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { buildDueExports } from './privacy.service';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    /** Builds waiting data exports now; the timer calls it, and tests. */
    buildDataExports(): Promise<number>;
  }
}

/**
 * Builds requested data exports every EXPORT_POLL_MS, a job of the one runner (decision 031).
 * The work itself lives in the data_exports table, claimed with SKIP LOCKED, so a build asked
 * for by hand beside the job never builds one export twice.
 */
async function privacyPlugin(app: FastifyInstance, { pollMs }: { pollMs: number }) {
  let running: Promise<number> | undefined;
  const build = async () => {
    while (running) await running.catch(() => 0);
    running = buildDueExports(app.db, app.storage);
    try {
      return await running;
    } finally {
      running = undefined;
    }
  };
  app.decorate('buildDataExports', build);

  app.backgroundJobs.define({
    name: 'data-exports',
    description: 'Builds the data exports people asked for',
    scope: 'cluster',
    everyMs: pollMs,
    run: async () => ((await build()) > 0 ? undefined : 'idle'),
  });
  app.addHook('onClose', async () => {
    await running?.catch(() => 0);
  });
}

export default fp(privacyPlugin, {
  name: 'privacy',
  dependencies: ['database', 'background-jobs'],
});
