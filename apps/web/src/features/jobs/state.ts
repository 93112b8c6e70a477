import type { Job, JobDetailResponse, SearchFacets } from '@shuruaat/contract';
import type { Failure } from '@/lib/failure';
import type { JobFilters } from '@/lib/job-filters';

// The state's shape and starting value live apart from the slice, so the selectors the thunks
// read don't import the slice that imports the thunks.
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** One result list, kept while the student reads a job so "back" shows the same pages. */
export type SearchState = {
  key: string | null;
  filters: JobFilters;
  status: LoadStatus;
  items: Job[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
  facets: SearchFacets | null;
  error: string | null;
  isLoadingMore: boolean;
  loadMoreError: string | null;
};

export type DetailState = {
  slug: string | null;
  status: LoadStatus;
  data: JobDetailResponse | null;
  error: Failure | null;
};

export type JobsState = {
  search: SearchState;
  detail: DetailState;
  similar: { jobId: string | null; items: Job[] };
};

export const initialJobsState: JobsState = {
  search: {
    key: null,
    filters: {},
    status: 'idle',
    items: [],
    nextCursor: null,
    total: 0,
    totalCapped: false,
    facets: null,
    error: null,
    isLoadingMore: false,
    loadMoreError: null,
  },
  detail: { slug: null, status: 'idle', data: null, error: null },
  similar: { jobId: null, items: [] },
};
