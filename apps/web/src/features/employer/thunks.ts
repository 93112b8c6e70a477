import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  MESSAGES,
  type ErrorCode,
  type ErrorDetail,
  type JobStatus,
  type PostJobBody,
  type UpdateEmployerProfileBody,
  type UpdateJobBody,
} from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';
import { employerApi } from './api';
import { EMPLOYER_FALLBACKS } from './messages';

/**
 * What a failed employer call reports: the text to show, any per-field problems, and the
 * server's code when it answered (screens branch on it, never on the text).
 */
export type EmployerFailure = { message: string; details: ErrorDetail[]; code?: ErrorCode };

type Config = { rejectValue: EmployerFailure };

// Typed structurally so this feature reads the session without importing the auth feature.
// Features dispatch through an untyped store (they may not import app/), hence the narrowing.
type SessionState = { auth?: { isAuthenticated?: boolean } };
const isSignedIn = (state: unknown) => (state as SessionState).auth?.isAuthenticated === true;

/** The server's own message wins; a reply without one gets the spec's fallback (§8). */
export function toFailure(error: unknown, fallback: string): EmployerFailure {
  if (!(error instanceof ApiError)) return { message: fallback, details: [] };
  const hasOwnText = error.message && error.message !== MESSAGES.somethingWentWrong;
  return {
    message: hasOwnText ? error.message : fallback,
    details: error.details,
    code: error.code,
  };
}

export function employerThunk<Result, Arg = void>(
  name: keyof typeof EMPLOYER_FALLBACKS,
  guard: string | null,
  call: (arg: Arg) => Promise<Result>,
) {
  return createAsyncThunk<Result, Arg, Config>(
    `employer/${name}`,
    async (arg, { getState, rejectWithValue }) => {
      // Spec §5: these calls refuse to run at all without a signed-in session.
      if (guard && !isSignedIn(getState())) {
        return rejectWithValue({ message: guard, details: [] });
      }
      try {
        return await call(arg);
      } catch (error) {
        return rejectWithValue(toFailure(error, EMPLOYER_FALLBACKS[name]));
      }
    },
  );
}

export const { employer: noToken, employerProfile: missingToken } = MESSAGES.guards;

export const fetchEmployerProfile = employerThunk('fetchProfile', missingToken, () =>
  employerApi.getProfile(),
);

export const updateEmployerProfile = employerThunk(
  'updateProfile',
  noToken,
  (body: UpdateEmployerProfileBody) => employerApi.updateProfile(body),
);

export const uploadCompanyLogo = employerThunk('uploadLogo', noToken, (file: File) =>
  employerApi.uploadLogo(file),
);

/** Without a cursor it loads the first page afresh; with one it adds the next page. */
export const fetchJobsPosted = employerThunk(
  'fetchJobsPosted',
  noToken,
  async (page: { cursor: string } | undefined) => ({
    ...(await employerApi.findJobsPosted(page?.cursor ?? null)),
    isNextPage: page !== undefined,
  }),
);

export const fetchJobDetails = employerThunk('fetchJob', null, (id: string) =>
  employerApi.getJob(id),
);

export const postJob = employerThunk('postJob', noToken, (body: PostJobBody) =>
  employerApi.postJob(body),
);

export const updateJob = employerThunk(
  'updateJob',
  noToken,
  ({ id, body }: { id: string; body: UpdateJobBody }) => employerApi.updateJob(id, body),
);

export const updateJobStatus = employerThunk(
  'setJobStatus',
  noToken,
  ({ jobId, status }: { jobId: string; status: JobStatus }) =>
    employerApi.setJobStatus(jobId, status),
);

export const deleteJob = employerThunk('deleteJob', noToken, (id: string) =>
  employerApi.deleteJob(id),
);

export const EMPLOYER_THUNKS = [
  fetchEmployerProfile,
  updateEmployerProfile,
  uploadCompanyLogo,
  fetchJobsPosted,
  fetchJobDetails,
  postJob,
  updateJob,
  updateJobStatus,
  deleteJob,
] as const;
