import { createSlice } from '@reduxjs/toolkit';
import type { JobForYou } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { candidateApi } from './api';
import { CANDIDATE_MESSAGES } from './messages';

/** docs/product-spec.md §3's jobsForYou state group, with where the next page starts. */
export type JobsForYouState = {
  jobs: JobForYou[];
  nextCursor: string | null;
  isFetched: boolean;
  loading: boolean;
  error: string | null;
};

export const initialJobsForYouState: JobsForYouState = {
  jobs: [],
  nextCursor: null,
  isFetched: false,
  loading: false,
  error: null,
};

/** Without a cursor it loads the best matches afresh; with one it adds the next page. */
export const fetchJobsForYou = createAppThunk(
  'candidate/fetchJobsForYou',
  CANDIDATE_MESSAGES.fetchJobs,
  async (page: { cursor: string } | undefined) => ({
    ...(await candidateApi.findJobsForYou({ cursor: page?.cursor })),
    isNextPage: page !== undefined,
  }),
);

export const jobsForYouSlice = createSlice({
  name: 'jobsForYou',
  initialState: initialJobsForYouState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchJobsForYou.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(fetchJobsForYou.fulfilled, (state, { payload }) => {
        state.jobs = payload.isNextPage ? [...state.jobs, ...payload.jobs] : payload.jobs;
        state.nextCursor = payload.nextCursor;
        state.isFetched = true;
        state.loading = false;
      })
      .addCase(fetchJobsForYou.rejected, (state, { payload }) => {
        state.loading = false;
        state.error = failureMessage(payload, CANDIDATE_MESSAGES.fetchJobs);
      });
  },
});
