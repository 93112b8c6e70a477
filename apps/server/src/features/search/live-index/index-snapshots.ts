import type { Readable } from 'node:stream';
import type { Db } from '../../../db/client';
import type { Pause } from '../../../lib/time-slices';
import type { FileStorage } from '../../../storage/file-storage';
import { decodeImage, encodeImage } from './image-codec';
import { ListingIndex, type IndexImage } from './listing-index';
import { changeHorizon } from './loader';
import {
  packSnapshot,
  snapshotLength,
  SnapshotRejected,
  unpackSnapshot,
  wrongLength,
  type SnapshotHeader,
} from './snapshot-file';
import { indexFingerprint } from './snapshot-fingerprint';
import type { SuggestionLists } from './suggester';
import { decodeSuggestions, encodeSuggestions } from './suggestion-lists';
import {
  countKnownListings,
  holdsChange,
  newestChangeBelow,
  schemaVersion,
} from './snapshot-queries';

/** One object for every instance (a bucket) or for this machine (the disk). */
export const SNAPSHOT_KEY = 'search-index/snapshot.bin';
/** Far above a snapshot of 150,000 live listings (36 MB): reading stops here, writing refuses. */
const MAX_BYTES = 1 << 30;
/** Well inside the change table's day (loader.ts `pruneChanges`). */
const SNAPSHOT_MAX_AGE_MS = 12 * 3_600_000;
/** A clock this far ahead of the reader's is still believed. */
const CLOCK_SLACK_MS = 5 * 60_000;
const SAMPLE = 32;
/** A header (a few kilobytes) past this is no snapshot's: its bytes are gathered whole. */
const HEADER_WITHIN = 1 << 20;
/** After the index image's sections. */
const SUGGESTIONS = 6;

type Logger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};
/** An index with the change horizon it is current to (live-listings.ts `SearchIndex`). */
export type IndexAtHorizon = {
  horizon: string;
  appliedAbove: Map<number, bigint>;
};
export type CapturedIndex = IndexAtHorizon & {
  image: IndexImage;
  suggestions: SuggestionLists;
  capturedAt: number;
};
export type RestoredIndex = IndexAtHorizon & {
  index: ListingIndex;
  /** The suggester's lists when written (none from a build). */
  suggestions?: SuggestionLists;
};

/**
 * The search index saved through the file storage, so an instance starts from it and replays
 * only the changes since, instead of reading every live listing (decision 039). A snapshot that
 * is missing, damaged, from other code or schema, too old, or from another database is not
 * used: the caller builds from the database, and the log says why.
 */
export class IndexSnapshots {
  constructor(
    private readonly storage: FileStorage,
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  /** The stored index, or null when there is none to trust (never throws). */
  async load(pause: Pause): Promise<RestoredIndex | null> {
    const started = Date.now();
    try {
      const bytes = await this.read();
      if (!bytes) {
        this.log.info(
          { key: SNAPSHOT_KEY },
          'no search index snapshot; building from the database',
        );
        return null;
      }
      const { header, sections } = unpackSnapshot(bytes);
      await this.check(header);
      const index = ListingIndex.fromImage(await decodeImage(sections, pause));
      const suggestionBytes = sections[SUGGESTIONS];
      if (!suggestionBytes) throw new SnapshotRejected('no suggestions in it');
      const suggestions = decodeSuggestions(suggestionBytes);
      const ms = Date.now() - started;
      const ageMs = Date.now() - header.writtenAt;
      this.log.info(
        { listings: index.size, bytes: bytes.length, ageMs, ms },
        'search index loaded from snapshot',
      );
      const appliedAbove = header.appliedAbove.map(([seq, xid]) => [seq, BigInt(xid)] as const);
      return { index, suggestions, horizon: header.horizon, appliedAbove: new Map(appliedAbove) };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ reason }, 'search index snapshot not used; building from the database');
      return null;
    }
  }

  /** Writes the captured index as the snapshot, replacing the last in one step. */
  async save(captured: CapturedIndex, pause: Pause): Promise<void> {
    const started = Date.now();
    const sections = await encodeImage(captured.image, pause);
    sections[SUGGESTIONS] = await encodeSuggestions(captured.suggestions, pause);
    const listings = captured.image.listings.filter((l) => l !== undefined);
    const step = Math.max(1, Math.floor(listings.length / SAMPLE));
    const bytes = await packSnapshot(
      {
        fingerprint: await indexFingerprint(),
        schema: await schemaVersion(),
        writtenAt: captured.capturedAt,
        horizon: captured.horizon,
        appliedAbove: [...captured.appliedAbove].map(([seq, xid]) => [seq, xid.toString()]),
        canary: await newestChangeBelow(this.db, captured.horizon),
        sample: listings
          .filter((_, i) => i % step === 0)
          .slice(0, SAMPLE)
          .map((l) => l.id),
        listings: listings.length,
      },
      sections,
      pause,
    );
    if (bytes.length > MAX_BYTES)
      throw new Error(`snapshot of ${bytes.length} bytes is over the limit`);
    await this.storage.put(SNAPSHOT_KEY, bytes);
    const ms = Date.now() - started;
    this.log.info(
      { listings: listings.length, bytes: bytes.length, ms },
      'search index snapshot written',
    );
  }

  private async check(header: SnapshotHeader): Promise<void> {
    const reject = (reason: string) => {
      throw new SnapshotRejected(reason);
    };
    if (header.fingerprint !== (await indexFingerprint()))
      reject('written by code that indexes differently');
    if (header.schema !== (await schemaVersion())) reject(`written for schema ${header.schema}`);
    const ageMs = Date.now() - header.writtenAt;
    if (!(ageMs <= SNAPSHOT_MAX_AGE_MS)) reject(`${Math.round(ageMs / 60_000)} minutes old`);
    if (ageMs < -CLOCK_SLACK_MS) reject('written in the future');
    if (header.listings === 0) reject('empty (a build from the database costs nothing)');
    if (header.sample.length === 0) reject('no sample of its listings to check');
    if (BigInt(header.horizon) > BigInt(await changeHorizon(this.db))) {
      reject('its change horizon is ahead of this database (another database, or restored)');
    }
    if (header.canary && !(await holdsChange(this.db, header.canary))) {
      reject('the change table no longer holds its changes (pruned, or another database)');
    }
    if (
      (await countKnownListings(this.db, header.sample, header.horizon)) !== header.sample.length
    ) {
      reject('its listings are not in this database');
    }
  }

  private async read(): Promise<Buffer | undefined> {
    const stream = await this.storage.open(SNAPSHOT_KEY);
    return stream && readAtMost(stream, MAX_BYTES);
  }
}

/**
 * The snapshot's bytes in one buffer of the size its header gives: gathering the chunks and
 * concatenating them held the file twice (660 MB at 1.5 million live listings) and copying it
 * cost 0.8 s of a start. Bytes that are no snapshot's are gathered whole, for the checks to name.
 */
async function readAtMost(stream: Readable, limit: number): Promise<Buffer> {
  const first: Buffer[] = [];
  let whole: Buffer | null = null;
  let size = 0;
  const tooLarge = () => new SnapshotRejected(`larger than ${limit} bytes`);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (whole) {
        if (size + chunk.length > whole.length) throw wrongLength();
        size += chunk.copy(whole, size);
        continue;
      }
      first.push(chunk);
      size += chunk.length;
      if (size > limit) throw tooLarge();
      if (first.length > 1 && size > HEADER_WITHIN) continue;
      const gathered = Buffer.concat(first, size);
      const length = snapshotLength(gathered);
      if (typeof length !== 'number') continue;
      if (length > limit) throw tooLarge();
      if (size > length) throw wrongLength();
      whole = Buffer.allocUnsafe(length);
      gathered.copy(whole);
      first.length = 0;
    }
  } finally {
    stream.destroy();
  }
  if (!whole) return Buffer.concat(first, size);
  if (size !== whole.length) throw wrongLength();
  return whole;
}
