import { createSlice } from '@reduxjs/toolkit';
import { MESSAGES, type JobSearchResponse } from '@shuruaat/contract';
import { createAppThunk } from './app-thunk';
import { jobSearchApi } from './job-search-api';
import type { RootState } from './store-types';

/** One live section's search: on its way, answered, or failed (the section then steps aside). */
export type Listing =
  { status: 'loading' } | { status: 'ready'; data: JobSearchResponse } | { status: 'failed' };

/**
 * The home and landing pages' live sections, each kept under its own query string, so a slow or
 * failed section never holds back another; `latest` is the newest request made for each query.
 */
export type ListingsState = { byQuery: Record<string, Listing>; latest: Record<string, string> };

const initialState: ListingsState = { byQuery: {}, latest: {} };
const LOADING: Listing = { status: 'loading' };

export const fetchListing = createAppThunk(
  'listings/fetchListing',
  MESSAGES.somethingWentWrong,
  (query: string) => jobSearchApi.findJobs(query),
  {
    // Strict mode mounts twice and two sections may share a query; one request answers both.
    condition: (query, { getState }) => getState().listings?.byQuery[query]?.status !== 'loading',
  },
);

export const listingsSlice = createSlice({
  name: 'listings',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // Until the answer to this request arrives, an earlier answer to the query is not shown.
      .addCase(fetchListing.pending, (state, { meta }) => {
        state.byQuery[meta.arg] = LOADING;
        state.latest[meta.arg] = meta.requestId;
      })
      .addCase(fetchListing.fulfilled, (state, { payload, meta }) => {
        if (state.latest[meta.arg] !== meta.requestId) return;
        state.byQuery[meta.arg] = { status: 'ready', data: payload };
      })
      .addCase(fetchListing.rejected, (state, { meta }) => {
        if (state.latest[meta.arg] !== meta.requestId) return;
        state.byQuery[meta.arg] = { status: 'failed' };
      });
  },
});

/** The slice is injected with the pages that use it, so it may not exist yet. */
export const selectListing = (state: RootState, query: string): Listing =>
  state.listings?.byQuery[query] ?? LOADING;
