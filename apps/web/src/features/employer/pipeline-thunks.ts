import type { EmployerSettableStatus, RejectionReason, ResumeRef } from '@shuruaat/contract';
import { employerApi, type ApplicantsQuery, type CandidateSearch } from './api';
import { employerThunk, noToken } from './thunks';

export type ApplicantStatusChange = {
  jobId: string;
  userId: string;
  newStatus: EmployerSettableStatus;
  reason?: RejectionReason | undefined;
};

export type BulkStatusChange = {
  jobId: string;
  userIds: string[];
  newStatus: 'shortlisted' | 'rejected';
  reason?: RejectionReason | undefined;
};

// The moment of a change travels with its answer, so the open timeline shows the new step at
// once, without the reducer reading the clock.
const stamped = <T>(answer: T) => ({ ...answer, changedAt: new Date().toISOString() });

/** Without a cursor it loads the first page afresh; with one it adds the next page. */
export const fetchApplicants = employerThunk('fetchApplicants', noToken, (query: ApplicantsQuery) =>
  employerApi.findApplicants(query),
);

export const updateApplicantStatus = employerThunk(
  'updateApplicantStatus',
  noToken,
  async ({ jobId, userId, newStatus, reason }: ApplicantStatusChange) =>
    stamped(await employerApi.updateApplicantStatus(jobId, userId, newStatus, reason)),
);

export const updateApplicantsStatus = employerThunk(
  'updateApplicantsStatus',
  noToken,
  async ({ jobId, userIds, newStatus, reason }: BulkStatusChange) =>
    stamped(await employerApi.updateApplicantsStatus(jobId, userIds, newStatus, reason)),
);

export const removeApplicant = employerThunk(
  'removeApplicant',
  noToken,
  ({ jobId, userId }: { jobId: string; userId: string }) =>
    employerApi.deleteApplicant(jobId, userId),
);

/** Without a cursor it searches afresh; with one it adds the next page of the same search. */
export const fetchCandidates = employerThunk(
  'fetchCandidates',
  noToken,
  (search: CandidateSearch) => employerApi.findCandidates(search),
);

/** A short-lived signed link to one resume; the page opens it, the store keeps nothing. */
export const openResume = employerThunk('openResume', noToken, (resume: ResumeRef) =>
  employerApi.getSignedResumeUrl(resume),
);

/** The calls that fill a list: they drive the shared `loading` flag. */
export const PIPELINE_LIST_THUNKS = [fetchApplicants, fetchCandidates] as const;

/** The calls that change an applicant: they drive `updateStatusLoading`, the list stays put. */
export const APPLICANT_CHANGE_THUNKS = [
  updateApplicantStatus,
  updateApplicantsStatus,
  removeApplicant,
] as const;
