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
 * Polls for requested data exports every EXPORT_POLL_MS. The work itself lives in the
 * data_exports table, claimed with SKIP LOCKED, so any number of instances may poll.
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

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    if (pollMs <= 0) return;
    timer = setInterval(() => {
      build().catch((err: unknown) => app.log.error({ err }, 'data export failed; retrying later'));
    }, pollMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running?.catch(() => 0);
  });
}

export default fp(privacyPlugin, { name: 'privacy', dependencies: ['database'] });
