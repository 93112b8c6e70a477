import {
  CandidateApplicationResponseSchema,
  CandidateApplicationsResponseSchema,
  CandidateProfileResponseSchema,
  JobResponseSchema,
  MessageResponseSchema,
  SignedUrlResponseSchema,
  UploadResumeResponseSchema,
  type ApplyBody,
  type ResumeRef,
} from '@shuruaat/contract';
import { http, upload, type UploadProgress } from '@/lib/http';

const segment = (id: string) => encodeURIComponent(id);

/** A page of a cursor-paginated list, with any filter the endpoint takes. */
export type PageQuery = { cursor?: string | null; limit?: number; status?: string };

function query({ cursor, limit = 20, status }: PageQuery = {}): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  if (status) params.set('status', status);
  return params.toString();
}

/**
 * Every call the candidate's apply and my-applications screens make, from their loaders
 * (`loaders.ts`). Applying needs the profile and the resume too, so those calls are here as well.
 */
export const applicationsApi = {
  getProfile: () =>
    http.get('/api/candidates/get-candidate-profile', { schema: CandidateProfileResponseSchema }),
  uploadResume: (file: File, onProgress?: UploadProgress) => {
    const body = new FormData();
    body.append('resume', file);
    return upload('/api/candidates/upload-resume', body, {
      schema: UploadResumeResponseSchema,
      onProgress,
    });
  },
  getSignedResumeUrl: ({ publicId, version }: ResumeRef) => {
    const params = new URLSearchParams({ public_id: publicId, version: String(version) });
    return http.get(`/api/candidates/signed-resume-url?${params}`, {
      schema: SignedUrlResponseSchema,
    });
  },
  getJob: (jobId: string) =>
    http.get(`/api/employers/job/${segment(jobId)}`, { schema: JobResponseSchema }),
  getApplication: (jobId: string) =>
    http.get(`/api/candidates/application/${segment(jobId)}`, {
      schema: CandidateApplicationResponseSchema,
    }),
  apply: (jobId: string, body: ApplyBody) =>
    http.post(`/api/candidates/apply/${segment(jobId)}`, { body, schema: MessageResponseSchema }),
  findApplications: (page?: PageQuery) =>
    http.get(`/api/candidates/applications?${query(page)}`, {
      schema: CandidateApplicationsResponseSchema,
    }),
  withdraw: (jobId: string, candidateId: string) =>
    http.delete(`/api/candidates/application/${segment(jobId)}/${segment(candidateId)}`, {
      schema: MessageResponseSchema,
    }),
};
