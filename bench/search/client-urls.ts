import { JobSearchQuerySchema } from '@shuruaat/contract';
import { readFilters, writeFilters } from '../../apps/web/src/job-search/job-filters';
import {
  PAGE_SIZE,
  searchQuery,
  type SearchRequest,
} from '../../apps/web/src/job-search/search-query';

/**
 * The web client's own way of writing a search request (its `searchQuery` and `writeFilters`),
 * so the benchmark asks what browsers ask.
 */
export type ClientRequest = SearchRequest;

export const searchPath = (request: ClientRequest) => `/api/jobs?${searchQuery(request)}`;

/** The next page of a search, as "Load more" asks for it: same filters, the cursor, no facets. */
export function nextPagePath(firstPage: string, cursor: string): string {
  const url = new URL(firstPage, 'http://client');
  const request = { filters: readFilters(url.searchParams), cursor };
  const limit = Number(url.searchParams.get('limit') ?? PAGE_SIZE);
  return searchPath({ ...request, limit });
}

/** Suggestions as you type; the endpoint is new in issue 11, so its shape is assumed here. */
export const suggestPath = (prefix: string) =>
  `/api/jobs/suggest?${new URLSearchParams({ q: prefix })}`;

/**
 * Fails the run if a generated search is not one the client would write: every filter must pass
 * the contract, and reading then writing it back must give the same URL (the client rewrites
 * its address bar to that form).
 */
export function assertClientShaped(path: string): void {
  const url = new URL(path, 'http://client');
  if (url.pathname !== '/api/jobs') return;
  const query = Object.fromEntries(
    [...new Set(url.searchParams.keys())].map((key) => {
      const values = url.searchParams.getAll(key);
      return [key, key === 'city' ? values : values[0]];
    }),
  );
  const parsed = JobSearchQuerySchema.safeParse(query);
  const filters = readFilters(url.searchParams);
  const rest = [...url.searchParams].filter(([key]) => ['limit', 'cursor', 'facets'].includes(key));
  const rewritten = new URLSearchParams([...writeFilters(filters), ...rest]).toString();
  if (!parsed.success || rewritten !== url.searchParams.toString()) {
    throw new Error(`not a client-shaped search: ${path}`);
  }
}
