import {
  SavedJobIdsResponseSchema,
  SavedJobStateSchema,
  SavedJobsResponseSchema,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

const path = (jobId: string) => `/api/candidates/saved-jobs/${encodeURIComponent(jobId)}`;

/** The candidate's saved listings; the route loaders and actions in loaders.ts call these. */
export const savedJobsApi = {
  saveJob: (jobId: string) => http.put(path(jobId), { schema: SavedJobStateSchema }),
  unsaveJob: (jobId: string) => http.delete(path(jobId), { schema: SavedJobStateSchema }),
  findSavedJobs: (cursor?: string) =>
    http.get(
      `/api/candidates/saved-jobs${cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ''}`,
      { schema: SavedJobsResponseSchema },
    ),
  findSavedJobIds: () =>
    http.get('/api/candidates/saved-job-ids', { schema: SavedJobIdsResponseSchema }),
};
