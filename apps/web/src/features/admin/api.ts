import {
  ReviewDecisionResponseSchema,
  ReviewQueueResponseSchema,
  type ReviewDecisionBody,
  AdminJobsResponseSchema,
  AdminOverviewSchema,
  AdminUsersResponseSchema,
  AdminVerificationsResponseSchema,
  AuditResponseSchema,
  BackgroundJobsResponseSchema,
  DeleteUserResponseSchema,
  JobDeletedResponseSchema,
  JobResponseSchema,
  JobsPostedResponseSchema,
  JobMessageResponseSchema,
  MessageReportsResponseSchema,
  MessagingSuspensionsResponseSchema,
  FraudOverviewSchema,
  SuspendEmployerResponseSchema,
  type SuspendEmployerBody,
  MessageResponseSchema,
  ReportedListingsResponseSchema,
  ResumeAccessGrantResponseSchema,
  UpdateRoleResponseSchema,
  type DecisionBody,
  type JobStatus,
  type PostJobBody,
  type UpdateJobBody,
  type LiftSuspensionBody,
  type ResolveMessageReportBody,
  type ResolveReportsBody,
  type Role,
  type VerificationStatus,
} from '@shuruaat/contract';
import { http } from '@/lib/http';

export type UsersFilter = { q: string; role: Role | ''; status: 'active' | 'deleted' };
export type JobsFilter = { q: string; status: JobStatus | '' };
export type AuditFilter = { action: string; targetId: string; from: string; to: string };

function query(values: Record<string, string>, cursor: string | null): string {
  const params = new URLSearchParams({ limit: '20' });
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

const id = (value: string) => encodeURIComponent(value);

/** The review queue's filter: held listings, queued ones, or both (''). */
export type ReviewQueueFilter = '' | 'held' | 'queued';

/** The admin console's calls; its route loaders and actions are their only callers. */
export const adminApi = {
  overview: () => http.get('/api/admins/overview', { schema: AdminOverviewSchema }),
  users: (filter: UsersFilter, cursor: string | null) =>
    http.get(`/api/admins/users?${query(filter, cursor)}`, { schema: AdminUsersResponseSchema }),
  updateRole: (userId: string, role: Role) =>
    http.put(`/api/admins/update-role/${id(userId)}`, {
      body: { role },
      schema: UpdateRoleResponseSchema,
    }),
  deleteUser: (userId: string) =>
    http.delete(`/api/admins/delete-user/${id(userId)}`, { schema: DeleteUserResponseSchema }),
  setResumeAccess: (employerId: string, resumeAccess: boolean) =>
    http.put(`/api/admins/employer/${id(employerId)}/resume-access`, {
      body: { resumeAccess },
      schema: ResumeAccessGrantResponseSchema,
    }),
  revokeVerification: (employerId: string, reason: string) =>
    http.post(`/api/admins/employer/${id(employerId)}/revoke-verification`, {
      body: { reason },
      schema: MessageResponseSchema,
    }),
  jobs: (filter: JobsFilter, cursor: string | null) =>
    http.get(`/api/admins/all-jobs?${query(filter, cursor)}`, { schema: AdminJobsResponseSchema }),
  setJobStatus: (jobId: string, status: JobStatus) =>
    http.patch(`/api/admins/job-status/${id(jobId)}`, {
      body: { status },
      schema: JobMessageResponseSchema,
    }),
  deleteJob: (jobId: string) =>
    http.delete(`/api/admins/delete-job/${id(jobId)}`, { schema: JobDeletedResponseSchema }),
  employerJobs: (employerId: string, cursor: string | null) =>
    http.get(`/api/admin/employer/${id(employerId)}/jobs-posted?${query({}, cursor)}`, {
      schema: JobsPostedResponseSchema,
    }),
  /** Admins may read any job, drafts included, through the employer's job call. */
  getJob: (jobId: string) =>
    http.get(`/api/employers/job/${id(jobId)}`, { schema: JobResponseSchema }),
  updateJob: (jobId: string, body: UpdateJobBody) =>
    http.put(`/api/admins/update-job/${id(jobId)}`, { body, schema: JobMessageResponseSchema }),
  postJob: (body: PostJobBody) =>
    http.post('/api/admins/post-job', { body, schema: JobMessageResponseSchema }),
  audit: (filter: AuditFilter, cursor: string | null) =>
    http.get(`/api/admins/audit-log?${query(filter, cursor)}`, { schema: AuditResponseSchema }),
  verifications: (status: VerificationStatus, cursor: string | null) =>
    http.get(`/api/admins/verifications?${query({ status }, cursor)}`, {
      schema: AdminVerificationsResponseSchema,
    }),
  decideVerification: (requestId: string, body: DecisionBody) =>
    http.put(`/api/admins/verifications/${id(requestId)}`, {
      body,
      schema: MessageResponseSchema,
    }),
  reports: () => http.get('/api/admins/reports', { schema: ReportedListingsResponseSchema }),
  listingReviews: (state: ReviewQueueFilter, cursor: string | null) =>
    http.get(`/api/admins/listing-reviews?${query({ state }, cursor)}`, {
      schema: ReviewQueueResponseSchema,
    }),
  decideReview: (jobId: string, body: ReviewDecisionBody) =>
    http.put(`/api/admins/listing-reviews/${id(jobId)}`, {
      body,
      schema: ReviewDecisionResponseSchema,
    }),
  resolveReports: (jobId: string, body: ResolveReportsBody) =>
    http.put(`/api/admins/reports/${id(jobId)}`, { body, schema: MessageResponseSchema }),
  backgroundJobs: () =>
    http.get('/api/admins/background-jobs', { schema: BackgroundJobsResponseSchema }),
  messageReports: () =>
    http.get('/api/admins/message-reports', { schema: MessageReportsResponseSchema }),
  resolveMessageReport: (reportId: string, body: ResolveMessageReportBody) =>
    http.put(`/api/admins/message-reports/${id(reportId)}`, {
      body,
      schema: MessageResponseSchema,
    }),
  messagingSuspensions: () =>
    http.get('/api/admins/messaging-suspensions', { schema: MessagingSuspensionsResponseSchema }),
  liftSuspension: (suspensionId: string, body: LiftSuspensionBody) =>
    http.post(`/api/admins/messaging-suspensions/${id(suspensionId)}/lift`, {
      body,
      schema: MessageResponseSchema,
    }),
  fraudOverview: () => http.get('/api/admins/fraud-overview', { schema: FraudOverviewSchema }),
  suspendEmployer: (employerId: string, body: SuspendEmployerBody) =>
    http.post(`/api/admins/employers/${id(employerId)}/suspend`, {
      body,
      schema: SuspendEmployerResponseSchema,
    }),
};
