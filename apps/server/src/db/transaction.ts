import { drizzle } from 'drizzle-orm/node-postgres';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { findPool, type Db } from './client';
import { currentCommitMark } from './commit-marks';

/**
 * A transaction handle. Drizzle's transaction class extends its database class, so a `Tx` is a
 * `Db`: repositories take either as their `db` argument, without casts.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs one unit of work: every write `work` makes through `tx` commits together or not at all.
 * Services call it; repositories only receive `tx`. A request's commit mark, when it has one
 * (commit-marks.ts), is written last in the same transaction.
 *
 * Called with a transaction, it nests as a savepoint (drizzle does so on both drivers) rather
 * than joining silently. Both keep the outer transaction in charge of the commit; a savepoint
 * also rolls back just the inner work when it fails, so a caller that catches that error (to
 * retry, or to answer 409) can go on, where a joined transaction would be left aborted.
 *
 * Inside `work`, reach the database only through `tx`: on PGlite's single connection a query on
 * the outer `db` waits for the transaction to end, and on a pool it would run outside it. Keep
 * slow work (hashing, image processing, file writes) outside, for the same reason.
 */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const fn = withCommitMark(work);
  const pool = findPool(db);
  if (!pool) return db.transaction(fn);
  // On a pool, drizzle borrows a client and sends BEGIN before its try/finally, so a connection
  // that dies at BEGIN (a database restart) is never released: the pool loses a slot for good
  // and shutdown waits on it forever. Borrowing the client here guarantees the release.
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await (drizzle(client) as unknown as Db).transaction(fn);
  } catch (error) {
    if (error instanceof Error && isDatabaseUnavailable(error)) broken = error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The work, then the request's commit mark if it has one, in the same transaction. */
function withCommitMark<T>(work: (tx: Tx) => Promise<T>): (tx: Tx) => Promise<T> {
  const mark = currentCommitMark();
  if (!mark) return work;
  return async (tx) => {
    const result = await work(tx);
    await mark(tx);
    return result;
  };
}
