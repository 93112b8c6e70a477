import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '@shuruaat/contract';
import { findPool } from '../../../db/client';
import { internshipBody, postJob, readyEmployer } from '../../../test/jobs';
import type { TestAccount } from '../../../test/accounts';
import { createTestApp, isPostgresRun } from '../../../test/test-app';
import { LiveListings } from './live-listings';

let app: FastifyInstance;
let employer: TestAccount;
const quiet = { info: () => undefined, error: () => undefined };

/** A second instance's index over the same database, refreshing only when told (a long interval). */
async function otherInstance() {
  const live = new LiveListings(app.db, { refreshMs: 3_600_000, log: quiet });
  await live.ready();
  return live;
}

async function titlesIn(live: LiveListings): Promise<string[]> {
  const { index } = await live.current();
  return [...index.openOn(todayInIndia())].map((slot) => index.listing(slot)?.title ?? '');
}

beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
  await postJob(app, employer, internshipBody({ title: 'Accounts Intern' }));
});
afterAll(() => app.close());

describe('the search index of another instance', () => {
  it('holds what was live when it was built', async () => {
    expect(await titlesIn(await otherInstance())).toEqual(['Accounts Intern']);
  });

  it('sees a listing posted elsewhere once it reads the recorded changes', async () => {
    const live = await otherInstance();
    await postJob(app, employer, internshipBody({ title: 'Field Sales Intern' }));
    expect(await titlesIn(live)).not.toContain('Field Sales Intern');
    live.markDirty();
    expect(await titlesIn(live)).toContain('Field Sales Intern');
  });

  it('drops a listing closed by any write, even plain SQL', async () => {
    const live = await otherInstance();
    const job = await postJob(app, employer, internshipBody({ title: 'Closing Soon Intern' }));
    live.markDirty();
    expect(await titlesIn(live)).toContain('Closing Soon Intern');
    await app.db.execute(sql`update jobs set status = 'closed' where id = ${job._id}`);
    live.markDirty();
    expect(await titlesIn(live)).not.toContain('Closing Soon Intern');
  });

  it('finds a company’s listings under its new name', async () => {
    const live = await otherInstance();
    await app.db.execute(sql`update companies set name = 'Ledger Works'`);
    live.markDirty();
    const { index } = await live.current();
    expect(index.withWord('c:ledger').size).toBeGreaterThan(0);
  });

  // Transaction ids, not commit order: a change committed after a later one is still read.
  it.runIf(isPostgresRun())('misses no change committed out of order', async () => {
    const live = await otherInstance();
    const early = new pg.Client({ connectionString: databaseUrl() });
    await early.connect();
    try {
      const slow = await postJob(app, employer, internshipBody({ title: 'Slow Commit Intern' }));
      await app.db.execute(sql`update jobs set status = 'paused' where id = ${slow._id}`);
      await early.query('begin');
      await early.query(`update jobs set status = 'active' where id = $1`, [slow._id]);
      await postJob(app, employer, internshipBody({ title: 'Fast Commit Intern' }));
      live.markDirty();
      expect(await titlesIn(live)).toContain('Fast Commit Intern');
      await early.query('commit');
      live.markDirty();
      expect(await titlesIn(live)).toContain('Slow Commit Intern');
    } finally {
      await early.end();
    }
  });
});

function databaseUrl(): string {
  const url = findPool(app.db)?.options.connectionString;
  if (!url) throw new Error('the PostgreSQL run has a pool with a connection string');
  return url;
}
