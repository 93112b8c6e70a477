import { JobDetailResponseSchema, JobSearchResponseSchema } from '@shuruaat/contract';
import { http } from '@/lib/http';
import { writeFilters, type JobFilters } from './search-params';

export const PAGE_SIZE = 20;

export type SearchPage = {
  filters: JobFilters;
  cursor?: string | null;
  limit?: number;
  withFacets?: boolean;
};

/** Facet counts come with the first page only: later pages add cards, not new counts. */
export function searchQuery({ filters, cursor, limit = PAGE_SIZE, withFacets }: SearchPage) {
  const params = writeFilters(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  if (cursor || withFacets === false) params.set('facets', 'false');
  return params.toString();
}

/** Every call the public job screens make; the slice's thunks are its only callers. */
export const jobsApi = {
  searchJobs: (page: SearchPage) =>
    http.get(`/api/jobs?${searchQuery(page)}`, { schema: JobSearchResponseSchema }),
  getJob: (slug: string) =>
    http.get(`/api/jobs/${encodeURIComponent(slug)}`, { schema: JobDetailResponseSchema }),
};
