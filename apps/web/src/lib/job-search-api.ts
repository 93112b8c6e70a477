import { JobSearchResponseSchema } from '@shuruaat/contract';
import { http } from './http';
import { writeFilters, type JobFilters } from './job-filters';

export const PAGE_SIZE = 20;

/** One call to the public search: the filters, which page, and whether to count facets. */
export type SearchRequest = {
  filters: JobFilters;
  cursor?: string | null;
  limit?: number;
  facets?: boolean;
};

/** Facet counts come with the first page unless asked otherwise: later pages add cards only. */
export function searchQuery({ filters, cursor, limit = PAGE_SIZE, facets }: SearchRequest) {
  const params = writeFilters(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  if (facets !== undefined) params.set('facets', String(facets));
  else if (cursor) params.set('facets', 'false');
  return params.toString();
}

/**
 * The public search (GET /api/jobs), which the /jobs screens and the home and landing pages'
 * listings and counts all read; their thunks are its only callers.
 */
export const jobSearchApi = {
  /** `query` is a request written by searchQuery, which is also the key results are kept under. */
  findJobs: (query: string) => http.get(`/api/jobs?${query}`, { schema: JobSearchResponseSchema }),
};
