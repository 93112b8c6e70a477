import { todayInIndia } from '@shuruaat/contract';
import type { Db } from '../../../db/client';
import { ListingIndex } from './listing-index';
import { changeHorizon, changesSince, listingsNow, openListings, pruneChanges } from './loader';
import { Speller } from './spelling';
import { Suggester } from './suggester';
import { warmUp } from './warm-up';

type Logger = {
  error: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
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

const PRUNE_EVERY_MS = 10 * 60_000;
/** How stale suggestions may be: a new title is suggested within a minute of going live. */
const SUGGEST_REBUILD_MS = 60_000;

/**
 * The live listings of this process, kept in step with PostgreSQL. Each instance builds its own
 * index at start-up and then replays `listing_changes` (written by triggers): at once after a
 * write through this instance (read your own writes), otherwise at most `refreshMs` behind. A
 * failed refresh keeps answering from the index it has: search survives a database outage.
 */
export class LiveListings {
  private built: SearchIndex | null = null;
  private building: Promise<SearchIndex> | null = null;
  private catchingUp: Promise<void> | null = null;
  private dirty = false;
  private rebuilding = false;
  private lastCatchUp = 0;
  private lastPrune = 0;
  private lastSuggesterBuild = 0;
  private readonly listeners: ChangeListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: { refreshMs: number; log: Logger },
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

  /** The index to search, fresh as the rules above promise. */
  async current(): Promise<SearchIndex> {
    const built = this.built ?? (await this.build());
    const stale = Date.now() - this.lastCatchUp >= this.options.refreshMs;
    if (this.dirty || (stale && this.options.refreshMs === 0)) await this.catchUpQuietly();
    else if (stale) void this.catchUpQuietly();
    return this.built ?? built;
  }

  private build(): Promise<SearchIndex> {
    this.building ??= this.load().then(
      (built) => {
        this.built = built;
        this.lastCatchUp = Date.now();
        return built;
      },
      (error: unknown) => {
        this.building = null;
        throw error;
      },
    );
    return this.building;
  }

  private async load(): Promise<SearchIndex> {
    const started = Date.now();
    // The horizon comes first: whatever the load misses was written at or after it.
    const horizon = await changeHorizon(this.db);
    const index = new ListingIndex();
    for await (const batch of openListings(this.db, todayInIndia())) index.addAll(batch);
    index.seal();
    this.options.log.info({ listings: index.size, ms: Date.now() - started }, 'search index built');
    const built = {
      index,
      speller: new Speller(index),
      suggester: new Suggester(index),
      horizon,
      appliedAbove: new Map<number, bigint>(),
    };
    await this.replay(built);
    built.speller.refresh();
    built.suggester.refresh();
    this.lastSuggesterBuild = Date.now();
    warmUp(index, built.speller);
    return built;
  }

  private async catchUpQuietly(): Promise<void> {
    this.catchingUp ??= this.catchUp().finally(() => {
      this.catchingUp = null;
    });
    try {
      await this.catchingUp;
    } catch (error) {
      this.options.log.error({ err: error }, 'search index refresh failed; answering from memory');
    }
  }

  private async catchUp(): Promise<void> {
    const built = this.built;
    if (!built) return;
    this.dirty = false;
    await this.replay(built);
    this.lastCatchUp = Date.now();
    // Tests (refreshMs 0) want suggestions as current as search; servers rebuild once a minute.
    const suggestEvery = this.options.refreshMs === 0 ? 0 : SUGGEST_REBUILD_MS;
    if (Date.now() - this.lastSuggesterBuild >= suggestEvery) {
      this.lastSuggesterBuild = Date.now();
      built.suggester.refresh();
    }
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now();
      await pruneChanges(this.db);
    }
    if (built.index.deadSlots > Math.max(10_000, built.index.size / 4)) void this.rebuild();
  }

  /**
   * Applies the changes recorded since the index's horizon, and moves the horizon on. Changes
   * above the new horizon (committed while an older writing transaction is still open) are
   * applied now too, and remembered so they are not applied twice; the horizon waits for the
   * old transaction, so whatever it commits later is still read.
   */
  private async replay(built: SearchIndex): Promise<void> {
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
  }

  // Changed listings leave dead slots in the word bitmaps; a fresh build sheds them.
  private async rebuild(): Promise<void> {
    if (this.rebuilding) return;
    this.rebuilding = true;
    try {
      this.built = await this.load();
    } catch (error) {
      this.options.log.error({ err: error }, 'search index rebuild failed; keeping the old one');
    } finally {
      this.rebuilding = false;
    }
  }
}
