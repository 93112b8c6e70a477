import { createSlice } from '@reduxjs/toolkit';
import { initialJobsState } from './state';
import { loadMoreJobs, searchJobs, searchKey, suggestJobs } from './thunks';

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
      .addCase(suggestJobs.pending, (state, { meta }) => {
        state.suggestions.query = meta.arg;
      })
      .addCase(suggestJobs.fulfilled, (state, { payload }) => {
        if (state.suggestions.query === payload.query) state.suggestions = payload;
      });
  },
});
