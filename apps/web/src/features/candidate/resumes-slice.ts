import { createSlice, isPending, isRejected } from '@reduxjs/toolkit';
import type { ResumeRef, ResumeVersion, ResumeView } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { candidateApi } from './api';
import { LOCAL_FALLBACKS } from './messages';

/** The candidate's resume versions and who opened them. */
export type ResumesState = {
  versions: ResumeVersion[];
  isVersionsFetched: boolean;
  views: ResumeView[];
  viewsCursor: string | null;
  isViewsFetched: boolean;
  loading: boolean;
  error: string | null;
};

export const initialResumesState: ResumesState = {
  versions: [],
  isVersionsFetched: false,
  views: [],
  viewsCursor: null,
  isViewsFetched: false,
  loading: false,
  error: null,
};

export const fetchResumeVersions = createAppThunk(
  'candidate/fetchResumeVersions',
  LOCAL_FALLBACKS.fetchResumes,
  () => candidateApi.findResumeVersions(),
);

export const fetchResumeViews = createAppThunk(
  'candidate/fetchResumeViews',
  LOCAL_FALLBACKS.fetchResumeViews,
  (page: { cursor: string } | undefined) => candidateApi.findResumeViews({ cursor: page?.cursor }),
);

/** A short-lived signed link to one of the candidate's own resumes; nothing is kept. */
export const openResume = createAppThunk(
  'candidate/openResume',
  LOCAL_FALLBACKS.openResume,
  (ref: ResumeRef) => candidateApi.getSignedResumeUrl(ref),
);

export const resumesSlice = createSlice({
  name: 'candidateResumes',
  initialState: initialResumesState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchResumeVersions.fulfilled, (state, { payload }) => {
        state.versions = payload.versions;
        state.isVersionsFetched = true;
        state.loading = false;
      })
      .addCase(fetchResumeViews.fulfilled, (state, { payload, meta }) => {
        state.views = meta.arg ? [...state.views, ...payload.views] : payload.views;
        state.viewsCursor = payload.nextCursor;
        state.isViewsFetched = true;
        state.loading = false;
      })
      .addMatcher(isPending(fetchResumeVersions, fetchResumeViews), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isRejected(fetchResumeVersions), (state, { payload }) => {
        state.loading = false;
        state.error = failureMessage(payload, LOCAL_FALLBACKS.fetchResumes);
      })
      .addMatcher(isRejected(fetchResumeViews), (state, { payload }) => {
        state.loading = false;
        state.error = failureMessage(payload, LOCAL_FALLBACKS.fetchResumeViews);
      });
  },
});
