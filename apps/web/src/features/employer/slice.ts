import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import type { DatabaseCandidate, EmployerProfile } from '@shuruaat/contract';
import { failureMessage } from '@/lib/failure';
import { EMPLOYER_FALLBACKS } from './messages';
import { fetchCandidates } from './pipeline-thunks';
import { fetchEmployerProfile } from './thunks';

/**
 * What is left of docs/product-spec.md §3's employer state group in the store: the profile and
 * resume access the resume database reads, and its search results. The other pages keep their
 * data in their route loaders (docs/ARCHITECTURE.md, "How a page gets its data").
 */
export type EmployerState = {
  profile: EmployerProfile | null;
  /** The resume database's results for the current search. */
  allCandidates: DatabaseCandidate[];
  candidatesCursor: string | null;
  isCandidatesFetched: boolean;
  loading: boolean;
  error: string | null;
  /** The newest search: an older answer arriving late is dropped. */
  latestRequest: { candidates: string | null };
  isResumeAccess: boolean;
};

export const initialEmployerState: EmployerState = {
  profile: null,
  allCandidates: [],
  candidatesCursor: null,
  isCandidatesFetched: false,
  loading: false,
  error: null,
  latestRequest: { candidates: null },
  isResumeAccess: false,
};

function setProfile(state: EmployerState, profile: EmployerProfile): void {
  state.profile = profile;
  state.isResumeAccess = profile.resumeAccess;
}

const LIST_THUNKS = [fetchEmployerProfile, fetchCandidates] as const;
const FALLBACKS = new Map([
  [fetchEmployerProfile.rejected.type, EMPLOYER_FALLBACKS.fetchProfile],
  [fetchCandidates.rejected.type, EMPLOYER_FALLBACKS.fetchCandidates],
]);

export const employerSlice = createSlice({
  name: 'employer',
  initialState: initialEmployerState,
  reducers: {
    /**
     * The company profile page saved the profile through its route action; app/employer-state.ts
     * then checks the session again, so the navbar and guards follow.
     */
    employerProfileSaved: (state, { payload }: PayloadAction<EmployerProfile>) => {
      setProfile(state, payload);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchEmployerProfile.fulfilled, (state, { payload }) => {
        setProfile(state, payload.profile);
      })
      .addCase(fetchCandidates.pending, (state, { meta }) => {
        state.latestRequest.candidates = meta.requestId;
        if (meta.arg.cursor) return;
        state.allCandidates = [];
        state.candidatesCursor = null;
        state.isCandidatesFetched = false;
      })
      .addCase(fetchCandidates.fulfilled, (state, { payload, meta }) => {
        if (state.latestRequest.candidates !== meta.requestId) return;
        const earlier = meta.arg.cursor ? state.allCandidates : [];
        state.allCandidates = [...earlier, ...payload.candidates];
        state.candidatesCursor = payload.nextCursor;
        state.isCandidatesFetched = true;
      })
      .addCase(fetchCandidates.rejected, (state, { payload }) => {
        // Access can be withdrawn while the screen is open; the server's 403 is the final word.
        if (payload?.code === 'FORBIDDEN') state.isResumeAccess = false;
      })
      .addMatcher(isPending(...LIST_THUNKS), (state) => {
        state.loading = true;
        state.error = null;
      })
      .addMatcher(isFulfilled(...LIST_THUNKS), (state) => {
        state.loading = false;
      })
      .addMatcher(isRejected(...LIST_THUNKS), (state, action) => {
        state.loading = false;
        state.error = failureMessage(action.payload, FALLBACKS.get(action.type) ?? '');
      });
  },
});

export const { employerProfileSaved } = employerSlice.actions;
