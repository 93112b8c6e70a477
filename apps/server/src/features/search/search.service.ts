import {
  SEARCH_TOTAL_CAP,
  todayInIndia,
  type JobDetailResponse,
  type JobSearchParams,
  type JobSearchResponse,
  type SearchFacets,
  type SearchSort,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { markdownToSafeHtml } from '../../lib/markdown';
import { ttlCache } from '../../lib/ttl-cache';
import { toCompanyPublicProfile } from '../companies/companies.service';
import { countApplicantsOf, presentJob } from '../jobs/jobs.service';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { facetCounts } from './facet-counts';
import type { TextMode } from './search-filters';
import * as repo from './search.repository';

// Totals and facet counts change slowly and cost a scan of the matches; a minute of staleness
// is invisible to a student and spares the database when many ask the same question.
const facetCache = ttlCache<SearchFacets>({ ttlMs: 60_000, maxEntries: 500 });
const totalCache = ttlCache<number>({ ttlMs: 60_000, maxEntries: 2_000 });
// Whether live listings have a word changes as rarely; caching it saves a statement per search.
const textModeCache = ttlCache<TextMode>({ ttlMs: 60_000, maxEntries: 2_000 });

function facetKey(params: JobSearchParams, context: { today: string; mode: string }): string {
  const { cursor: _cursor, limit: _limit, sort: _sort, facets: _facets, ...filters } = params;
  return JSON.stringify([context.today, context.mode, filters]);
}

/** Relevance needs words to rank by; without them the newest listings come first. */
function effectiveSort(params: JobSearchParams): SearchSort {
  const sort = params.sort ?? (params.q ? 'relevance' : 'newest');
  return sort === 'relevance' && !params.q ? 'newest' : sort;
}

export async function searchJobs(db: Db, params: JobSearchParams): Promise<JobSearchResponse> {
  const today = todayInIndia();
  const sort = effectiveSort(params);
  const cursor = decodeSearchCursor(params.cursor, sort);
  const wantFacets = params.facets ?? !cursor;
  const context = {
    today,
    mode: params.q
      ? await textModeCache(JSON.stringify([today, params.q]), () =>
          repo.textModeFor(db, params.q ?? '', today),
        )
      : ('words' as const),
  };
  const [rows, total, facets] = await Promise.all([
    repo.searchJobs(db, params, sort, context, cursor),
    totalCache(facetKey(params, context), () =>
      repo.countMatches(db, params, context, SEARCH_TOTAL_CAP),
    ),
    wantFacets
      ? facetCache(facetKey(params, context), () =>
          facetCounts(db, params, context.today, context.mode),
        )
      : null,
  ]);
  const page = rows.slice(0, params.limit);
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > params.limit && last
      ? encodeSearchCursor({
          sort,
          key: last.sortKey,
          createdAt: last.job.createdAt,
          id: last.job.id,
        })
      : null;
  return {
    items: page.map((r) => presentJob(r.job, r.company)),
    nextCursor,
    total: Math.min(total, SEARCH_TOTAL_CAP),
    totalCapped: total > SEARCH_TOTAL_CAP,
    facets,
  };
}

/** A published job by its slug, closed or expired ones included so old links still explain. */
export async function getJobBySlug(db: Db, slug: string): Promise<JobDetailResponse> {
  const detail = await findJobBySlug(db, slug);
  if (!detail) throw notFound('Job not found');
  return detail;
}

/** The same, or undefined when no published job has this slug. */
export async function findJobBySlug(db: Db, slug: string): Promise<JobDetailResponse | undefined> {
  const found = await repo.findBySlug(db, slug);
  if (!found) return undefined;
  return {
    job: presentJob(found.job, found.company),
    descriptionHtml: markdownToSafeHtml(found.job.description),
    company: {
      ...toCompanyPublicProfile(found.company),
      aboutHtml: markdownToSafeHtml(found.company.about),
    },
    applicantCount: await countApplicantsOf(db, found.job.id),
  };
}
