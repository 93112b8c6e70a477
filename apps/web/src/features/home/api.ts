import { JobSearchResponseSchema } from '@shuruaat/contract';
import { http } from '../../lib/http';

/** The one call the home page makes: the public search, for the newest listings and live counts. */
export const homeApi = {
  findJobs: (params: URLSearchParams) =>
    http.get(`/api/jobs?${params}`, { schema: JobSearchResponseSchema }),
};
