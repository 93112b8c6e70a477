import { ADMIN_MESSAGES, MESSAGES, type VerificationStatus } from '@shuruaat/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { requestT } from '@/lib/i18n/request-words';
import type { Translate } from '@/lib/i18n/translate';
import { loaded } from '@/lib/route-data';
import {
  adminApi,
  type AuditFilter,
  type JobsFilter,
  type ReviewQueueFilter,
  type UsersFilter,
} from './api';
import {
  auditFilterFrom,
  jobsFilterFrom,
  usersFilterFrom,
  verificationStatusFrom,
} from './filters';

// The console's screens get their data here (docs/ARCHITECTURE.md, "How a page gets its data");
// each list's first page comes from the loader, later pages from its `find…` for "Load more".
// Fallback messages are said with the request's words (`requestT`), or the page's for "Load more".

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** /admin/dashboard: the figures that say where an admin is needed. */
export async function overviewLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  return { overview: await loaded(() => adminApi.overview(), t('admin.failed.overview')) };
}

export const findUsers = (filter: UsersFilter, cursor: string | null) =>
  loaded(async () => {
    const { users, nextCursor } = await adminApi.users(filter, cursor);
    return { items: users, nextCursor };
  }, ADMIN_MESSAGES.fetchUsers);

/** /admin/dashboard/users?q=&role=&status=: the accounts the search finds. */
export async function usersLoader({ request }: LoaderFunctionArgs) {
  const filter = usersFilterFrom(searchOf(request));
  return { filter, users: await findUsers(filter, null) };
}

export const findJobs = (filter: JobsFilter, cursor: string | null, t: Translate) =>
  loaded(async () => {
    const { jobs, nextCursor } = await adminApi.jobs(filter, cursor);
    return { items: jobs, nextCursor };
  }, t('admin.failed.jobs'));

/** /admin/dashboard/jobs?q=&status=: every listing the search finds. */
export async function jobsLoader(args: LoaderFunctionArgs) {
  const filter = jobsFilterFrom(searchOf(args.request));
  return { filter, jobs: await findJobs(filter, null, requestT(args)) };
}

export const findEmployerJobs = (employerId: string, cursor: string | null, t: Translate) =>
  loaded(async () => {
    const { jobsPosted, nextCursor } = await adminApi.employerJobs(employerId, cursor);
    return { items: jobsPosted, nextCursor };
  }, t('admin.failed.jobsPosted'));

/** /admin/dashboard/users/:employerId/jobs: one employer's listings. */
export async function employerJobsLoader(args: LoaderFunctionArgs) {
  const employerId = args.params.employerId ?? '';
  return { employerId, jobs: await findEmployerJobs(employerId, null, requestT(args)) };
}

export const findAudit = (filter: AuditFilter, cursor: string | null, t: Translate) =>
  loaded(async () => {
    const { entries, nextCursor } = await adminApi.audit(filter, cursor);
    return { items: entries, nextCursor };
  }, t('admin.failed.audit'));

/** /admin/dashboard/audit-log?action=&targetId=&from=&to=: the entries the filters find. */
export async function auditLoader(args: LoaderFunctionArgs) {
  const filter = auditFilterFrom(searchOf(args.request));
  return { filter, audit: await findAudit(filter, null, requestT(args)) };
}

export const findVerifications = (
  status: VerificationStatus,
  cursor: string | null,
  t: Translate,
) =>
  loaded(async () => {
    const { verifications, nextCursor } = await adminApi.verifications(status, cursor);
    return { items: verifications, nextCursor };
  }, t('admin.failed.verifications'));

/** /admin/dashboard/verifications?status=: the requests with one status, waiting ones first. */
export async function verificationsLoader(args: LoaderFunctionArgs) {
  const status = verificationStatusFrom(searchOf(args.request));
  return { status, verifications: await findVerifications(status, null, requestT(args)) };
}

/** /admin/dashboard/reports: reported listings and reported messages, each failing alone. */
export async function reportsLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const [listings, messages, suspensions] = await Promise.all([
    loaded(async () => (await adminApi.reports()).listings, t('admin.failed.reports')),
    loaded(async () => (await adminApi.messageReports()).reports, t('admin.failed.messageReports')),
    loaded(
      async () => (await adminApi.messagingSuspensions()).suspensions,
      t('admin.failed.suspensions'),
    ),
  ]);
  return { listings, messages, suspensions };
}

/** /admin/dashboard/listing-reviews?state=&cursor=: listings screening held or queued. */
export async function listingReviewsLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const params = searchOf(args.request);
  const asked = params.get('state');
  const state: ReviewQueueFilter = asked === 'held' || asked === 'queued' ? asked : '';
  const cursor = params.get('cursor');
  return {
    state,
    cursor,
    queue: await loaded(() => adminApi.listingReviews(state, cursor), t('admin.failed.queue')),
  };
}

/** /admin/dashboard/fraud: held listings, flagged messages, flagged employers, unpaid stipends. */
export async function fraudLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  return {
    fraud: await loaded(() => adminApi.fraudOverview(), t('admin.failed.fraud')),
  };
}

/** /admin/dashboard/background-jobs: every job's schedule and latest runs. */
export async function backgroundJobsLoader() {
  return {
    jobs: await loaded(
      async () => (await adminApi.backgroundJobs()).jobs,
      MESSAGES.somethingWentWrong,
    ),
  };
}

/** /admin/dashboard/jobs/:id/edit: the listing, drafts included. */
export async function editJobLoader(args: LoaderFunctionArgs) {
  const t = requestT(args);
  const id = args.params.id ?? '';
  return {
    job: await loaded(async () => (await adminApi.getJob(id)).job, t('admin.failed.job')),
  };
}
