import type { ActionReducerMapBuilder } from '@reduxjs/toolkit';
import type { ApplicationStatus } from '@shuruaat/contract';
import {
  fetchApplicants,
  fetchCandidates,
  removeApplicant,
  updateApplicantStatus,
  updateApplicantsStatus,
} from './pipeline-thunks';
import { noApplicants } from './applicant-counts';
import type { EmployerState } from './slice';

/** Moves one applicant to a new status, keeping the tab counts and the timeline in step. */
function moveApplicant(
  state: EmployerState,
  userId: string,
  status: ApplicationStatus,
  at: string,
): void {
  const applicant = state.applicants.find((one) => one.userId === userId);
  if (!applicant || applicant.status === status) return;
  state.applicantCounts[applicant.status] = Math.max(
    0,
    state.applicantCounts[applicant.status] - 1,
  );
  state.applicantCounts[status] += 1;
  applicant.status = status;
  applicant.timeline.push({ status, at });
}

function addApplicantListCases(builder: ActionReducerMapBuilder<EmployerState>): void {
  builder
    .addCase(fetchApplicants.pending, (state, { meta }) => {
      state.latestRequest.applicants = meta.requestId;
      if (meta.arg.cursor) return;
      // A fresh filter starts a fresh list; another job's title and counts must not linger.
      if (state.applicantsJob?._id !== meta.arg.jobId) {
        state.applicantsJob = null;
        state.applicantCounts = noApplicants();
      }
      state.applicants = [];
      state.applicantsCursor = null;
      state.isApplicantsFetched = false;
    })
    .addCase(fetchApplicants.fulfilled, (state, { payload, meta }) => {
      if (state.latestRequest.applicants !== meta.requestId) return;
      const earlier = meta.arg.cursor ? state.applicants : [];
      state.applicants = [...earlier, ...payload.applicants];
      state.applicantsJob = payload.job;
      state.applicantCounts = payload.counts;
      state.applicantsCursor = payload.nextCursor;
      state.isApplicantsFetched = true;
    });
}

function addApplicantChangeCases(builder: ActionReducerMapBuilder<EmployerState>): void {
  builder
    .addCase(updateApplicantStatus.fulfilled, (state, { payload, meta }) => {
      moveApplicant(state, meta.arg.userId, meta.arg.newStatus, payload.changedAt);
      state.message = payload.message;
    })
    .addCase(updateApplicantsStatus.fulfilled, (state, { payload, meta }) => {
      for (const userId of payload.updated) {
        moveApplicant(state, userId, meta.arg.newStatus, payload.changedAt);
      }
      state.message = payload.message;
    })
    .addCase(removeApplicant.fulfilled, (state, { payload, meta }) => {
      const gone = state.applicants.find((one) => one.userId === meta.arg.userId);
      if (gone) {
        state.applicantCounts[gone.status] = Math.max(0, state.applicantCounts[gone.status] - 1);
        state.applicantCounts.removed += 1;
      }
      state.applicants = state.applicants.filter((one) => one.userId !== meta.arg.userId);
      state.message = payload.message;
    });
}

function addCandidateCases(builder: ActionReducerMapBuilder<EmployerState>): void {
  builder
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
    });
}

/** The hiring pipeline's reducers: applicants per job and the resume database. */
export function addPipelineCases(builder: ActionReducerMapBuilder<EmployerState>): void {
  addApplicantListCases(builder);
  addApplicantChangeCases(builder);
  addCandidateCases(builder);
}
