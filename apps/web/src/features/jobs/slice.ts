import { createSlice } from '@reduxjs/toolkit';
import { toFailure } from '@/lib/failure';
import { initialJobsState } from './state';
import {
  fetchJob,
  fetchSimilarJobs,
  loadMoreJobs,
  searchJobs,
  searchKey,
  suggestJobs,
} from './thunks';

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
      .addCase(suggestJobs.pending, (state, { meta }) => {
        state.suggestions.query = meta.arg;
      })
      .addCase(suggestJobs.fulfilled, (state, { payload }) => {
        if (state.suggestions.query === payload.query) state.suggestions = payload;
      })
      .addCase(fetchSimilarJobs.pending, (state, { meta }) => {
        state.similar = { jobId: meta.arg._id, items: [] };
      })
      .addCase(fetchSimilarJobs.fulfilled, (state, { payload, meta }) => {
        if (state.similar.jobId === meta.arg._id) state.similar.items = payload;
      });
  },
});
