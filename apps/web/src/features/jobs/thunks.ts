import { createAsyncThunk } from '@reduxjs/toolkit';
import type { Job } from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { jobsApi } from './api';
import { writeFilters, type JobFilters } from './search-params';
import type { JobsRootState } from './selectors';

/** What a failed call reports: the HTTP status (0 offline) so pages can tell 404 apart. */
export type JobsFailure = { status: number; message: string };
// Features dispatch through an untyped store (they may not import app/), hence the narrowing.
type Config = { rejectValue: JobsFailure };
const jobsState = (getState: () => unknown) => (getState() as JobsRootState).jobs;

const toFailure = (error: unknown): JobsFailure => ({
  status: error instanceof ApiError ? error.status : 0,
  message: errorText(error),
});

/** The key a result list is stored under: the filters as they appear in the URL. */
export const searchKey = (filters: JobFilters) => writeFilters(filters).toString();

export const searchJobs = createAsyncThunk<
  Awaited<ReturnType<typeof jobsApi.searchJobs>>,
  JobFilters,
  Config
>(
  'jobs/searchJobs',
  async (filters, { rejectWithValue }) => {
    try {
      return await jobsApi.searchJobs({ filters });
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
  {
    // React's strict mode runs effects twice; the same search already on its way is enough.
    condition: (filters, { getState }) => {
      const search = jobsState(getState)?.search;
      return !(search?.status === 'loading' && search.key === searchKey(filters));
    },
  },
);

export const loadMoreJobs = createAsyncThunk<
  Awaited<ReturnType<typeof jobsApi.searchJobs>>,
  undefined,
  Config
>(
  'jobs/loadMoreJobs',
  async (_arg, { getState, rejectWithValue }) => {
    const search = jobsState(getState)?.search;
    try {
      return await jobsApi.searchJobs({
        filters: search?.filters ?? {},
        cursor: search?.nextCursor,
      });
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
  {
    condition: (_arg, { getState }) => {
      const search = jobsState(getState)?.search;
      return Boolean(search?.nextCursor) && !search?.isLoadingMore;
    },
  },
);

export const fetchJob = createAsyncThunk<
  Awaited<ReturnType<typeof jobsApi.getJob>>,
  string,
  Config
>(
  'jobs/fetchJob',
  async (slug, { rejectWithValue }) => {
    try {
      return await jobsApi.getJob(slug);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
  {
    condition: (slug, { getState }) => {
      const detail = jobsState(getState)?.detail;
      return !(detail?.slug === slug && detail.status === 'loading');
    },
  },
);

export const SIMILAR_LIMIT = 4;

/** Others of the same kind in the same category; the job itself is left out when it comes back. */
export const fetchSimilarJobs = createAsyncThunk<Job[], Job, Config>(
  'jobs/fetchSimilarJobs',
  async (job, { rejectWithValue }) => {
    const filters = { category: job.category, kind: job.kind };
    try {
      const page = await jobsApi.searchJobs({ filters, limit: SIMILAR_LIMIT, withFacets: false });
      return page.items.filter((item) => item._id !== job._id);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);
