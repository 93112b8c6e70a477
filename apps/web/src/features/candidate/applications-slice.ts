import { createSlice, isPending, isRejected } from '@reduxjs/toolkit';
import type { ApplicantCounts, CandidateApplication } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { candidateApi } from './api';
import { statusQuery, type ApplicationFilter } from './application-filters';
import { CANDIDATE_MESSAGES } from './messages';

export type ApplicationsState = {
  items: CandidateApplication[];
  counts: ApplicantCounts | null;
  filter: ApplicationFilter;
  nextCursor: string | null;
  isFetched: boolean;
  loading: boolean;
  error: string | null;
  message: string | null;
  /** The request whose answer the list shows; answers to older filters are dropped. */
  latestRequestId: string | null;
};

export const initialApplicationsState: ApplicationsState = {
  items: [],
  counts: null,
  filter: 'all',
  nextCursor: null,
  isFetched: false,
  loading: false,
  error: null,
  message: null,
  latestRequestId: null,
};

type ListRequest = { filter: ApplicationFilter; cursor?: string };

export const fetchApplications = createAppThunk(
  'candidate/fetchApplications',
  CANDIDATE_MESSAGES.fetchApplications,
  ({ filter, cursor }: ListRequest) =>
    candidateApi.findApplications({ cursor, status: statusQuery(filter) }),
);

type Withdrawal = { jobId: string; candidateId: string };

export const withdrawApplication = createAppThunk(
  'candidate/withdraw',
  CANDIDATE_MESSAGES.withdraw,
  async ({ jobId, candidateId }: Withdrawal) => ({
    ...(await candidateApi.withdraw(jobId, candidateId)),
    at: new Date().toISOString(),
  }),
);

export const applicationsSlice = createSlice({
  name: 'candidateApplications',
  initialState: initialApplicationsState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchApplications.pending, (state, { meta }) => {
        state.latestRequestId = meta.requestId;
        state.filter = meta.arg.filter;
      })
      .addCase(fetchApplications.fulfilled, (state, { payload, meta }) => {
        if (meta.requestId !== state.latestRequestId) return;
        state.items = meta.arg.cursor
          ? [...state.items, ...payload.applications]
          : payload.applications;
        state.counts = payload.counts;
        state.nextCursor = payload.nextCursor;
        state.isFetched = true;
        state.loading = false;
      })
      .addCase(withdrawApplication.fulfilled, (state, { payload, meta }) => {
        state.loading = false;
        state.message = payload.message || CANDIDATE_MESSAGES.withdrawn;
        const item = state.items.find((a) => a.jobId === meta.arg.jobId);
        if (!item) return;
        if (state.counts) {
          state.counts[item.status] -= 1;
          state.counts.withdrawn += 1;
        }
        // The server keeps the event; showing it now saves a reload of the whole list.
        item.status = 'withdrawn';
        item.timeline.push({ status: 'withdrawn', at: payload.at });
      })
      .addMatcher(isPending(fetchApplications, withdrawApplication), (state) => {
        state.loading = true;
        state.error = null;
        state.message = null;
      })
      .addMatcher(isRejected(fetchApplications), (state, { payload, meta }) => {
        if (meta.requestId !== state.latestRequestId) return;
        state.loading = false;
        state.error = failureMessage(payload, CANDIDATE_MESSAGES.fetchApplications);
      })
      .addMatcher(isRejected(withdrawApplication), (state, { payload }) => {
        state.loading = false;
        state.error = failureMessage(payload, CANDIDATE_MESSAGES.withdraw);
      });
  },
});
