import { JobDetailResponseSchema, JobSuggestResponseSchema } from '@shuruaat/contract';
import { http } from '@/lib/http';
import { jobSearchApi } from '@/lib/job-search-api';
import { searchQuery, type SearchRequest } from '@/lib/search-query';

/** Every call the public job screens make; the slice's thunks are its only callers. */
export const jobsApi = {
  searchJobs: (request: SearchRequest) => jobSearchApi.findJobs(searchQuery(request)),
  suggest: (q: string) =>
    http.get(`/api/jobs/suggest?${new URLSearchParams({ q }).toString()}`, {
      schema: JobSuggestResponseSchema,
    }),
  getJob: (slug: string) =>
    http.get(`/api/jobs/${encodeURIComponent(slug)}`, { schema: JobDetailResponseSchema }),
};
