import { JobSearchQuerySchema } from '@shuruaat/contract';
import { readFilters, writeFilters, type JobFilters } from '../../apps/web/src/lib/job-filters';

/**
 * The web client's own way of writing a search request, so the benchmark asks what browsers ask.
 * The filters are written by the client's `writeFilters` itself; `searchQuery` below mirrors
 * apps/web/src/lib/job-search-api.ts, which cannot be imported here (it pulls in the browser's
 * HTTP client).
 */
export const PAGE_SIZE = 20;

export type ClientRequest = {
  filters: JobFilters;
  cursor?: string | null;
  limit?: number;
  facets?: boolean;
};

export function searchQuery({ filters, cursor, limit = PAGE_SIZE, facets }: ClientRequest) {
  const params = writeFilters(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  if (facets !== undefined) params.set('facets', String(facets));
  else if (cursor) params.set('facets', 'false');
  return params.toString();
}

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
