import { createSlice, isFulfilled, isPending, isRejected } from '@reduxjs/toolkit';
import {
  JOB_MESSAGES,
  type Applicant,
  type ApplicantCounts,
  type ApplicantsResponse,
  type DatabaseCandidate,
  type EmployerProfile,
  type Job,
  type PostedJob,
} from '@shuruaat/contract';
import { failureMessage } from '@/lib/failure';
import { noApplicants } from './applicant-counts';
import { EMPLOYER_FALLBACKS, LOGO_SAVED, PROFILE_SAVED } from './messages';
import { addPipelineCases } from './pipeline-reducers';
import { APPLICANT_CHANGE_THUNKS, PIPELINE_LIST_THUNKS } from './pipeline-thunks';
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

/** docs/product-spec.md §3's employer state group, with the paging each of its lists needs. */
export type EmployerState = {
  profile: EmployerProfile | null;
  jobsPosted: PostedJob[];
  /** Where the next page of jobsPosted starts; null when every job is loaded. */
  nextCursor: string | null;
  isJobsPostedFetched: boolean;
  /** The resume database's results for the current search. */
  allCandidates: DatabaseCandidate[];
  candidatesCursor: string | null;
  isCandidatesFetched: boolean;
  /** The job being edited. */
  selectedJob: Job | null;
  loading: boolean;
  error: string | null;
  message: string | null;
  /** One job's applicants under the chosen status filter; removed ones are never listed. */
  applicants: Applicant[];
  applicantsJob: ApplicantsResponse['job'] | null;
  applicantCounts: ApplicantCounts;
  applicantsCursor: string | null;
  isApplicantsFetched: boolean;
  /** The newest list request per list: an older answer arriving late is dropped. */
  latestRequest: { applicants: string | null; candidates: string | null };
  updateStatusLoading: boolean;
  isResumeAccess: boolean;
};

export const initialEmployerState: EmployerState = {
  profile: null,
  jobsPosted: [],
  nextCursor: null,
  isJobsPostedFetched: false,
  allCandidates: [],
  candidatesCursor: null,
  isCandidatesFetched: false,
  selectedJob: null,
  loading: false,
  error: null,
  message: null,
  applicants: [],
  applicantsJob: null,
  applicantCounts: noApplicants(),
  applicantsCursor: null,
  isApplicantsFetched: false,
  latestRequest: { applicants: null, candidates: null },
  updateStatusLoading: false,
  isResumeAccess: false,
};

const NO_APPLICANTS = noApplicants();

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

function setProfile(state: EmployerState, profile: EmployerProfile): void {
  state.profile = profile;
  state.isResumeAccess = profile.resumeAccess;
}

const fallbackByType = new Map(
  [...EMPLOYER_THUNKS, ...PIPELINE_LIST_THUNKS, ...APPLICANT_CHANGE_THUNKS].map((thunk) => [
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
        setProfile(state, payload.profile);
      })
      .addCase(updateEmployerProfile.fulfilled, (state, { payload }) => {
        setProfile(state, payload.profile);
        state.message = PROFILE_SAVED;
      })
      .addCase(uploadCompanyLogo.fulfilled, (state, { payload }) => {
        setProfile(state, payload.profile);
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
      });
    addPipelineCases(builder);
    builder
      .addMatcher(isPending(...EMPLOYER_THUNKS, ...PIPELINE_LIST_THUNKS), (state) => {
        state.loading = true;
        state.error = null;
        state.message = null;
      })
      .addMatcher(isFulfilled(...EMPLOYER_THUNKS, ...PIPELINE_LIST_THUNKS), (state) => {
        state.loading = false;
      })
      .addMatcher(isRejected(...EMPLOYER_THUNKS, ...PIPELINE_LIST_THUNKS), (state, action) => {
        state.loading = false;
        const fallback = fallbackByType.get(action.type) ?? EMPLOYER_FALLBACKS.postJob;
        state.error = failureMessage(action.payload, fallback);
      })
      // Changing an applicant has its own flag (docs/product-spec.md §3), so the list never blinks
      // to a spinner.
      .addMatcher(isPending(...APPLICANT_CHANGE_THUNKS), (state) => {
        state.updateStatusLoading = true;
        state.error = null;
        state.message = null;
      })
      .addMatcher(isFulfilled(...APPLICANT_CHANGE_THUNKS), (state) => {
        state.updateStatusLoading = false;
      })
      .addMatcher(isRejected(...APPLICANT_CHANGE_THUNKS), (state, action) => {
        state.updateStatusLoading = false;
        const fallback =
          fallbackByType.get(action.type) ?? EMPLOYER_FALLBACKS.updateApplicantStatus;
        state.error = failureMessage(action.payload, fallback);
      });
  },
});

export const { clearEmployerMessage } = employerSlice.actions;
