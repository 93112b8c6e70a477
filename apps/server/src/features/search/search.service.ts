import {
  SEARCH_TOTAL_CAP,
  searchSortFor,
  todayInIndia,
  type JobDetailResponse,
  type JobSearchParams,
  type JobSearchResponse,
  type SearchReadAs,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { markdownToSafeHtml } from '../../lib/markdown';
import { toCompanyPublicProfile } from '../companies/companies.service';
import { presentJob } from '../jobs/jobs.service';
import { findListings, readSearch } from './live-index/find';
import type { LiveListings, SearchIndex } from './live-index/live-listings';
import { ByteBoundedLru } from './byte-bounded-lru';
import { heapBytes } from './heap-bytes';
import { PresentedJobs } from './job-rows';
import { understandQuery } from './query-understanding';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import * as repo from './search.repository';

export type SearchDeps = {
  db: Db;
  live: LiveListings;
  jobs: PresentedJobs;
  answers: ByteBoundedLru<string, JobSearchResponse>;
  /** Answers being worked out, by key: a search asked again meanwhile waits for the same one. */
  pending: Map<string, Promise<JobSearchResponse>>;
};

/**
 * About 300 answers with facets (a page of 20 is some 26 KB of heap, its listings counted
 * though the presented-listing cache holds the same objects). The route keeps what it sends
 * (encoded-answers.ts) and looks there first; these are for another encoding of the same
 * answer and for the job alerts.
 */
const ANSWER_BYTES = 8 * 1024 * 1024;

export function searchDeps(db: Db, live: LiveListings): SearchDeps {
  const jobs = new PresentedJobs();
  live.onChange((jobIds, companyIds) => jobs.forget(jobIds, companyIds));
  const answers = new ByteBoundedLru<string, JobSearchResponse>(
    ANSWER_BYTES,
    (key, answer) => 2 * key.length + heapBytes(answer),
  );
  return { db, live, jobs, answers, pending: new Map() };
}

const MINUTE_MS = 60_000;

/** Where an answer is kept: the index it comes from, the day, the query (and whether exact). */
export type SearchKey = Awaited<ReturnType<typeof searchKey>>;

/**
 * `isExact` answers exactly what was asked, with no place relaxed and no word left out: a job
 * alert for "marketing in delhi" emails Delhi's marketing listings, not remote ones.
 */
export async function searchJobs(
  deps: SearchDeps,
  params: JobSearchParams,
  options: { isExact?: boolean } = {},
): Promise<JobSearchResponse> {
  return answerFor(deps, params, await searchKey(deps, params, options));
}

/** Worked out once per request: the route looks for the bytes it sent before under it too. */
export async function searchKey(
  deps: SearchDeps,
  params: JobSearchParams,
  { isExact = false } = {},
) {
  const built = await deps.live.current();
  const today = todayInIndia();
  // "Posted in the last 7 days" moves with the clock; nothing else does between two changes.
  const minute = params.postedWithin ? Math.floor(Date.now() / MINUTE_MS) : '';
  const key = `${built.index.version}|${today}|${minute}|${isExact}|${JSON.stringify(params)}`;
  return { built, today, isExact, key };
}

/** The answer kept under the key, or a new one searched in the index the key names. */
export async function answerFor(
  deps: SearchDeps,
  params: JobSearchParams,
  { built, today, isExact, key }: SearchKey,
): Promise<JobSearchResponse> {
  const cached = deps.answers.get(key);
  if (cached) return cached;
  // On a cold server the popular searches arrive many at a time while their first answer waits
  // for its page's rows: each would otherwise search and read the same rows again (issue 28).
  let pending = deps.pending.get(key);
  if (!pending) {
    pending = answerSearch(deps, built, params, today, isExact);
    deps.pending.set(key, pending);
    pending
      .then((answer) => deps.answers.set(key, answer))
      .catch(() => undefined)
      .finally(() => deps.pending.delete(key));
  }
  return pending;
}

async function answerSearch(
  { db, jobs }: SearchDeps,
  { index, speller }: SearchIndex,
  params: JobSearchParams,
  today: string,
  isExact: boolean,
): Promise<JobSearchResponse> {
  const understood = understandQuery(params.q ?? '', (word) => index.knowsWord(word));
  const sort = searchSortFor(params);
  const cursor = decodeSearchCursor(params.cursor, sort);
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
    today,
    now: Date.now(),
    wantFacets: params.facets ?? !cursor,
    isExact,
  });
  const ids = found.slots.map(({ slot }) => index.listing(slot)?.id ?? '');
  const page = await jobs.get(db, ids);
  const last = found.slots[found.slots.length - 1];
  const lastListing = last && index.listing(last.slot);
  return {
    items: page,
    understood: found.chips,
    readAs: found.readAs,
    relaxed: found.relaxed,
    alternatives: found.alternatives,
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

export type SearchToRead = Pick<JobSearchParams, 'q' | 'kind' | 'city' | 'workMode' | 'partTime'>;

/**
 * What a search reads as (corrected words, type, places, modes), without finding anything: the
 * page head of /jobs is written from it, as the page's own heading is from the answer's readAs.
 */
export async function readSearchAs(
  live: LiveListings,
  params: SearchToRead,
): Promise<SearchReadAs> {
  const { index, speller } = await live.current();
  const understood = understandQuery(params.q ?? '', (word) => index.knowsWord(word));
  return readSearch(index, speller, params, understood).readAs;
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
    applicantCount: found.applicantCount,
  };
}
