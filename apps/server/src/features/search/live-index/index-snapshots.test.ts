import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobSearchQuerySchema, todayInIndia, type JobSearchQuery } from '@shuruaat/contract';
import type { Db } from '../../../db/client';
import type { FileStorage } from '../../../storage/file-storage';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../../test/jobs';
import type { TestAccount } from '../../../test/accounts';
import { createTestApp, filesStoredBy } from '../../../test/test-app';
import { searchDeps, searchJobs } from '../search.service';
import { IndexSnapshots, SNAPSHOT_KEY } from './index-snapshots';
import { LiveListings } from './live-listings';
import { SNAPSHOT_FORMAT, unpackSnapshot, type SnapshotHeader } from './snapshot-file';

let app: FastifyInstance;
let employer: TestAccount;

/** An instance's index over the app's database, with snapshots in `storage`, and its log. */
async function instance(options: { storage?: FileStorage; db?: Db } = {}) {
  const lines: string[] = [];
  const log = {
    info: (_: object, msg: string) => lines.push(msg),
    warn: (o: { reason?: string }, msg: string) => lines.push(`${msg}: ${o.reason}`),
    error: (_: object, msg: string) => lines.push(msg),
  };
  const db = options.db ?? app.db;
  const snapshots = new IndexSnapshots(options.storage ?? app.storage, db, log);
  const live = new LiveListings(db, { refreshMs: 3_600_000, log, snapshots });
  await live.ready();
  // A start without a snapshot writes one: it is in place before the test goes on.
  await live.settle();
  return { live, lines };
}

async function storedSnapshot(storage: FileStorage = app.storage): Promise<Buffer> {
  const stream = await storage.open(SNAPSHOT_KEY);
  if (!stream) throw new Error('no snapshot stored');
  return buffer(stream);
}

async function writeSnapshot(): Promise<Buffer> {
  const { live } = await instance();
  await live.writeSnapshot();
  return storedSnapshot();
}

/** The snapshot with its header changed, checksummed again (so only the change is wrong). */
function withHeader(bytes: Buffer, change: Partial<SnapshotHeader>): Buffer {
  const { header, sections } = unpackSnapshot(bytes);
  const json = Buffer.from(JSON.stringify({ ...header, ...change }));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const body = Buffer.concat([bytes.subarray(0, 8), length, json, ...sections]);
  return Buffer.concat([body, createHash('sha256').update(body).digest()]);
}

async function titlesIn(live: LiveListings): Promise<string[]> {
  const { index } = await live.current();
  return [...index.openOn(todayInIndia())].map((slot) => index.listing(slot)?.title ?? '').sort();
}

const LOADED = 'search index loaded from snapshot';
const NOT_USED = 'search index snapshot not used; building from the database';

beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
  const posts = [
    internshipBody({ title: 'React Developer Intern', cities: ['Pune'] }),
    internshipBody({
      title: 'Content Writer Intern',
      category: 'content-writing',
      skills: ['SEO'],
    }),
    internshipBody({ title: 'Marketing Intern', workMode: 'remote', cities: [], partTime: true }),
    internshipBody({ title: 'डेटा एंट्री इंटर्नशिप', cities: ['Lucknow'], stipend: null }),
    internshipBody({ title: 'Front End Intern', stipend: { min: 20_000, max: 25_000 } }),
    jobBody({ title: 'Junior Backend Engineer', cities: ['Mumbai', 'Pune'] }),
    jobBody({ title: 'Chartered Accountant', category: 'finance', skills: ['Tally'] }),
    jobBody({ title: 'Python Developer', ctc: { min: 700_000, max: 900_000 } }),
  ];
  for (const body of posts) await postJob(app, employer, body);
});
afterAll(() => app.close());

describe('an instance started from a snapshot', () => {
  it('answers every search, facet, sort and page as a fresh build does', async () => {
    await writeSnapshot();
    const restored = await instance();
    expect(restored.lines).toContain(LOADED);
    const quiet = { info: () => undefined, error: () => undefined };
    const fresh = new LiveListings(app.db, { refreshMs: 3_600_000, log: quiet });
    await fresh.ready();
    const queries: JobSearchQuery[] = [
      {},
      { q: 'developer' },
      { q: 'devloper pune' },
      { q: 'frontend' },
      { q: 'डेटा एंट्री' },
      { q: 'intern', sort: 'newest', limit: 2 },
      { kind: 'internship', minStipend: 15_000, sort: 'pay' },
      { sort: 'pay', limit: 3 },
      { city: ['Pune'], facets: 'true' },
      { q: 'astronaut' },
    ];
    const ask = (live: LiveListings, query: JobSearchQuery) =>
      searchJobs(searchDeps(app.db, live), JobSearchQuerySchema.parse(query));
    for (const query of queries) {
      const expected = await ask(fresh, query);
      expect(await ask(restored.live, query), JSON.stringify(query)).toEqual(expected);
      if (expected.nextCursor) {
        const next = { ...query, cursor: expected.nextCursor };
        expect(await ask(restored.live, next)).toEqual(await ask(fresh, next));
      }
    }
    expect((await restored.live.current()).suggester.find('dev')).toEqual(
      (await fresh.current()).suggester.find('dev'),
    );
  });

  it('finds a listing posted after the snapshot and not one closed after it', async () => {
    const closing = await postJob(app, employer, internshipBody({ title: 'Closing Soon Intern' }));
    await writeSnapshot();
    await postJob(app, employer, internshipBody({ title: 'Latecomer Intern' }));
    await app.db.execute(sql`update jobs set status = 'closed' where id = ${closing._id}`);
    const { live, lines } = await instance();
    expect(lines).toContain(LOADED);
    const titles = await titlesIn(live);
    expect(titles).toContain('Latecomer Intern');
    expect(titles).not.toContain('Closing Soon Intern');
  });
});

describe('a snapshot that must not be used', () => {
  const spoilers: [string, (bytes: Buffer) => Buffer | Promise<Buffer>, RegExp][] = [
    [
      'corrupt',
      (b) => Buffer.concat([b.subarray(0, 99), Buffer.from('x'), b.subarray(100)]),
      /checksum/,
    ],
    ['cut short', (b) => b.subarray(0, Math.floor(b.length / 2)), /checksum/],
    ['of another format', (b) => withHeader(b, { format: 99 }), /format 99/],
    ['from code that indexes differently', (b) => withHeader(b, { fingerprint: 'x' }), /indexes/],
    ['for another schema', (b) => withHeader(b, { schema: '0001_old' }), /schema/],
    [
      'written 13 hours ago',
      (b) => withHeader(b, { writtenAt: Date.now() - 13 * 3_600_000 }),
      /minutes old/,
    ],
  ];

  it.each(spoilers)('when %s, is left for a build from the database', async (_name, spoil, why) => {
    await app.storage.put(SNAPSHOT_KEY, await spoil(await writeSnapshot()));
    const { live, lines } = await instance();
    expect(lines.find((line) => line.startsWith(NOT_USED))).toMatch(why);
    expect(await titlesIn(live)).toContain('React Developer Intern');
    // The instance that had to build writes a good one for the next.
    expect(unpackSnapshot(await storedSnapshot()).header.format).toBe(SNAPSHOT_FORMAT);
  });

  it('is left when the change table no longer holds the changes since it', async () => {
    await writeSnapshot();
    await app.db.execute(sql`delete from listing_changes`);
    const { lines } = await instance();
    expect(lines.find((line) => line.startsWith(NOT_USED))).toMatch(/no longer holds/);
  });

  it('is left when it was written from another database', async () => {
    const other = await createTestApp();
    try {
      const otherEmployer = await readyEmployer(other);
      await postJob(other, otherEmployer, internshipBody({ title: 'Elsewhere Intern' }));
      const { live } = await instance({ db: other.db });
      await live.writeSnapshot();
      const { live: here, lines } = await instance();
      expect(lines.find((line) => line.startsWith(NOT_USED))).toMatch(/database/);
      expect(await titlesIn(here)).not.toContain('Elsewhere Intern');
    } finally {
      await other.close();
    }
  });

  it('is not there at all, and the instance builds and writes one', async () => {
    await app.storage.remove(SNAPSHOT_KEY);
    const { lines } = await instance();
    expect(lines).toContain('no search index snapshot; building from the database');
    expect(unpackSnapshot(await storedSnapshot()).header.listings).toBeGreaterThan(0);
  });
});

describe('the search-index-snapshot job', () => {
  it('saves the index through the app’s file storage', async () => {
    const withSnapshots = await createTestApp({ searchSnapshotMs: 600_000 });
    try {
      const owner = await readyEmployer(withSnapshots);
      await postJob(withSnapshots, owner, internshipBody({ title: 'Saved Intern' }));
      await withSnapshots.liveListings.ready();
      await withSnapshots.liveListings.settle();
      await withSnapshots.storage.remove(SNAPSHOT_KEY);
      expect(await withSnapshots.backgroundJobs.runDue('search-index-snapshot')).toBe('ran');
      const files = await filesStoredBy(withSnapshots);
      const snapshot = files.find((file) => file.key === SNAPSHOT_KEY);
      expect(snapshot && unpackSnapshot(snapshot.bytes).header.listings).toBe(1);
    } finally {
      await withSnapshots.close();
    }
  });
});
