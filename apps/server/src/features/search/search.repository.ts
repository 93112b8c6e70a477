import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { JobSearchParams, SearchSort } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { jobColumns, jobs } from '../../db/schema/jobs';
import { searchByTiers } from './relevance-tiers';
import type { SearchCursor } from './search-cursor';
import { openListings, searchWhere, textMatch, type TextMode } from './search-filters';
import type { SearchContext, SearchRow } from './search-types';

/** The value a sort orders by before time: relevance rank, or pay per month; none for newest. */
function sortKey(sort: SearchSort, q: string | undefined, mode: TextMode): SQL | undefined {
  if (sort === 'pay') return sql`coalesce(${jobs.stipendMax}, ${jobs.ctcMax} / 12, 0)::int`;
  if (sort !== 'relevance' || !q) return undefined;
  // Word matches are ordered by relevance tiers (relevance-tiers.ts); typos by likeness.
  return mode === 'typos'
    ? sql`word_similarity(${q.toLowerCase()}, ${jobs.searchText})::real`
    : undefined;
}

/** Whether any live listing has the words themselves; if none does, search for typos instead. */
export async function textModeFor(db: Db, q: string, today: string): Promise<TextMode> {
  const rows = await db
    .select({ one: sql`1` })
    .from(jobs)
    .where(and(openListings(today), textMatch(q, 'words')))
    .limit(1);
  return rows.length > 0 ? 'words' : 'typos';
}

function after(key: SQL | undefined, sort: SearchSort, cursor: SearchCursor | undefined) {
  if (!cursor) return undefined;
  const time = sql`${cursor.createdAt.toISOString()}::timestamptz`;
  const id = sql`${cursor.id}::uuid`;
  if (!key) return sql`(${jobs.createdAt}, ${jobs.id}) < (${time}, ${id})`;
  const cast = sort === 'pay' ? sql`::int` : sql`::real`;
  return sql`(${key}, ${jobs.createdAt}, ${jobs.id}) < (${cursor.key}${cast}, ${time}, ${id})`;
}

export async function searchJobs(
  db: Db,
  params: JobSearchParams,
  sort: SearchSort,
  { today, mode }: SearchContext,
  cursor: SearchCursor | undefined,
): Promise<SearchRow[]> {
  if (sort === 'relevance' && params.q && mode === 'words') {
    return searchByTiers(db, { ...params, q: params.q }, { today, mode }, cursor);
  }
  const key = sortKey(sort, params.q, mode);
  const order = key ? [sql`${key} desc`] : [];
  const rows = await db
    .select({
      job: jobColumns,
      company: companies,
      sortKey: key ? sql<number>`${key}` : sql<null>`null`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(searchWhere(params, today, mode), after(key, sort, cursor)))
    .orderBy(...order, sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`)
    .limit(params.limit + 1);
  return rows.map((r) => ({ ...r, sortKey: r.sortKey === null ? null : Number(r.sortKey) }));
}

/** How many jobs match, counting no further than `cap + 1`. */
export async function countMatches(
  db: Db,
  params: JobSearchParams,
  { today, mode }: SearchContext,
  cap: number,
) {
  const limited = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(searchWhere(params, today, mode))
    .limit(cap + 1)
    .as('limited');
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return Number(rows[0]?.n ?? 0);
}

export function findBySlug(db: Db, slug: string) {
  return db
    .select({ job: jobColumns, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.slug, slug), sql`${jobs.hiddenAt} is null`, sql`${jobs.status} <> 'draft'`))
    .then((rows) => rows[0]);
}
