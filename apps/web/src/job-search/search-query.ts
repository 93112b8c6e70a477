import { writeFilters, type JobFilters } from './job-filters';

// How the client writes a search request, apart from the HTTP client so the search benchmark
// (bench/search) writes its URLs with this same code.

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
