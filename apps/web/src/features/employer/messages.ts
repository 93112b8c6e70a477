/** Spec §8: what an employer call says when it fails without a message of its own. */
export const EMPLOYER_FALLBACKS = {
  fetchProfile: 'Failed to fetch profile',
  updateProfile: 'Failed to update profile',
  uploadLogo: 'Failed to update profile',
  fetchJobsPosted: 'Failed to fetch jobs posted',
  postJob: 'Failed to post job',
  updateJob: 'Failed to update job',
  setJobStatus: 'Failed to update job status',
  deleteJob: 'Failed to delete job',
  fetchJob: 'Failed to fetch job details',
} as const;

export const PROFILE_SAVED = 'Company profile saved.';
export const LOGO_SAVED = 'Logo uploaded.';
