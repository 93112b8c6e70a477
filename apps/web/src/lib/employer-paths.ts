import { dashboardPathFor, profilePathFor } from '@shuruaat/contract';

const dashboard = dashboardPathFor('employer');

/** Where the employer screens live, so links and redirects never drift from the routes. */
export const EMPLOYER_PATHS = {
  dashboard,
  myJobs: `${dashboard}/jobs`,
  postJob: `${dashboard}/post-job`,
  editJob: (id: string) => `${dashboard}/jobs/${encodeURIComponent(id)}/edit`,
  applicants: (id: string) => `${dashboard}/jobs/${encodeURIComponent(id)}/applicants`,
  resumeDatabase: `${dashboard}/resume-database`,
  /** The server's CSV of a job's applicants: a plain link, as the session cookie goes with it. */
  applicantsCsv: (id: string) => `/api/employers/job/${encodeURIComponent(id)}/applicants/csv`,
  profile: profilePathFor('employer') ?? '/employer/updateprofile',
};
