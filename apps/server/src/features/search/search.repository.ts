import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { JobSearchParams, SearchSort } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';
import { jobs, type JobRow } from '../../db/schema/jobs';
import type { SearchCursor } from './search-cursor';
import { searchWhere, textQuery, type FacetName } from './search-filters';

export type SearchRow = { job: JobRow; company: CompanyRow; sortKey: number | null };
type FacetCount = { value: string; count: number };

/** The value a sort orders by before time: relevance rank, or pay per month; none for newest. */
function sortKey(sort: SearchSort, q: string | undefined): SQL | undefined {
  if (sort === 'pay') return sql`coalesce(${jobs.stipendMax}, ${jobs.ctcMax} / 12, 0)::int`;
  if (sort === 'relevance' && q) {
    return sql`(ts_rank(${jobs.searchVector}, ${textQuery(q)}) + word_similarity(${q.toLowerCase()}, ${jobs.searchText}))::real`;
  }
  return undefined;
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
  today: string,
  cursor: SearchCursor | undefined,
): Promise<SearchRow[]> {
  const key = sortKey(sort, params.q);
  const order = key ? [sql`${key} desc`] : [];
  const rows = await db
    .select({ job: jobs, company: companies, sortKey: key ? sql<number>`${key}` : sql<null>`null` })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(searchWhere(params, today), after(key, sort, cursor)))
    .orderBy(...order, sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`)
    .limit(params.limit + 1);
  return rows.map((r) => ({ ...r, sortKey: r.sortKey === null ? null : Number(r.sortKey) }));
}

/** How many jobs match, counting no further than `cap + 1`. */
export async function countMatches(db: Db, params: JobSearchParams, today: string, cap: number) {
  const limited = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(searchWhere(params, today))
    .limit(cap + 1)
    .as('limited');
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(limited);
  return Number(rows[0]?.n ?? 0);
}

async function groupCounts(db: Db, column: SQL, where: SQL): Promise<FacetCount[]> {
  const rows = await db
    .select({ value: sql<string>`${column}::text`, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(where)
    .groupBy(column)
    .orderBy(sql`count(*) desc`);
  return rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

async function cityCounts(db: Db, where: SQL): Promise<FacetCount[]> {
  const result = (await db.execute(sql`
    select city as value, count(*)::int as count
    from ${jobs} cross join lateral unnest(${jobs.cities}) as city
    where ${where}
    group by city order by count(*) desc`)) as unknown as { rows: FacetCount[] };
  return result.rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/** Each facet counts under every filter but its own, so a count says what choosing it gives. */
export async function facetCounts(db: Db, params: JobSearchParams, today: string) {
  const where = (facet: FacetName) => searchWhere(params, today, facet);
  const [kind, category, city, workMode, partTime] = await Promise.all([
    groupCounts(db, sql`${jobs.kind}`, where('kind')),
    groupCounts(db, sql`${jobs.category}`, where('category')),
    cityCounts(db, where('city')),
    groupCounts(db, sql`${jobs.workMode}`, where('workMode')),
    groupCounts(db, sql`${jobs.partTime}`, where('partTime')),
  ]);
  return { kind, category, city, workMode, partTime };
}

export function findBySlug(db: Db, slug: string) {
  return db
    .select({ job: jobs, company: companies })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.slug, slug), sql`${jobs.hiddenAt} is null`, sql`${jobs.status} <> 'draft'`))
    .then((rows) => rows[0]);
}
