import { createSlice } from '@reduxjs/toolkit';
import type { Job, JobDetailResponse, SearchFacets } from '@shuruaat/contract';
import { toFailure, type Failure } from '@/lib/failure';
import type { JobFilters } from '@/lib/job-filters';
import { fetchJob, fetchSimilarJobs, loadMoreJobs, searchJobs, searchKey } from './thunks';

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

export const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(searchJobs.pending, (state, { meta }) => {
        // Cards of the previous search stay out: they would answer a question no one asked.
        // Facet counts stay until new ones arrive, so the filter panel does not jump.
        const { facets } = state.search;
        state.search = { ...initialJobsState.search, key: searchKey(meta.arg), filters: meta.arg };
        Object.assign(state.search, { status: 'loading', facets });
      })
      .addCase(searchJobs.fulfilled, (state, { payload, meta }) => {
        if (state.search.key !== searchKey(meta.arg)) return; // an older search answered late
        Object.assign(state.search, payload, { status: 'succeeded' });
      })
      .addCase(searchJobs.rejected, (state, { payload, meta }) => {
        if (state.search.key !== searchKey(meta.arg)) return;
        state.search.status = 'failed';
        state.search.error = payload?.message ?? null;
      })
      .addCase(loadMoreJobs.pending, (state) => {
        state.search.isLoadingMore = true;
        state.search.loadMoreError = null;
      })
      .addCase(loadMoreJobs.fulfilled, (state, { payload }) => {
        state.search.isLoadingMore = false;
        state.search.items.push(...payload.items);
        state.search.nextCursor = payload.nextCursor;
      })
      .addCase(loadMoreJobs.rejected, (state, { payload }) => {
        state.search.isLoadingMore = false;
        state.search.loadMoreError = payload?.message ?? null;
      })
      .addCase(fetchJob.pending, (state, { meta }) => {
        const isSame = state.detail.slug === meta.arg;
        state.detail = {
          slug: meta.arg,
          status: 'loading',
          data: isSame ? state.detail.data : null,
          error: null,
        };
      })
      .addCase(fetchJob.fulfilled, (state, { payload, meta }) => {
        if (state.detail.slug !== meta.arg) return;
        state.detail = { slug: meta.arg, status: 'succeeded', data: payload, error: null };
      })
      .addCase(fetchJob.rejected, (state, { payload, error, meta }) => {
        if (state.detail.slug !== meta.arg) return;
        state.detail.status = 'failed';
        state.detail.error = payload ?? toFailure(error, '');
      })
      .addCase(fetchSimilarJobs.pending, (state, { meta }) => {
        state.similar = { jobId: meta.arg._id, items: [] };
      })
      .addCase(fetchSimilarJobs.fulfilled, (state, { payload, meta }) => {
        if (state.similar.jobId === meta.arg._id) state.similar.items = payload;
      });
  },
});
