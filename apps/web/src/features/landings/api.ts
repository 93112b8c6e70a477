import { JobSearchResponseSchema } from '@shuruaat/contract';
import { http } from '../../lib/http';

/** The one call the landing pages make: the public search, for listings and live counts. */
export const landingsApi = {
  findJobs: (params: URLSearchParams) =>
    http.get(`/api/jobs?${params}`, { schema: JobSearchResponseSchema }),
};
