import {
  ApplicantContactResponseSchema,
  AttachedTypingResultsResponseSchema,
  TypingRetestResponseSchema,
  EmployerResponseRateResponseSchema,
  type RejectionReason,
  ApplicantsResponseSchema,
  BulkApplicantStatusResponseSchema,
  BulkMessageResponseSchema,
  EmployerProfileResponseSchema,
  JobDeletedResponseSchema,
  JobMessageResponseSchema,
  JobResponseSchema,
  JobsPostedResponseSchema,
  MessageResponseSchema,
  ResumeAccessResponseSchema,
  SignedUrlResponseSchema,
  type ApplicationStatus,
  type EmployerSettableStatus,
  type JobStatus,
  type PostJobBody,
  type ResumeRef,
  type UpdateEmployerProfileBody,
  type UpdateJobBody,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

const jobPath = (id: string) => encodeURIComponent(id);
const applicantPath = (jobId: string, userId: string) =>
  `/api/employers/job/${jobPath(jobId)}/applicant/${encodeURIComponent(userId)}`;

/** Leaves out empty values, so the server applies its own defaults. */
function queryOf(values: Record<string, string | number | null | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query;
}

export type ApplicantsQuery = {
  jobId: string;
  statuses: readonly ApplicationStatus[];
  cursor?: string | null;
  limit?: number;
};

/** The resume database's filters as the form holds them; skills are comma-separated. */
export type CandidateSearch = {
  skills?: string;
  city?: string;
  degree?: string;
  graduationYear?: number | null;
  cursor?: string | null;
  limit?: number;
};

/** Every call the employer screens make, from their route loaders and actions. */
export const employerApi = {
  /** The applicant's phone and email, shared with this job's employer by applying. */
  getApplicantContact: (jobId: string, userId: string) =>
    http.get(`${applicantPath(jobId, userId)}/contact`, { schema: ApplicantContactResponseSchema }),
  getProfile: () =>
    http.get('/api/employers/get-employer-profile', { schema: EmployerProfileResponseSchema }),
  updateProfile: (body: UpdateEmployerProfileBody) =>
    http.put('/api/employers/update-employer-profile', {
      body,
      schema: EmployerProfileResponseSchema,
    }),
  uploadLogo: (file: File) => {
    const body = new FormData();
    body.append('logo', file);
    return http.post('/api/employers/upload-logo', { body, schema: EmployerProfileResponseSchema });
  },
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
  findApplicants: ({ jobId, statuses, cursor, limit = 20 }: ApplicantsQuery) => {
    const query = queryOf({ status: statuses.join(','), limit, cursor });
    return http.get(`/api/employers/job/${jobPath(jobId)}/applicants?${query}`, {
      schema: ApplicantsResponseSchema,
    });
  },
  updateApplicantStatus: (
    jobId: string,
    userId: string,
    newStatus: EmployerSettableStatus,
    reason?: RejectionReason,
  ) =>
    http.patch(`${applicantPath(jobId, userId)}/status`, {
      body: { newStatus, ...(reason ? { reason } : {}) },
      schema: MessageResponseSchema,
    }),
  updateApplicantsStatus: (
    jobId: string,
    userIds: readonly string[],
    newStatus: 'shortlisted' | 'rejected',
    reason?: RejectionReason,
  ) =>
    http.patch(`/api/employers/job/${jobPath(jobId)}/applicants/status`, {
      body: { userIds, newStatus, ...(reason ? { reason } : {}) },
      schema: BulkApplicantStatusResponseSchema,
    }),
  messageApplicants: (jobId: string, userIds: readonly string[], body: string) =>
    http.post(`/api/employers/job/${jobPath(jobId)}/applicants/messages`, {
      body: { userIds, body },
      schema: BulkMessageResponseSchema,
    }),
  getResponseRate: () =>
    http.get('/api/employers/response-rate', { schema: EmployerResponseRateResponseSchema }),
  deleteApplicant: (jobId: string, userId: string) =>
    http.delete(applicantPath(jobId, userId), { schema: MessageResponseSchema }),
  getSignedResumeUrl: ({ publicId, version }: ResumeRef) => {
    const query = queryOf({ public_id: publicId, version });
    return http.get(`/api/employers/signed-resume-url?${query}`, {
      schema: SignedUrlResponseSchema,
    });
  },
  findCandidates: (search: CandidateSearch) =>
    http.get(`/api/employers/resume-access?${queryOf(search)}`, {
      schema: ResumeAccessResponseSchema,
    }),
  /** The typing results candidates attached to their applications to one job (issue 15). */
  getAttachedTypingResults: (jobId: string) =>
    http.get(`/api/employers/job/${jobPath(jobId)}/applicants/typing-results`, {
      schema: AttachedTypingResultsResponseSchema,
    }),
  /** A supervised-retest link for one applicant: the attached exam again, on a new passage. */
  makeTypingRetest: (applicationId: string) =>
    http.post(`/api/employers/applications/${encodeURIComponent(applicationId)}/typing-retest`, {
      schema: TypingRetestResponseSchema,
    }),
};
