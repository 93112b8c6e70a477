import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LiveListings } from './live-index/live-listings';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    liveListings: LiveListings;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The in-memory search index of this instance. Any write answered here may have changed a
 * listing, so the next search replays the recorded changes before it answers.
 */
async function liveListingsPlugin(app: FastifyInstance, options: { refreshMs: number }) {
  const live = new LiveListings(app.db, { refreshMs: options.refreshMs, log: app.log });
  app.decorate('liveListings', live);
  app.addHook('onResponse', async (request) => {
    if (!READS.has(request.method)) live.markDirty();
  });
}

export default fp(liveListingsPlugin, { name: 'live-listings', dependencies: ['database'] });
