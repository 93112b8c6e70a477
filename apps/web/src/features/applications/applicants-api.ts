import {
  ApplicantContactResponseSchema,
  AttachedTypingResultsResponseSchema,
  TypingRetestResponseSchema,
  type RejectionReason,
  ApplicantsResponseSchema,
  BulkApplicantStatusResponseSchema,
  BulkMessageResponseSchema,
  MessageResponseSchema,
  SignedUrlResponseSchema,
  type ApplicationStatus,
  type EmployerSettableStatus,
  type ResumeRef,
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

/** Every call the employer's applicant pipeline makes, from its route loaders and actions. */
export const applicantsApi = {
  /** The applicant's phone and email, shared with this job's employer by applying. */
  getApplicantContact: (jobId: string, userId: string) =>
    http.get(`${applicantPath(jobId, userId)}/contact`, { schema: ApplicantContactResponseSchema }),
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
  deleteApplicant: (jobId: string, userId: string) =>
    http.delete(applicantPath(jobId, userId), { schema: MessageResponseSchema }),
  getSignedResumeUrl: ({ publicId, version }: ResumeRef) => {
    const query = queryOf({ public_id: publicId, version });
    return http.get(`/api/employers/signed-resume-url?${query}`, {
      schema: SignedUrlResponseSchema,
    });
  },
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
