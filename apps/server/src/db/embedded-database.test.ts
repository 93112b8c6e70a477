import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../lib/db-errors';
import { rows } from '../test/injected-failures';
import { freshDatabase, isPostgresRun } from '../test/test-app';
import { openDatabase, type Database } from './client';
import { withTransaction } from './transaction';

// The embedded engine only: PostgreSQL's queries never ran on this process's thread.
describe.skipIf(isPostgresRun())('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase((await freshDatabase()).database);
    await database.db.execute(sql`create table probe (label text primary key, at timestamptz)`);
  });
  afterAll(() => database.close());

  it('leaves the event loop free while a long query runs', async () => {
    // The longest wait between two ticks of a 10 ms timer is how long the loop was held.
    let last = performance.now();
    let longestGap = 0;
    const ticking = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 10);
    const began = performance.now();
    await database.db.execute(sql`select count(*) from generate_series(1, 1000000)`);
    const queryMs = performance.now() - began;
    clearInterval(ticking);
    longestGap = Math.max(longestGap, performance.now() - last);
    // On the main thread the whole query was one held turn of the loop (the soak's 503s).
    expect(queryMs).toBeGreaterThan(200);
    expect(longestGap).toBeLessThan(queryMs / 2);
  });

  it('keeps PostgreSQL’s error code, so a duplicate is still a 409', async () => {
    await database.db.execute(sql`insert into probe values ('one', now())`);
    const duplicate = database.db.execute(sql`insert into probe values ('one', now())`);
    await expect(duplicate).rejects.toSatisfy(isUniqueViolation);
  });

  it('answers timestamps as PostgreSQL wrote them, as on the PostgreSQL driver', async () => {
    const [row] = await rows<{ at: unknown }>(
      database,
      sql`select '2026-01-02 03:04:05+00'::timestamptz as at`,
    );
    expect(row?.at).toBe('2026-01-02 03:04:05+00');
  });

  it('runs a transaction alone: a query from outside waits for its commit', async () => {
    const seen: string[] = [];
    const unit = withTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into probe values ('in-tx', now())`);
      await new Promise((settle) => setTimeout(settle, 50));
      seen.push('committing');
    });
    const outside = rows<{ n: number }>(
      database,
      sql`select count(*)::int as n from probe where label = 'in-tx'`,
    ).then(([row]) => seen.push(`outside saw ${row?.n}`));
    await Promise.all([unit, outside]);
    expect(seen).toEqual(['committing', 'outside saw 1']);
  });

  it('rolls back a transaction whose work failed', async () => {
    const unit = withTransaction(database.db, async (tx) => {
      await tx.execute(sql`insert into probe values ('rolled', now())`);
      throw new Error('unit failed');
    });
    await expect(unit).rejects.toThrow('unit failed');
    const left = await rows(database, sql`select 1 from probe where label = 'rolled'`);
    expect(left).toEqual([]);
  });
});
