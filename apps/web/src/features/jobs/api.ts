import {
  CandidateApplicationResponseSchema,
  CompanyResponseRateResponseSchema,
  JobDetailResponseSchema,
} from '@shuruaat/contract';
import { http } from '@/lib/http';
import { jobSearchApi } from '@/job-search/job-search-api';
import { searchQuery, type SearchRequest } from '@/job-search/search-query';

/** Every call the public job screens make; the slice's thunks call the first three. */
export const jobsApi = {
  searchJobs: (request: SearchRequest) => jobSearchApi.findJobs(searchQuery(request)),
  getJob: (slug: string) =>
    http.get(`/api/jobs/${encodeURIComponent(slug)}`, { schema: JobDetailResponseSchema }),
  /** The signed-in candidate's application to a job (null until they apply). */
  getMyApplication: (jobId: string) =>
    http.get(`/api/candidates/application/${encodeURIComponent(jobId)}`, {
      schema: CandidateApplicationResponseSchema,
    }),
  getResponseRate: (companyId: string) =>
    http.get(`/api/jobs/company/${encodeURIComponent(companyId)}/response-rate`, {
      schema: CompanyResponseRateResponseSchema,
    }),
};
