import {
  MESSAGES,
  type JobStatus,
  type PostJobBody,
  type UpdateEmployerProfileBody,
  type UpdateJobBody,
} from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';
import { createAppThunk } from '@/lib/app-thunk';
import { employerApi } from './api';
import { EMPLOYER_FALLBACKS } from './messages';

/**
 * An employer call, failing with the spec's fallback for `name`. With a `guard`, it refuses to
 * run at all without a signed-in session (docs/product-spec.md §5), answering as the server
 * would: a 401.
 */
export function employerThunk<Result, Arg = void>(
  name: keyof typeof EMPLOYER_FALLBACKS,
  guard: string | null,
  call: (arg: Arg) => Promise<Result>,
) {
  return createAppThunk<Result, Arg>(
    `employer/${name}`,
    EMPLOYER_FALLBACKS[name],
    (arg, { getState }) => {
      if (guard && !getState().auth.isAuthenticated) {
        throw new ApiError(401, 'UNAUTHENTICATED', guard);
      }
      return call(arg);
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
