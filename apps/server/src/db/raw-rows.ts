import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * The rows of a hand-written query. Both drivers answer `db.execute` with `{ rows }`, but
 * Drizzle types it per driver; the caller names the row shape its SELECT produces.
 */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
