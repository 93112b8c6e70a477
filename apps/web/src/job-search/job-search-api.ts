import { JobSearchResponseSchema, JobSuggestResponseSchema } from '@shuruaat/contract';
import { http } from '@/lib/http';

/**
 * The public search (GET /api/jobs), which the /jobs screens and the home and landing pages'
 * listings and counts all read; its only callers are the loaders and the jobs api. Suggestions
 * (GET /api/jobs/suggest) feed the search box the home page and /jobs share.
 */
export const jobSearchApi = {
  /** `query` is a request written by searchQuery, which is also the key results are kept under. */
  findJobs: (query: string) => http.get(`/api/jobs?${query}`, { schema: JobSearchResponseSchema }),
  suggest: (q: string) =>
    http.get(`/api/jobs/suggest?${new URLSearchParams({ q }).toString()}`, {
      schema: JobSuggestResponseSchema,
    }),
};
