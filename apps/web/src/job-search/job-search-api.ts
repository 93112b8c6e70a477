import { JobSearchResponseSchema } from '@shuruaat/contract';
import { http } from '@/lib/http';

/**
 * The public search (GET /api/jobs), which the /jobs screens and the home and landing pages'
 * listings and counts all read; its only callers are the loaders and the jobs api.
 */
export const jobSearchApi = {
  /** `query` is a request written by searchQuery, which is also the key results are kept under. */
  findJobs: (query: string) => http.get(`/api/jobs?${query}`, { schema: JobSearchResponseSchema }),
};
