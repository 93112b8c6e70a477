import {
  CandidateApplicationResponseSchema,
  CompanyResponseRateResponseSchema,
  JobDetailResponseSchema,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

/** The job page's calls; a search is `searchJobs` in search-loaders.ts. */
export const jobsApi = {
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
