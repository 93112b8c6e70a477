import { todayInIndia } from '@shuruaat/contract';
import type { Db } from '../../../db/client';
import { timeSlices, type Pause } from '../../../lib/time-slices';
import { ListingIndex } from './listing-index';
import type { IndexSnapshots, RestoredIndex } from './index-snapshots';
import { changeHorizon, changesSince, listingsNow, openListings } from './loader';
import { Speller } from './spelling';
import { Suggester } from './suggester';
import { warmUp } from './warm-up';

type Logger = {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};
type Options = {
  refreshMs: number;
  log: Logger;
  /** Where the index is saved and first loaded from (decision 039); none: always built. */
  snapshots?: IndexSnapshots;
};
/** One built index with its speller, and the change horizon it has read up to. */
export type SearchIndex = {
  index: ListingIndex;
  speller: Speller;
  suggester: Suggester;
  /** Every change below this transaction id is applied... */
  horizon: string;
  /** ...and these above it (sequence → transaction id), read while an older one was open. */
  appliedAbove: Map<number, bigint>;
};
export type ChangeListener = (jobIds: string[], companyIds: string[]) => void;

/**
 * The live listings of this process, kept in step with PostgreSQL. Each instance builds its own
 * index at start-up and then replays `listing_changes` (written by triggers): at once after a
 * write through this instance (read your own writes), otherwise at most `refreshMs` behind, by
 * the search-catch-up job. A failed refresh keeps answering from the index it has: search
 * survives a database outage. The rebuilds (suggestions, spelling, a fresh index) are jobs too
 * (live-listings.plugin.ts), run in time slices: no request waits for one, and none holds the
 * event loop for long (decision 031).
 */
export class LiveListings {
  private built: SearchIndex | null = null;
  private building: Promise<SearchIndex> | null = null;
  private catchingUp: Promise<'idle' | undefined> | null = null;
  private dirty = false;
  private rebuilding = false;
  private snapshotting: Promise<'idle' | undefined> | null = null;
  private readonly listeners: ChangeListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: Options,
  ) {}

  /** Builds the index if it is not built yet; the server awaits this before it listens. */
  async ready(): Promise<void> {
    await this.build();
  }

  /** A write went through this instance: the next search reads the changes first. */
  markDirty(): void {
    this.dirty = true;
  }

  onChange(listener: ChangeListener): void {
    this.listeners.push(listener);
  }

  /**
   * The index to search, fresh as the rules above promise. With `refreshMs` 0 (tests) every
   * search reads the changes first, and the suggestions and spelling follow at once.
   */
  async current(): Promise<SearchIndex> {
    const built = this.built ?? (await this.build());
    if (this.dirty || this.options.refreshMs === 0) {
      try {
        await this.catchUp();
        if (this.options.refreshMs === 0) {
          await this.refreshSuggestions();
          await this.refreshSpelling();
        }
      } catch (error) {
        this.options.log.error(
          { err: error },
          'search index refresh failed; answering from memory',
        );
      }
    }
    return this.built ?? built;
  }

  /** Replays the recorded changes (the search-catch-up job, and searches after a write). */
  catchUp(): Promise<'idle' | undefined> {
    const running =
      this.catchingUp ??
      this.replayChanges().finally(() => {
        this.catchingUp = null;
      });
    this.catchingUp = running;
    return running;
  }

  async refreshSuggestions(): Promise<'idle' | undefined> {
    return this.built ? this.built.suggester.refresh(timeSlices()) : 'idle';
  }

  async refreshSpelling(): Promise<'idle' | undefined> {
    return this.built ? this.built.speller.refresh(timeSlices()) : 'idle';
  }

  /** Changed listings leave dead slots in the word bitmaps; a fresh build sheds them. */
  async rebuildIfWorn(): Promise<'idle' | undefined> {
    const index = this.built?.index;
    if (!index || index.deadSlots <= Math.max(10_000, index.size / 4)) return 'idle';
    await this.rebuild();
  }

  /**
   * Saves the index as the snapshot (the search-index-snapshot job), in slices; 'idle' without
   * snapshots or an index. The index is captured at one instant, with its horizon.
   */
  writeSnapshot(built = this.built): Promise<'idle' | undefined> {
    const { snapshots } = this.options;
    if (!snapshots || !built) return Promise.resolve('idle');
    this.snapshotting ??= snapshots
      .save(
        {
          image: built.index.capture(),
          suggestions: built.suggester.lists(),
          horizon: built.horizon,
          appliedAbove: new Map(built.appliedAbove),
          capturedAt: Date.now(),
        },
        timeSlices(),
      )
      .then(() => undefined)
      .finally(() => {
        this.snapshotting = null;
      });
    return this.snapshotting;
  }

  /** Waits for a snapshot being written (before the database closes). */
  async settle(): Promise<void> {
    await this.snapshotting?.catch(() => undefined);
  }

  private build(): Promise<SearchIndex> {
    this.building ??= this.start().then(
      (built) => {
        this.built = built;
        return built;
      },
      (error: unknown) => {
        this.building = null;
        throw error;
      },
    );
    return this.building;
  }

  /**
   * The first index: the snapshot's when there is one to trust, then the changes since it.
   * Without one, a build from the database, saved at once so the next start has one.
   */
  private async start(): Promise<SearchIndex> {
    const restored = await this.options.snapshots?.load(timeSlices());
    if (restored) return this.complete(restored, timeSlices());
    const built = await this.load();
    if (this.options.snapshots) {
      void this.writeSnapshot(built).catch((error: unknown) => {
        this.options.log.error({ err: error }, 'search index snapshot not written');
      });
    }
    return built;
  }

  private async load(): Promise<SearchIndex> {
    const started = Date.now();
    const pause = timeSlices();
    // The horizon comes first: whatever the load misses was written at or after it.
    const horizon = await changeHorizon(this.db);
    const index = new ListingIndex();
    for await (const batch of openListings(this.db, todayInIndia())) {
      await index.addAll(batch, pause);
    }
    await index.seal(pause);
    this.options.log.info({ listings: index.size, ms: Date.now() - started }, 'search index built');
    return this.complete({ index, horizon, appliedAbove: new Map() }, pause);
  }

  /** Replays the changes since the index's horizon, then builds what is derived from it. */
  private async complete(from: RestoredIndex, pause: Pause): Promise<SearchIndex> {
    const { index, horizon, appliedAbove } = from;
    const built = {
      index,
      horizon,
      appliedAbove,
      speller: new Speller(index),
      suggester: new Suggester(index),
    };
    await this.replay(built);
    await built.speller.refresh(pause);
    // A snapshot's suggestions answer at once; the search-suggestions job rebuilds them soon.
    if (from.suggestions) built.suggester.restore(from.suggestions);
    else await built.suggester.refresh(pause);
    await warmUp(index, built.speller, pause);
    return built;
  }

  private async replayChanges(): Promise<'idle' | undefined> {
    const built = this.built;
    if (!built) return 'idle';
    this.dirty = false;
    return (await this.replay(built)) ? undefined : 'idle';
  }

  /**
   * Applies the changes recorded since the index's horizon, and moves the horizon on. Changes
   * above the new horizon (committed while an older writing transaction is still open) are
   * applied now too, and remembered so they are not applied twice; the horizon waits for the
   * old transaction, so whatever it commits later is still read.
   */
  private async replay(built: SearchIndex): Promise<boolean> {
    const to = await changeHorizon(this.db);
    const rows = (await changesSince(this.db, built.horizon)).filter(
      (row) => !built.appliedAbove.has(row.seq),
    );
    const changes = {
      jobIds: [...new Set(rows.flatMap((r) => (r.jobId ? [r.jobId] : [])))],
      companyIds: [...new Set(rows.flatMap((r) => (r.companyId ? [r.companyId] : [])))],
    };
    if (changes.jobIds.length || changes.companyIds.length) {
      const now = await listingsNow(this.db, changes);
      const live = new Map(now.filter((n) => n.live).map((n) => [n.listing.id, n.listing]));
      for (const id of new Set([...changes.jobIds, ...live.keys()])) {
        built.index.put(id, live.get(id) ?? null);
      }
      for (const listener of this.listeners) listener(changes.jobIds, changes.companyIds);
    }
    const horizon = BigInt(to);
    for (const row of rows) if (row.xid >= horizon) built.appliedAbove.set(row.seq, row.xid);
    for (const [seq, xid] of built.appliedAbove) if (xid < horizon) built.appliedAbove.delete(seq);
    built.horizon = to;
    return rows.length > 0;
  }

  /** A failed rebuild keeps the old index, and the job records the failure. */
  private async rebuild(): Promise<void> {
    if (this.rebuilding) return;
    this.rebuilding = true;
    try {
      this.built = await this.load();
    } finally {
      this.rebuilding = false;
    }
  }
}
