import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';
import { MIGRATIONS_DIR } from '../../../paths';

/** What the database says about a snapshot: is it this database's, and can its changes be replayed? */

export type ChangeMark = { seq: number; xid: string };

/** The newest recorded change below the horizon (one step down the primary key), if any. */
export async function newestChangeBelow(db: Db, horizon: string): Promise<ChangeMark | null> {
  const [row] = await rowsOf<{ seq: number | string; xid: string }>(
    db,
    sql`select seq, xid::text as xid from listing_changes where xid < ${horizon}::xid8
      order by seq desc limit 1`,
  );
  return row ? { seq: Number(row.seq), xid: row.xid } : null;
}

/** Whether the change table still holds this change: pruning has not passed it. */
export async function holdsChange(db: Db, mark: ChangeMark): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from listing_changes where seq = ${mark.seq} and xid = ${mark.xid}::xid8`,
  );
  return rows.length === 1;
}

/**
 * How many of these listings this database knows: as a job, or as a change since the horizon
 * (a listing deleted since). Another database's listings have other ids.
 */
export async function countKnownListings(db: Db, ids: string[], horizon: string): Promise<number> {
  if (ids.length === 0) return 0;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ known: number | string }>(
    db,
    sql`select count(*) as known from unnest(array[${list}]::uuid[]) as s(id)
      where exists (select 1 from jobs j where j.id = s.id)
        or exists (select 1 from listing_changes c where c.job_id = s.id and c.xid >= ${horizon}::xid8)`,
  );
  return Number(row?.known ?? 0);
}

let schema: Promise<string> | undefined;

/** The newest migration this code ships (and has applied: the app migrates before it starts). */
export function schemaVersion(): Promise<string> {
  schema ??= readFile(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8').then((text) => {
    const { entries } = JSON.parse(text) as { entries: { tag: string }[] };
    return entries.at(-1)?.tag ?? 'none';
  });
  return schema;
}
