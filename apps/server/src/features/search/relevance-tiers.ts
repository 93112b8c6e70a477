import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { JobSearchParams } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { jobColumns, jobs } from '../../db/schema/jobs';
import { tierToContinue, type SearchCursor } from './search-cursor';
import { searchWhere, textQuery } from './search-filters';
import type { SearchContext, SearchRow } from './search-types';

/**
 * Relevance for word searches, as tiers: every word in the title (3), else in title or skills
 * (2), else in title, skills or company (1), else anywhere (0); newest first within a tier.
 *
 * Scoring each match with ts_rank meant reading every matching row before the first could be
 * returned (2.4 s for "developer" over a million jobs). A tier is one indexed question asked in
 * time order, so a page reads about as many rows as it shows, whatever the word.
 */
const TIER_WEIGHTS = ['A', 'AB', 'ABC'] as const;
const TOP_TIER = 3;

// Gives each lexeme of the visitor's tsquery a weight restriction: 'develop' → 'develop':AB.
function weighted(q: string, weights: string): SQL {
  return sql`regexp_replace(${textQuery(q)}::text, ${"('(?:[^']|'')*')"}, ${`\\1:${weights}`}, 'g')::tsquery`;
}

function inTier(q: string, tier: number): SQL {
  const matches = (t: number) =>
    sql`${jobs.searchVector} @@ ${weighted(q, TIER_WEIGHTS[TOP_TIER - t] as string)}`;
  const higher = tier < TOP_TIER ? sql` and not (${matches(tier + 1)})` : sql``;
  return tier === 0 ? sql`not (${matches(1)})` : sql`${matches(tier)}${higher}`;
}

function afterInTier(cursor: SearchCursor | undefined, tier: number): SQL | undefined {
  if (!cursor || cursor.key !== tier) return undefined;
  return sql`(${jobs.createdAt}, ${jobs.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`;
}

export async function searchByTiers(
  db: Db,
  params: JobSearchParams & { q: string },
  { today }: SearchContext,
  cursor: SearchCursor | undefined,
): Promise<SearchRow[]> {
  const rows: SearchRow[] = [];
  const startTier = tierToContinue(cursor, TOP_TIER);
  for (let tier = startTier; tier >= 0 && rows.length <= params.limit; tier -= 1) {
    const found = await db
      .select({ job: jobColumns, company: companies })
      .from(jobs)
      .innerJoin(companies, eq(companies.id, jobs.companyId))
      .where(
        and(searchWhere(params, today, 'words'), inTier(params.q, tier), afterInTier(cursor, tier)),
      )
      .orderBy(sql`${jobs.createdAt} desc`, sql`${jobs.id} desc`)
      .limit(params.limit + 1 - rows.length);
    rows.push(...found.map((r) => ({ ...r, sortKey: tier })));
  }
  return rows;
}
