import { createSlice } from '@reduxjs/toolkit';
import type { ApplyBody, CandidateApplication, Job } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { candidateApi } from './api';
import { CANDIDATE_MESSAGES, LOCAL_FALLBACKS } from './messages';

/** The job on the apply screen and the candidate's application to it, if they already sent one. */
export type ApplyJobState = {
  jobId: string | null;
  job: Job | null;
  application: CandidateApplication | null;
  /** The status of the failed load (404: no such job), so the screen can say which. */
  loadStatus: number | null;
  loading: boolean;
  isSubmitting: boolean;
  error: string | null;
  message: string | null;
};

export const initialApplyJobState: ApplyJobState = {
  jobId: null,
  job: null,
  application: null,
  loadStatus: null,
  loading: false,
  isSubmitting: false,
  error: null,
  message: null,
};

export const fetchApplyTarget = createAppThunk(
  'candidate/fetchApplyTarget',
  LOCAL_FALLBACKS.fetchJob,
  async (jobId: string) => {
    const [{ job }, { application }] = await Promise.all([
      candidateApi.getJob(jobId),
      candidateApi.getApplication(jobId),
    ]);
    return { job, application };
  },
);

/** The signed-in candidate is the applicant; the spec still sends their id in the body. */
export const applyToJob = createAppThunk(
  'candidate/apply',
  CANDIDATE_MESSAGES.apply,
  ({ jobId, body }: { jobId: string; body: Omit<ApplyBody, 'candidateId'> }, { getState }) => {
    const candidateId = getState().auth.user?._id ?? '';
    return candidateApi.apply(jobId, { ...body, candidateId });
  },
);

export const applyJobSlice = createSlice({
  name: 'applyJob',
  initialState: initialApplyJobState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchApplyTarget.pending, (state, { meta }) => {
        if (state.jobId !== meta.arg) Object.assign(state, initialApplyJobState);
        state.jobId = meta.arg;
        state.loading = true;
        state.error = null;
        state.loadStatus = null;
      })
      .addCase(fetchApplyTarget.fulfilled, (state, { payload, meta }) => {
        if (state.jobId !== meta.arg) return;
        state.job = payload.job;
        state.application = payload.application;
        state.loading = false;
      })
      .addCase(fetchApplyTarget.rejected, (state, { payload, meta }) => {
        if (state.jobId !== meta.arg) return;
        state.loading = false;
        state.loadStatus = payload?.status ?? 0;
        state.error = failureMessage(payload, LOCAL_FALLBACKS.fetchJob);
      })
      .addCase(applyToJob.pending, (state) => {
        state.isSubmitting = true;
        state.error = null;
        state.message = null;
      })
      .addCase(applyToJob.fulfilled, (state, { payload }) => {
        state.isSubmitting = false;
        state.message = payload.message || CANDIDATE_MESSAGES.applied;
      })
      .addCase(applyToJob.rejected, (state, { payload }) => {
        state.isSubmitting = false;
        state.error = failureMessage(payload, CANDIDATE_MESSAGES.apply);
      });
  },
});
