import { sql } from 'drizzle-orm';
import type { Category, JobKind, WorkMode } from '@shuruaat/contract';
import type { Db } from '../../../db/client';
import type { Listing } from './listing';
import { rowsOf } from '../../../db/raw-rows';

/** The SQL side of the live index: full loads, and the changes recorded since (listing_changes). */

type ListingRow = {
  id: string;
  company_id: string;
  company_name: string;
  kind: JobKind;
  title: string;
  description: string;
  category: Category;
  skills: string[];
  work_mode: WorkMode;
  cities: string[];
  part_time: boolean;
  start_date: string | null;
  apply_by: string;
  duration_months: number | null;
  stipend_min: number | null;
  stipend_max: number | null;
  ctc_min: number | null;
  ctc_max: number | null;
  ppo: boolean;
  created_ms: number | string;
  live: boolean;
};

// A listing held by screening (issue 27) is not public: out of the index until an admin approves it.
const LIVE = sql`j.status = 'active' and j.hidden_at is null and j.review_state <> 'held'`;

// Milliseconds, floored: cursors carry a JavaScript Date, which has no microseconds.
const SELECT = sql`
  select j.id, j.company_id, c.name as company_name, j.kind::text as kind, j.title,
    j.description, j.category, j.skills, j.work_mode::text as work_mode, j.cities, j.part_time,
    j.start_date::text as start_date, j.apply_by::text as apply_by, j.duration_months,
    j.stipend_min, j.stipend_max, j.ctc_min, j.ctc_max, j.ppo,
    floor(extract(epoch from j.created_at) * 1000)::float8 as created_ms, (${LIVE}) as live
  from jobs j join companies c on c.id = j.company_id`;

function toListing(r: ListingRow): Listing {
  return {
    id: r.id,
    companyId: r.company_id,
    companyName: r.company_name,
    kind: r.kind,
    title: r.title,
    description: r.description,
    category: r.category,
    skills: r.skills,
    workMode: r.work_mode,
    cities: r.cities,
    partTime: r.part_time,
    startDate: r.start_date,
    applyBy: r.apply_by,
    durationMonths: r.duration_months,
    stipendMin: r.stipend_min,
    stipendMax: r.stipend_max,
    ctcMin: r.ctc_min,
    ctcMax: r.ctc_max,
    ppo: r.ppo,
    createdAt: Number(r.created_ms),
  };
}

const uuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Every transaction that wrote a change below this id has finished, and every later one will
 * have an id at or above it: changes are read up to it, and from it the next time.
 */
export async function changeHorizon(db: Db): Promise<string> {
  const [row] = await rowsOf<{ horizon: string }>(
    db,
    sql`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`,
  );
  return row?.horizon ?? '0';
}

const BATCH = 20_000;

/** Live listings still open on `today`, in batches, so a million rows never sit in one array. */
export async function* openListings(db: Db, today: string): AsyncGenerator<Listing[]> {
  let last = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await rowsOf<ListingRow>(
      db,
      sql`${SELECT} where ${LIVE} and j.apply_by >= ${today} and j.id > ${last}::uuid
        order by j.id limit ${BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows.map(toListing);
    last = (rows[rows.length - 1] as ListingRow).id;
  }
}

export type Changes = { jobIds: string[]; companyIds: string[] };

export type ChangeRow = {
  seq: number;
  xid: bigint;
  jobId: string | null;
  companyId: string | null;
};

/** Every change visible now from transactions at or above `from`. */
export async function changesSince(db: Db, from: string): Promise<ChangeRow[]> {
  const rows = await rowsOf<{
    seq: number | string;
    xid: string;
    job_id: string | null;
    company_id: string | null;
  }>(
    db,
    sql`select seq, xid::text as xid, job_id, company_id from listing_changes
      where xid >= ${from}::xid8 order by seq`,
  );
  return rows.map((r) => ({
    seq: Number(r.seq),
    xid: BigInt(r.xid),
    jobId: r.job_id,
    companyId: r.company_id,
  }));
}

/** The listings as they are now, live or not (so the index can drop what is no longer live). */
export async function listingsNow(
  db: Db,
  { jobIds, companyIds }: Changes,
): Promise<{ listing: Listing; live: boolean }[]> {
  const found: { listing: Listing; live: boolean }[] = [];
  for (let i = 0; i < jobIds.length; i += 1_000) {
    const rows = await rowsOf<ListingRow>(
      db,
      sql`${SELECT} where j.id = any(${uuids(jobIds.slice(i, i + 1_000))})`,
    );
    found.push(...rows.map((r) => ({ listing: toListing(r), live: r.live })));
  }
  for (let i = 0; i < companyIds.length; i += 1_000) {
    const rows = await rowsOf<ListingRow>(
      db,
      sql`${SELECT} where ${LIVE} and j.company_id = any(${uuids(companyIds.slice(i, i + 1_000))})`,
    );
    found.push(...rows.map((r) => ({ listing: toListing(r), live: r.live })));
  }
  return found;
}

/** Changes older than a day are never read again: an instance that far behind rebuilds. */
export async function pruneChanges(db: Db): Promise<void> {
  await db.execute(sql`delete from listing_changes where changed_at < now() - interval '1 day'`);
}
