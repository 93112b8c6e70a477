import type { JobListItem, JobSuggestResponse, SearchChip, SearchFacets } from '@shuruaat/contract';
import type { JobFilters } from '@/lib/job-filters';

// The state's shape and starting value live apart from the slice, so the selectors the thunks
// read don't import the slice that imports the thunks.
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** One result list, kept while the student reads a job so "back" shows the same pages. */
export type SearchState = {
  key: string | null;
  filters: JobFilters;
  status: LoadStatus;
  items: JobListItem[];
  nextCursor: string | null;
  total: number;
  totalCapped: boolean;
  facets: SearchFacets | null;
  /** What the server read in the search box (a city, "wfh", a corrected word), as chips. */
  understood: SearchChip[];
  error: string | null;
  isLoadingMore: boolean;
  loadMoreError: string | null;
};

/** Suggestions for what is being typed; `query` is the text they answer. */
export type SuggestionsState = { query: string; items: JobSuggestResponse['suggestions'] };

export type JobsState = {
  search: SearchState;
  suggestions: SuggestionsState;
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
    understood: [],
    error: null,
    isLoadingMore: false,
    loadMoreError: null,
  },
  suggestions: { query: '', items: [] },
};
