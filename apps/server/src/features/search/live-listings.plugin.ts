import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IndexSnapshots } from './live-index/index-snapshots';
import { LiveListings } from './live-index/live-listings';
import { pruneChanges } from './live-index/loader';

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyInstance {
    liveListings: LiveListings;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** How stale suggestions may be: a new title is suggested within a minute of going live. */
const SUGGESTIONS_EVERY_MS = 60_000;
const SPELLING_EVERY_MS = 5_000;
const REBUILD_CHECK_EVERY_MS = 60_000;
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * The in-memory search index of this instance. Any write answered here may have changed a
 * listing, so the next search replays the recorded changes before it answers. Everything else
 * the index needs over time is a job of the runner (decision 031): each instance keeps its own
 * index, so those jobs run on every instance; the change table is shared, so one prunes it.
 */
async function liveListingsPlugin(
  app: FastifyInstance,
  options: { refreshMs: number; snapshotMs: number },
) {
  const snapshots =
    options.snapshotMs > 0 ? new IndexSnapshots(app.storage, app.db, app.log) : undefined;
  const live = new LiveListings(app.db, { refreshMs: options.refreshMs, log: app.log, snapshots });
  app.decorate('liveListings', live);
  // A snapshot being written reads the database once more: it finishes before the database closes.
  app.addHook('preClose', () => live.settle());
  app.addHook('onResponse', async (request) => {
    if (!READS.has(request.method)) live.markDirty();
  });

  const jobs = app.backgroundJobs;
  const each = { scope: 'instance' } as const;
  jobs.define({
    ...each,
    name: 'search-catch-up',
    description: "Replays other instances' listing changes into this instance's search index",
    everyMs: options.refreshMs,
    run: () => live.catchUp(),
  });
  jobs.define({
    ...each,
    name: 'search-suggestions',
    description: 'Rebuilds the suggestions shown as a student types, after listings change',
    everyMs: SUGGESTIONS_EVERY_MS,
    run: () => live.refreshSuggestions(),
  });
  jobs.define({
    ...each,
    name: 'search-spelling',
    description: 'Rebuilds the vocabulary that corrects misspelt searches, after listings change',
    everyMs: SPELLING_EVERY_MS,
    run: () => live.refreshSpelling(),
  });
  jobs.define({
    ...each,
    name: 'search-index-rebuild',
    description: 'Builds the search index afresh once changes have left many dead slots',
    everyMs: REBUILD_CHECK_EVERY_MS,
    run: () => live.rebuildIfWorn(),
  });
  // One instance writes it for all (they share the storage); any instance's index will do.
  jobs.define({
    name: 'search-index-snapshot',
    description: 'Saves the search index, so an instance starts from it instead of a full build',
    scope: 'cluster',
    everyMs: options.snapshotMs,
    run: () => live.writeSnapshot(),
  });
  jobs.define({
    name: 'search-changes-pruning',
    description: 'Forgets listing changes older than a day',
    scope: 'cluster',
    everyMs: PRUNE_EVERY_MS,
    run: () => pruneChanges(app.db),
  });
}

export default fp(liveListingsPlugin, {
  name: 'live-listings',
  dependencies: ['database', 'background-jobs', 'storage'],
});
