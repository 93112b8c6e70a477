import {
  EmployerProfileResponseSchema,
  JobDeletedResponseSchema,
  JobMessageResponseSchema,
  JobResponseSchema,
  JobsPostedResponseSchema,
  type JobStatus,
  type PostJobBody,
  type UpdateJobBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

const jobPath = (id: string) => encodeURIComponent(id);

/** The employer's listings: every call the post, edit and my-jobs screens make, from their loaders. */
export const postedJobsApi = {
  /** The company profile, which says whether it is complete enough to post. */
  getProfile: () =>
    http.get('/api/employers/get-employer-profile', { schema: EmployerProfileResponseSchema }),
  findJobsPosted: (cursor: string | null, limit = 50) => {
    const query = new URLSearchParams({ limit: String(limit) });
    if (cursor) query.set('cursor', cursor);
    return http.get(`/api/employers/jobs-posted?${query}`, { schema: JobsPostedResponseSchema });
  },
  getJob: (id: string) =>
    http.get(`/api/employers/job/${jobPath(id)}`, { schema: JobResponseSchema }),
  postJob: (body: PostJobBody) =>
    http.post('/api/employers/post-job', { body, schema: JobMessageResponseSchema }),
  updateJob: (id: string, body: UpdateJobBody) =>
    http.put(`/api/employers/job/${jobPath(id)}`, { body, schema: JobMessageResponseSchema }),
  setJobStatus: (id: string, status: JobStatus) =>
    http.patch(`/api/employers/employer-job/${jobPath(id)}/${status}`, {
      schema: JobMessageResponseSchema,
    }),
  deleteJob: (id: string) =>
    http.delete(`/api/employers/delete-job/${jobPath(id)}`, { schema: JobDeletedResponseSchema }),
};
