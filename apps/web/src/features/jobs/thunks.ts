import { MESSAGES } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { writeFilters, type JobFilters } from '@/lib/job-filters';
import { jobsApi } from './api';
import { selectJobs } from './selectors';

// The public job screens have no texts of their own in the spec; a reply without a message says
// what every other unexplained failure says.
const FALLBACK = MESSAGES.somethingWentWrong;

/** The key a result list is stored under: the filters as they appear in the URL. */
export const searchKey = (filters: JobFilters) => writeFilters(filters).toString();

export const searchJobs = createAppThunk(
  'jobs/searchJobs',
  FALLBACK,
  (filters: JobFilters) => jobsApi.searchJobs({ filters }),
  {
    // React's strict mode runs effects twice; the same search already on its way is enough.
    condition: (filters, { getState }) => {
      const { search } = selectJobs(getState());
      return !(search.status === 'loading' && search.key === searchKey(filters));
    },
  },
);

export const loadMoreJobs = createAppThunk(
  'jobs/loadMoreJobs',
  FALLBACK,
  (_arg: undefined, { getState }) => {
    const { search } = selectJobs(getState());
    return jobsApi.searchJobs({ filters: search.filters, cursor: search.nextCursor });
  },
  {
    condition: (_arg, { getState }) => {
      const { search } = selectJobs(getState());
      return Boolean(search.nextCursor) && !search.isLoadingMore;
    },
  },
);

/** Suggestions for the search box; an answer for older text is dropped by the slice. */
export const suggestJobs = createAppThunk('jobs/suggestJobs', FALLBACK, async (q: string) => ({
  query: q,
  items: (await jobsApi.suggest(q)).suggestions,
}));
