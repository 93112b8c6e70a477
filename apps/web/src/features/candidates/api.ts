import {
  CandidateProfileMessageResponseSchema,
  CandidateProfileResponseSchema,
  JobsForYouResponseSchema,
  ResumeVersionsResponseSchema,
  ResumeViewsResponseSchema,
  SignedUrlResponseSchema,
  UploadResumeResponseSchema,
  type ResumeRef,
  type UpdateCandidateProfileBody,
} from '@shuruaat/contract';
import { http, upload, type UploadProgress } from '@/lib/http';

/** A page of a cursor-paginated list. */
export type PageQuery = { cursor?: string | null; limit?: number };

function query({ cursor, limit = 20 }: PageQuery = {}): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Every call the candidate's profile and resume screens make, from their loaders (`loaders.ts`). */
export const candidatesApi = {
  getProfile: () =>
    http.get('/api/candidates/get-candidate-profile', { schema: CandidateProfileResponseSchema }),
  updateProfile: (body: UpdateCandidateProfileBody) =>
    http.put('/api/candidates/update-profile', {
      body,
      schema: CandidateProfileMessageResponseSchema,
    }),
  uploadResume: (file: File, onProgress?: UploadProgress) => {
    const body = new FormData();
    body.append('resume', file);
    return upload('/api/candidates/upload-resume', body, {
      schema: UploadResumeResponseSchema,
      onProgress,
    });
  },
  findResumeVersions: () =>
    http.get('/api/candidates/resumes', { schema: ResumeVersionsResponseSchema }),
  getSignedResumeUrl: ({ publicId, version }: ResumeRef) => {
    const params = new URLSearchParams({ public_id: publicId, version: String(version) });
    return http.get(`/api/candidates/signed-resume-url?${params}`, {
      schema: SignedUrlResponseSchema,
    });
  },
  findResumeViews: (page?: PageQuery) =>
    http.get(`/api/candidates/resume-views?${query(page)}`, { schema: ResumeViewsResponseSchema }),
  findJobsForYou: (page?: PageQuery) =>
    http.get(`/api/candidates/jobs-for-you?${query(page)}`, { schema: JobsForYouResponseSchema }),
};
