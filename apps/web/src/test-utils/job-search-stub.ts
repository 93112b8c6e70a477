import {
  JobSearchResponseSchema,
  type JobSearchResponse,
  type SearchFacets,
} from '@shuruaat/contract';
import { stubFetch } from './stub-fetch';

// Fakes of the public search (GET /api/jobs) for the pages that read listings and counts from it.

export function buildFacets(overrides: Partial<SearchFacets> = {}): SearchFacets {
  return { kind: [], category: [], city: [], workMode: [], partTime: [], ...overrides };
}

/** A reply as the client reads it: parsed, so list items carry no description. */
export function buildSearchResponse(overrides: Partial<JobSearchResponse> = {}): JobSearchResponse {
  const items = overrides.items ?? [];
  return JobSearchResponseSchema.parse({
    items,
    nextCursor: null,
    total: items.length,
    totalCapped: false,
    facets: null,
    understood: [],
    readAs: { q: '', kind: null, city: [], workMode: null, partTime: null },
    relaxed: null,
    alternatives: [],
    ...overrides,
  });
}

/**
 * Answers GET /api/jobs with the first reply whose test matches the query; any other call fails
 * with a 500, as a broken server would.
 */
export function stubSearch(replies: [(query: URLSearchParams) => boolean, JobSearchResponse][]) {
  return stubFetch(({ url }) => {
    const reply = replies.find(([matches]) => matches(url.searchParams))?.[1];
    return reply ? { body: reply } : undefined;
  }).fetchMock;
}
