import { CANDIDATE_MESSAGES } from './candidates';

/** User-facing strings the spec fixes verbatim (spec §4, §5, §8). */
export const MESSAGES = {
  somethingWentWrong: 'Something went wrong',
  network: 'Could not reach Shuruaat. Check your connection.',
  loading: 'Loading...',
  unexpectedError: 'Unexpected Application Error!',
  auth: {
    loginFailed: 'Failed to login',
    registerFailed: 'Failed to register',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'Email is already registered',
    signInRequired: 'Please sign in to continue',
    sessionExpired: 'Your session has ended. Please sign in again',
    forbidden: 'You do not have access to this',
  },
  /** Spec §8: what an employer call says when it fails without a message of its own. */
  employer: {
    fetchProfile: 'Failed to fetch profile',
    updateProfile: 'Failed to update profile',
    uploadLogo: 'Failed to update profile',
    fetchJobsPosted: 'Failed to fetch jobs posted',
    postJob: 'Failed to post job',
    updateJob: 'Failed to update job',
    setJobStatus: 'Failed to update job status',
    deleteJob: 'Failed to delete job',
    fetchJob: 'Failed to fetch job details',
    fetchCandidates: 'Failed to fetch candidates',
    fetchApplicants: 'Failed to fetch job applicants',
    updateApplicantStatus: 'Failed to update status',
    removeApplicant: 'Failed to remove applicant',
  },
  /** Spec §4 and §8: the candidate's successes and the fallbacks when a call fails. */
  candidate: CANDIDATE_MESSAGES,
  guards: {
    admin: 'No token provided',
    employer: 'No token found',
    employerProfile: 'Missing token',
  },
} as const;
