import {
  createSlice,
  isFulfilled,
  isPending,
  isRejected,
  type PayloadAction,
} from '@reduxjs/toolkit';
import {
  ADMIN_MESSAGES,
  type AdminOverview,
  type AdminUser,
  type AdminVerification,
  type AuditEntry,
  type DecisionBody,
  type JobStatus,
  type PostedJob,
  type PostJobBody,
  type UpdateJobBody,
  type MessageReport,
  type ReportedListing,
  type ResolveMessageReportBody,
  type ResolveReportsBody,
  type Role,
  type VerificationStatus,
} from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { failureMessage } from '@/lib/failure';
import { adminApi, type AuditFilter, type JobsFilter, type UsersFilter } from './api';

type Paged<T, F> = {
  filter: F;
  items: T[];
  nextCursor: string | null;
  loading: boolean;
  error: string | null;
  /** The latest load; an answer to an older one (the filter changed meanwhile) is dropped. */
  requestId: string | null;
};

const paged = <T, F>(filter: F): Paged<T, F> => ({
  filter,
  items: [],
  nextCursor: null,
  loading: false,
  error: null,
  requestId: null,
});

/** The spec's admin state group (jobs, users, loading, error, successMessage) and the queues. */
export type AdminState = {
  overview: { data: AdminOverview | null; loading: boolean; error: string | null };
  users: Paged<AdminUser, UsersFilter>;
  jobs: Paged<PostedJob, JobsFilter>;
  audit: Paged<AuditEntry, AuditFilter>;
  verifications: Paged<AdminVerification, VerificationStatus>;
  reports: { items: ReportedListing[]; loading: boolean; error: string | null };
  messageReports: { items: MessageReport[]; loading: boolean; error: string | null };
  /** The row an action is running on, so only its buttons wait. */
  busyId: string | null;
  successMessage: string | null;
  /** The last action's failure (loading failures live with each list). */
  error: string | null;
};

export const initialAdminState: AdminState = {
  overview: { data: null, loading: false, error: null },
  users: paged({ q: '', role: '', status: 'active' }),
  jobs: paged({ q: '', status: '' }),
  audit: paged({ action: '', targetId: '', from: '', to: '' }),
  verifications: paged('pending'),
  reports: { items: [], loading: false, error: null },
  messageReports: { items: [], loading: false, error: null },
  busyId: null,
  successMessage: null,
  error: null,
};

type Load<F> = { filter: F; cursor: string | null };

export const fetchOverview = createAppThunk('admin/overview', 'Failed to load the overview', () =>
  adminApi.overview(),
);
export const fetchUsers = createAppThunk(
  'admin/users',
  ADMIN_MESSAGES.fetchUsers,
  ({ filter, cursor }: Load<UsersFilter>) => adminApi.users(filter, cursor),
);
export const fetchAdminJobs = createAppThunk(
  'admin/jobs',
  'Failed to fetch jobs',
  ({ filter, cursor }: Load<JobsFilter>) => adminApi.jobs(filter, cursor),
);
export const fetchAudit = createAppThunk(
  'admin/audit',
  'Failed to fetch the audit log',
  ({ filter, cursor }: Load<AuditFilter>) => adminApi.audit(filter, cursor),
);
export const fetchVerifications = createAppThunk(
  'admin/verifications',
  'Failed to fetch verification requests',
  ({ filter, cursor }: Load<VerificationStatus>) => adminApi.verifications(filter, cursor),
);
export const fetchReports = createAppThunk('admin/reports', 'Failed to fetch reports', () =>
  adminApi.reports(),
);
const MESSAGE_REPORTS_FAILED = 'Failed to fetch reported messages';
export const fetchMessageReports = createAppThunk(
  'admin/messageReports',
  MESSAGE_REPORTS_FAILED,
  () => adminApi.messageReports(),
);

export const fetchEmployerJobs = createAppThunk(
  'admin/employerJobs',
  'Failed to fetch jobs posted',
  ({ employerId, cursor }: { employerId: string; cursor: string | null }) =>
    adminApi.employerJobs(employerId, cursor),
);
export const fetchAdminJob = createAppThunk(
  'admin/job',
  'Failed to fetch job details',
  (id: string) => adminApi.getJob(id),
);
export const updateAdminJob = createAppThunk(
  'admin/updateJob',
  ADMIN_MESSAGES.updateJob,
  ({ id, body }: { id: string; body: UpdateJobBody }) => adminApi.updateJob(id, body),
);
export const postPlatformJob = createAppThunk(
  'admin/postJob',
  ADMIN_MESSAGES.postJob,
  (body: PostJobBody) => adminApi.postJob(body),
);

type Acted = { id: string; message: string };

export const updateRole = createAppThunk(
  'admin/updateRole',
  'Failed to update role',
  async ({ id, role }: { id: string; role: Role }): Promise<Acted & { role: Role }> => {
    const result = await adminApi.updateRole(id, role);
    return { id, role: result.user.role, message: result.message };
  },
);
export const deleteUser = createAppThunk(
  'admin/deleteUser',
  'Failed to delete user',
  async ({ id }: { id: string }): Promise<Acted> => ({
    id,
    message: (await adminApi.deleteUser(id)).message,
  }),
);
export const setResumeAccess = createAppThunk(
  'admin/resumeAccess',
  'Failed to change resume access',
  async ({ id, grant }: { id: string; grant: boolean }): Promise<Acted & { grant: boolean }> => ({
    id,
    grant,
    message: (await adminApi.setResumeAccess(id, grant)).message,
  }),
);
export const revokeVerification = createAppThunk(
  'admin/revokeVerification',
  'Failed to revoke verification',
  async ({ id, reason }: { id: string; reason: string }): Promise<Acted> => ({
    id,
    message: (await adminApi.revokeVerification(id, reason)).message,
  }),
);
export const setAdminJobStatus = createAppThunk(
  'admin/jobStatus',
  ADMIN_MESSAGES.updateJob,
  async ({ id, status }: { id: string; status: JobStatus }) => {
    const result = await adminApi.setJobStatus(id, status);
    return { id, job: result.job, message: result.message };
  },
);
export const deleteAdminJob = createAppThunk(
  'admin/deleteJob',
  ADMIN_MESSAGES.deleteJob,
  async ({ id }: { id: string }): Promise<Acted> => ({
    id,
    message: (await adminApi.deleteJob(id)).message,
  }),
);
export const decideVerification = createAppThunk(
  'admin/decideVerification',
  'Failed to save the decision',
  async ({ id, body }: { id: string; body: DecisionBody }): Promise<Acted> => ({
    id,
    message: (await adminApi.decideVerification(id, body)).message,
  }),
);
export const resolveReports = createAppThunk(
  'admin/resolveReports',
  'Failed to resolve the reports',
  async ({ id, body }: { id: string; body: ResolveReportsBody }): Promise<Acted> => ({
    id,
    message: (await adminApi.resolveReports(id, body)).message,
  }),
);
export const resolveMessageReport = createAppThunk(
  'admin/resolveMessageReport',
  'Failed to mark the report reviewed',
  async ({ id, body }: { id: string; body: ResolveMessageReportBody }): Promise<Acted> => ({
    id,
    message: (await adminApi.resolveMessageReport(id, body)).message,
  }),
);

type PagedKey = 'users' | 'jobs' | 'audit' | 'verifications';
type PagedThunk =
  typeof fetchUsers | typeof fetchAdminJobs | typeof fetchAudit | typeof fetchVerifications;

const ACTIONS = [
  updateRole,
  deleteUser,
  setResumeAccess,
  revokeVerification,
  setAdminJobStatus,
  deleteAdminJob,
  decideVerification,
  resolveReports,
  resolveMessageReport,
] as const;

export const adminSlice = createSlice({
  name: 'admin',
  initialState: initialAdminState,
  reducers: {
    clearAdminMessages(state) {
      state.successMessage = null;
      state.error = null;
    },
    setUsersFilter(state, { payload }: PayloadAction<UsersFilter>) {
      state.users.filter = payload;
    },
  },
  extraReducers: (builder) => {
    const pagedCases = (key: PagedKey, thunk: PagedThunk, pick: (payload: never) => unknown[]) => {
      builder
        .addCase(thunk.pending, (state, { meta }) => {
          const list = state[key] as Paged<unknown, unknown>;
          list.loading = true;
          list.error = null;
          list.requestId = meta.requestId;
          if (meta.arg.cursor === null) {
            list.filter = meta.arg.filter;
            list.items = [];
            list.nextCursor = null;
          }
        })
        .addCase(thunk.fulfilled, (state, { payload, meta }) => {
          const list = state[key] as Paged<unknown, unknown>;
          if (meta.requestId !== list.requestId) return;
          list.loading = false;
          list.items.push(...pick(payload as never));
          list.nextCursor = payload.nextCursor;
        })
        .addCase(thunk.rejected, (state, { payload, meta }) => {
          const list = state[key] as Paged<unknown, unknown>;
          if (meta.requestId !== list.requestId) return;
          list.loading = false;
          list.error = failureMessage(payload, 'Failed to load');
        });
    };
    pagedCases('users', fetchUsers, (p: { users: AdminUser[] }) => p.users);
    pagedCases('jobs', fetchAdminJobs, (p: { jobs: PostedJob[] }) => p.jobs);
    pagedCases('audit', fetchAudit, (p: { entries: AuditEntry[] }) => p.entries);
    pagedCases(
      'verifications',
      fetchVerifications,
      (p: { verifications: AdminVerification[] }) => p.verifications,
    );

    builder
      .addCase(fetchOverview.pending, (state) => {
        state.overview.loading = true;
        state.overview.error = null;
      })
      .addCase(fetchOverview.fulfilled, (state, { payload }) => {
        state.overview = { data: payload, loading: false, error: null };
      })
      .addCase(fetchOverview.rejected, (state, { payload }) => {
        state.overview.loading = false;
        state.overview.error = failureMessage(payload, 'Failed to load the overview');
      })
      .addCase(fetchReports.pending, (state) => {
        state.reports.loading = true;
        state.reports.error = null;
      })
      .addCase(fetchReports.fulfilled, (state, { payload }) => {
        state.reports = { items: payload.listings, loading: false, error: null };
      })
      .addCase(fetchReports.rejected, (state, { payload }) => {
        state.reports.loading = false;
        state.reports.error = failureMessage(payload, 'Failed to fetch reports');
      })
      .addCase(updateRole.fulfilled, (state, { payload }) => {
        const user = state.users.items.find((item) => item._id === payload.id);
        if (user) user.role = payload.role;
      })
      .addCase(deleteUser.fulfilled, (state, { payload }) => {
        state.users.items = state.users.items.filter((item) => item._id !== payload.id);
      })
      .addCase(setResumeAccess.fulfilled, (state, { payload }) => {
        const company = state.users.items.find((item) => item._id === payload.id)?.company;
        if (company) {
          company.resumeAccess = payload.grant;
          company.resumeAccessRequested = false;
        }
      })
      .addCase(revokeVerification.fulfilled, (state, { payload }) => {
        const company = state.users.items.find((item) => item._id === payload.id)?.company;
        if (company) company.verified = false;
      })
      .addCase(setAdminJobStatus.fulfilled, (state, { payload }) => {
        state.jobs.items = state.jobs.items.map((item) =>
          item._id === payload.id ? { ...item, ...payload.job } : item,
        );
      })
      .addCase(deleteAdminJob.fulfilled, (state, { payload }) => {
        state.jobs.items = state.jobs.items.filter((item) => item._id !== payload.id);
      })
      .addCase(decideVerification.fulfilled, (state, { payload }) => {
        state.verifications.items = state.verifications.items.filter(
          (item) => item._id !== payload.id,
        );
      })
      .addCase(resolveReports.fulfilled, (state, { payload }) => {
        state.reports.items = state.reports.items.filter((item) => item.job._id !== payload.id);
      })
      .addCase(fetchMessageReports.pending, (state) => {
        state.messageReports.loading = true;
        state.messageReports.error = null;
      })
      .addCase(fetchMessageReports.fulfilled, (state, { payload }) => {
        state.messageReports = { items: payload.reports, loading: false, error: null };
      })
      .addCase(fetchMessageReports.rejected, (state, { payload }) => {
        state.messageReports.loading = false;
        state.messageReports.error = failureMessage(payload, MESSAGE_REPORTS_FAILED);
      })
      .addCase(resolveMessageReport.fulfilled, (state, { payload }) => {
        state.messageReports.items = state.messageReports.items.filter(
          (item) => item._id !== payload.id,
        );
      });

    builder
      .addMatcher(isPending(...ACTIONS), (state, { meta }) => {
        state.busyId = meta.arg.id;
        state.successMessage = null;
        state.error = null;
      })
      .addMatcher(isFulfilled(...ACTIONS), (state, { payload }) => {
        state.busyId = null;
        state.successMessage = payload.message;
      })
      .addMatcher(isRejected(...ACTIONS), (state, { payload }) => {
        state.busyId = null;
        state.error = failureMessage(payload, 'Something went wrong');
      });
  },
});

export const { clearAdminMessages } = adminSlice.actions;
