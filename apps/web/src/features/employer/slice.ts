import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import {
  APPLICATION_STATUSES,
  JOB_MESSAGES,
  type ApplicantCounts,
  type EmployerProfile,
  type Job,
  type PostedJob,
} from '@shuruaat/contract';
import { EMPLOYER_FALLBACKS, LOGO_SAVED, PROFILE_SAVED } from './messages';
import {
  EMPLOYER_THUNKS,
  deleteJob,
  fetchEmployerProfile,
  fetchJobDetails,
  fetchJobsPosted,
  postJob,
  updateEmployerProfile,
  updateJob,
  updateJobStatus,
  uploadCompanyLogo,
} from './thunks';

/** Spec §3's employer state group; applicants, candidates and resume access arrive later. */
export type EmployerState = {
  profile: EmployerProfile | null;
  jobsPosted: PostedJob[];
  /** Where the next page of jobsPosted starts; null when every job is loaded. */
  nextCursor: string | null;
  isJobsPostedFetched: boolean;
  allCandidates: unknown[];
  selectedJob: Job | null;
  loading: boolean;
  error: string | null;
  message: string | null;
  applicants: unknown[];
  updateStatusLoading: boolean;
  isResumeAccess: boolean;
};

export const initialEmployerState: EmployerState = {
  profile: null,
  jobsPosted: [],
  nextCursor: null,
  isJobsPostedFetched: false,
  allCandidates: [],
  selectedJob: null,
  loading: false,
  error: null,
  message: null,
  applicants: [],
  updateStatusLoading: false,
  isResumeAccess: false,
};

const NO_APPLICANTS = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [status, 0]),
) as ApplicantCounts;

/** A job fresh from the server keeps the applicant counts the list already knew. */
function withCounts(job: Job, known?: PostedJob): PostedJob {
  return {
    ...job,
    applicantCounts: known?.applicantCounts ?? NO_APPLICANTS,
    applicantTotal: known?.applicantTotal ?? 0,
  };
}

function replaceJob(state: EmployerState, job: Job): void {
  const index = state.jobsPosted.findIndex((posted) => posted._id === job._id);
  if (index >= 0) state.jobsPosted[index] = withCounts(job, state.jobsPosted[index]);
}

const fallbackByType = new Map(
  EMPLOYER_THUNKS.map((thunk) => [
    thunk.rejected.type,
    EMPLOYER_FALLBACKS[
      thunk.typePrefix.slice('employer/'.length) as keyof typeof EMPLOYER_FALLBACKS
    ],
  ]),
);

export const employerSlice = createSlice({
  name: 'employer',
  initialState: initialEmployerState,
  reducers: {
    clearEmployerMessage: (state) => {
      state.message = null;
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchEmployerProfile.fulfilled, (state, { payload }) => {
        state.profile = payload.profile;
      })
      .addCase(updateEmployerProfile.fulfilled, (state, { payload }) => {
        state.profile = payload.profile;
        state.message = PROFILE_SAVED;
      })
      .addCase(uploadCompanyLogo.fulfilled, (state, { payload }) => {
        state.profile = payload.profile;
        state.message = LOGO_SAVED;
      })
      .addCase(fetchJobsPosted.fulfilled, (state, { payload }) => {
        const earlier = payload.isNextPage ? state.jobsPosted : [];
        state.jobsPosted = [...earlier, ...payload.jobsPosted];
        state.nextCursor = payload.nextCursor;
        state.isJobsPostedFetched = true;
      })
      .addCase(fetchJobDetails.fulfilled, (state, { payload }) => {
        state.selectedJob = payload.job;
      })
      .addCase(postJob.fulfilled, (state, { payload }) => {
        state.jobsPosted.push(withCounts(payload.job));
        state.message = JOB_MESSAGES.posted;
      })
      .addCase(updateJob.fulfilled, (state, { payload }) => {
        replaceJob(state, payload.job);
        state.selectedJob = payload.job;
        state.message = JOB_MESSAGES.updated;
      })
      .addCase(updateJobStatus.fulfilled, (state, { payload }) => {
        replaceJob(state, payload.job);
        state.message = JOB_MESSAGES.statusUpdated;
      })
      .addCase(deleteJob.fulfilled, (state, { payload }) => {
        state.jobsPosted = state.jobsPosted.filter((job) => job._id !== payload.jobId);
        state.message = JOB_MESSAGES.deleted;
      })
      .addMatcher(isPending(...EMPLOYER_THUNKS), (state) => {
        state.loading = true;
        state.error = null;
        state.message = null;
      })
      .addMatcher(isFulfilled(...EMPLOYER_THUNKS), (state) => {
        state.loading = false;
      })
      .addMatcher(isRejected(...EMPLOYER_THUNKS), (state, action) => {
        state.loading = false;
        state.error =
          action.payload?.message || fallbackByType.get(action.type) || EMPLOYER_FALLBACKS.postJob;
      });
  },
});

export const { clearEmployerMessage } = employerSlice.actions;
