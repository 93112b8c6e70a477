import {
  SEARCH_TOTAL_CAP,
  todayInIndia,
  type JobDetailResponse,
  type JobSearchParams,
  type JobSearchResponse,
  type SearchSort,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { markdownToSafeHtml } from '../../lib/markdown';
import { toCompanyPublicProfile } from '../companies/companies.service';
import { countApplicantsOf, presentJob } from '../jobs/jobs.service';
import { findListings } from './live-index/find';
import type { LiveListings } from './live-index/live-listings';
import { JobRowCache } from './job-rows';
import { understandQuery } from './query-understanding';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import * as repo from './search.repository';

/** Relevance needs words to rank by; without them the newest listings come first. */
function effectiveSort(requested: SearchSort | undefined, hasWords: boolean): SearchSort {
  const sort = requested ?? (hasWords ? 'relevance' : 'newest');
  return sort === 'relevance' && !hasWords ? 'newest' : sort;
}

export type SearchDeps = { db: Db; live: LiveListings; rows: JobRowCache };

export function searchDeps(db: Db, live: LiveListings): SearchDeps {
  const rows = new JobRowCache();
  live.onChange((jobIds, companyIds) => rows.forget(jobIds, companyIds));
  return { db, live, rows };
}

export async function searchJobs(
  { db, live, rows }: SearchDeps,
  params: JobSearchParams,
): Promise<JobSearchResponse> {
  const understood = understandQuery(params.q ?? '');
  const sort = effectiveSort(params.sort, understood.words.length > 0);
  const cursor = decodeSearchCursor(params.cursor, sort);
  const { index, speller } = await live.current();
  const found = findListings(index, speller, {
    params,
    understood,
    sort,
    after: cursor && {
      key: cursor.key,
      createdAt: cursor.createdAt.getTime(),
      id: cursor.id,
      tier: sort === 'relevance' ? cursor.key : null,
    },
    today: todayInIndia(),
    now: Date.now(),
    wantFacets: params.facets ?? !cursor,
  });
  const ids = found.slots.map(({ slot }) => index.listing(slot)?.id ?? '');
  const page = await rows.get(db, ids);
  const last = found.slots[found.slots.length - 1];
  const lastListing = last && index.listing(last.slot);
  return {
    items: page.map((r) => presentJob(r.job, r.company)),
    understood: found.chips,
    nextCursor:
      found.hasMore && last && lastListing
        ? encodeSearchCursor({
            sort,
            key: last.key,
            createdAt: new Date(lastListing.createdAt),
            id: lastListing.id,
          })
        : null,
    total: Math.min(found.total, SEARCH_TOTAL_CAP),
    totalCapped: found.total > SEARCH_TOTAL_CAP,
    facets: found.facets,
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
