import { dashboardPathFor, profilePathFor, safeLocalPath } from '@shuruaat/contract';

const dashboard = dashboardPathFor('candidate');
const profile = profilePathFor('candidate') ?? '/user/updateprofile';

/** Where the candidate screens live, so links and redirects never drift from the routes. */
export const CANDIDATE_PATHS = {
  dashboard,
  applications: `${dashboard}/applications`,
  /** One application on the list, by the job it was sent to. */
  application: (jobId: string) =>
    `${dashboard}/applications#application-${encodeURIComponent(jobId)}`,
  jobsForYou: `${dashboard}/jobs-for-you`,
  resume: `${dashboard}/resume`,
  profile,
  apply: (jobId: string) => `/applyjob/${encodeURIComponent(jobId)}`,
  job: (slug: string) => `/jobs/${encodeURIComponent(slug)}`,
  /** The profile form, which sends the candidate back to `next` once the profile is complete. */
  // Slashes stay readable in the address bar: /user/updateprofile?next=/applyjob/42.
  profileThenBack: (next: string) =>
    `${profile}?next=${encodeURIComponent(next).replaceAll('%2F', '/')}`,
  jobs: '/jobs',
};

/**
 * Where `?next=` may send the candidate: a path on this site only (the contract's one check), so
 * a crafted link cannot bounce them to another origin after they save.
 */
export const safeNextPath = (next: string | null): string | null => safeLocalPath(next);
