import {
  countOf,
  EMPLOYER_STATUS_LABELS,
  type RejectionReason,
  PIPELINE_MESSAGES,
  type ApplicantsResponse,
  type ApplicationStatus,
  type BulkApplicantStatusResponse,
  type EmployerSettableStatus,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ApplicationRow } from '../../db/schema/applications';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import { findCompanyOfOwner } from '../companies/companies.service';
import { getStoredResume, isMinor, resumeGrant } from '../candidates/candidates.service';
import type { ResumeGrant } from '../../storage/signed-urls';
import { getManagedJob, type JobWithCompany } from '../jobs/jobs.service';
import { emailStatusChanges, type StatusChangeMail } from '../mail/mail.service';
import { notify, noticesForBell } from '../notifications/notifications.service';
import { findSharedPortfolios } from '../portfolio/portfolio.service';
import { toApplicant } from './application-presenter';
import { applicationWords, MOVED_IDS, REASON_IDS } from './notice-words';
import * as repo from './applications.repository';
import { recordStatus } from './status-history';

const MY_APPLICATIONS = '/user/dashboard/applications';

export async function listApplicants(
  db: Db,
  caller: User,
  jobId: string,
  query: { status?: ApplicationStatus[] | undefined; limit: number; cursor?: string | undefined },
): Promise<ApplicantsResponse> {
  const { job } = await getManagedJob(db, jobId, caller);
  const rows = await repo.findApplicants(db, job.id, query.status, {
    limit: query.limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = pageOf(
    rows.map((r) => ({ ...r, createdAt: r.application.createdAt, id: r.application.id })),
    query.limit,
  );
  const events = await repo.findEvents(
    db,
    page.rows.map((r) => r.application.id),
  );
  const portfolios = await findSharedPortfolios(
    db,
    page.rows.map((r) => r.application),
  );
  return {
    job: { _id: job.id, title: job.title, slug: job.slug, status: job.status },
    applicants: page.rows.map((r) =>
      toApplicant(
        r.application,
        r.profile,
        events.get(r.application.id),
        job,
        portfolios.get(r.application.id),
      ),
    ),
    counts: await repo.countJobApplications(db, job.id),
    nextCursor: page.nextCursor,
  };
}

function notice(
  { job, company }: JobWithCompany,
  candidateId: string,
  status: ApplicationStatus,
  reason?: RejectionReason,
): StatusChangeMail {
  const about = { jobTitle: job.title, companyName: company.name };
  return {
    userId: candidateId,
    link: MY_APPLICATIONS,
    wordsIn: (language) => {
      const t = applicationWords[language];
      if (status === 'rejected' || status === 'removed') {
        return {
          title: t('applications.notice.decidedTitle', about),
          body: reason
            ? t('applications.notice.notSelectedBecause', {
                ...about,
                reason: t(REASON_IDS[reason]),
              })
            : t('applications.notice.notSelected', about),
        };
      }
      const ids = MOVED_IDS[status];
      return { title: t(ids.title, about), body: t(ids.body, about) };
    },
  };
}

/**
 * Applies one status to several applications of one job, noting each on the timeline and in the
 * candidate's bell, all in one transaction: a candidate never sees a change without its notice.
 */
async function changeStatus(
  db: Db,
  found: JobWithCompany,
  applications: ApplicationRow[],
  status: ApplicationStatus,
  caller: User,
  reason?: RejectionReason,
): Promise<void> {
  // A rejection given again with a (new) reason is still worth recording.
  const changing = applications.filter(
    (a) => a.status !== status || (reason !== undefined && a.decisionReason !== reason),
  );
  if (changing.length === 0) return;
  await withTransaction(db, async (tx) => {
    await recordStatus(
      tx,
      changing.map((a) => a.id),
      status,
      caller._id,
      reason,
    );
    const notices = changing.map((a) => notice(found, a.candidateId, status, reason));
    await notify(tx, await noticesForBell(tx, notices));
    await emailStatusChanges(tx, notices);
  });
}

async function getApplicant(db: Db, jobId: string, userId: string): Promise<ApplicationRow> {
  const application = isUuid(userId) ? await repo.findApplication(db, jobId, userId) : undefined;
  if (!application || application.status === 'removed')
    throw notFound(PIPELINE_MESSAGES.notAnApplicant);
  if (application.status === 'withdrawn') {
    throw new AppError('CONFLICT', PIPELINE_MESSAGES.withdrawnLocked);
  }
  return application;
}

export async function setApplicantStatus(
  db: Db,
  caller: User,
  jobId: string,
  userId: string,
  newStatus: EmployerSettableStatus,
  reason?: RejectionReason,
): Promise<string> {
  const found = await getManagedJob(db, jobId, caller);
  const application = await getApplicant(db, found.job.id, userId);
  await changeStatus(db, found, [application], newStatus, caller, reason);
  return PIPELINE_MESSAGES.statusUpdated;
}

export async function bulkSetApplicantStatus(
  db: Db,
  caller: User,
  jobId: string,
  userIds: string[],
  newStatus: 'shortlisted' | 'rejected',
  reason?: RejectionReason,
): Promise<BulkApplicantStatusResponse> {
  const found = await getManagedJob(db, jobId, caller);
  const ids = [...new Set(userIds)].filter(isUuid);
  const rows = ids.length > 0 ? await repo.findApplicationsOfCandidates(db, found.job.id, ids) : [];
  const changeable = rows.filter((a) => a.status !== 'withdrawn' && a.status !== 'removed');
  await changeStatus(db, found, changeable, newStatus, caller, reason);
  const updated = changeable.map((a) => a.candidateId);
  const skipped = [...new Set(userIds)].filter((id) => !updated.includes(id));
  const label = EMPLOYER_STATUS_LABELS[newStatus].toLowerCase();
  const message = `${countOf(updated.length, 'applicant')} ${label}.`;
  return { message, updated, skipped };
}

/** Leaves the employer's list; the candidate reads it as not selected. */
export async function removeApplicant(
  db: Db,
  caller: User,
  jobId: string,
  userId: string,
): Promise<string> {
  const found = await getManagedJob(db, jobId, caller);
  const application = await getApplicant(db, found.job.id, userId);
  await changeStatus(db, found, [application], 'removed', caller);
  return PIPELINE_MESSAGES.removed;
}

const NO_REASON =
  'You can open a resume when the candidate applies to one of your jobs, or from the resume database with access.';

/**
 * An employer may open a resume version the candidate sent with an application to them, or the
 * current one of a candidate in the resume database while the employer has access to it.
 */
export async function employerResumeGrant(
  db: Db,
  caller: User,
  publicId: string,
  version: number,
): Promise<ResumeGrant> {
  const stored = await getStoredResume(db, publicId, version);
  const company = await findCompanyOfOwner(db, caller._id);
  if (!company) throw forbidden(NO_REASON);
  const candidateId = stored.profile.userId;
  if (await repo.hasAppliedWithResume(db, company.id, candidateId, version)) {
    return resumeGrant(stored, caller._id, 'application');
  }
  const inDatabase =
    company.resumeAccess && stored.profile.visibleToEmployers && !isMinor(stored.profile);
  if (inDatabase && version === stored.latest) return resumeGrant(stored, caller._id, 'database');
  throw forbidden(NO_REASON);
}
