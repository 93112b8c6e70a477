import { MESSAGES } from '@shuruaat/contract';

/** docs/product-spec.md §4 and §8, verbatim: the candidate's successes and fallbacks. */
export const CANDIDATE_MESSAGES = MESSAGES.candidate;

// Calls the spec does not list; worded like its fallbacks.
export const LOCAL_FALLBACKS = {
  fetchJob: MESSAGES.employer.fetchJob,
  fetchResumes: 'Failed to fetch resumes',
  fetchResumeViews: 'Failed to fetch resume views',
  openResume: 'Failed to open resume',
} as const;
