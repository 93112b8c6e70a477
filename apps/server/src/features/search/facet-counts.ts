import { sql, type SQL } from 'drizzle-orm';
import type { JobSearchParams, SearchFacets } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { hasOwnFilter, searchWhere, type FacetName, type TextMode } from './search-filters';

type FacetCount = { value: string; count: number };
type ColumnFacet = Exclude<FacetName, 'city'>;

const COLUMNS: Record<ColumnFacet, SQL> = {
  kind: sql`${jobs.kind}::text`,
  category: sql`${jobs.category}`,
  workMode: sql`${jobs.workMode}::text`,
  partTime: sql`${jobs.partTime}::text`,
};

const byCount = (counts: FacetCount[]) => counts.sort((a, b) => b.count - a.count);

/**
 * Facets whose own filter is not set share one WHERE, so one scan with GROUPING SETS counts
 * them all; a facet with its own filter set needs a scan without it.
 */
async function columnCounts(db: Db, facets: ColumnFacet[], where: SQL) {
  const sets = sql.join(
    facets.map((f) => sql`(${COLUMNS[f]})`),
    sql`, `,
  );
  const selects = sql.join(
    facets.map(
      (f) =>
        sql`case when grouping(${COLUMNS[f]}) = 0 then ${COLUMNS[f]} end as ${sql.identifier(f)}`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select count(*)::int as count, ${selects}
    from ${jobs} where ${where}
    group by grouping sets (${sets})`)) as unknown as { rows: Record<string, unknown>[] };
  const counts = Object.fromEntries(facets.map((f) => [f, [] as FacetCount[]]));
  for (const row of result.rows) {
    const values = Object.values(row).slice(1);
    facets.forEach((facet, i) => {
      if (values[i] !== null)
        counts[facet]?.push({ value: String(values[i]), count: Number(row.count) });
    });
  }
  return counts as Record<ColumnFacet, FacetCount[]>;
}

async function cityCounts(db: Db, where: SQL): Promise<FacetCount[]> {
  const result = (await db.execute(sql`
    select city as value, count(*)::int as count
    from ${jobs} cross join lateral unnest(${jobs.cities}) as city
    where ${where}
    group by city`)) as unknown as { rows: FacetCount[] };
  return result.rows.map((r) => ({ value: r.value, count: Number(r.count) }));
}

/** Each facet counts under every filter but its own, so a count says what choosing it gives. */
export async function facetCounts(
  db: Db,
  params: JobSearchParams,
  today: string,
  mode: TextMode,
): Promise<SearchFacets> {
  const where = (facet?: FacetName) => searchWhere(params, today, mode, facet);
  const all: ColumnFacet[] = ['kind', 'category', 'workMode', 'partTime'];
  const shared = all.filter((f) => !hasOwnFilter(params, f));
  const own = all.filter((f) => hasOwnFilter(params, f));
  const [sharedCounts, city, ...ownCounts] = await Promise.all([
    shared.length ? columnCounts(db, shared, where()) : ({} as Record<ColumnFacet, FacetCount[]>),
    cityCounts(db, where('city')),
    ...own.map((f) => columnCounts(db, [f], where(f))),
  ]);
  const merged = Object.assign({}, sharedCounts, ...ownCounts) as Record<ColumnFacet, FacetCount[]>;
  return {
    kind: byCount(merged.kind),
    category: byCount(merged.category),
    city: byCount(city),
    workMode: byCount(merged.workMode),
    partTime: byCount(merged.partTime),
  };
}
