import {
  JobSearchResponseSchema,
  type JobSearchResponse,
  type SearchFacets,
} from '@shuruaat/contract';
import { vi } from 'vitest';

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
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const reply = replies.find(([matches]) => matches(url.searchParams))?.[1];
    return reply
      ? Response.json(reply)
      : Response.json({ code: 'INTERNAL', message: 'Something went wrong' }, { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
