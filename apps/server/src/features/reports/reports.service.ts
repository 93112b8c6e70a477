import {
  ADMIN_MESSAGES,
  REPORT_REASONS,
  type ReportedListingsResponse,
  type ReportReason,
  type ResolveReportsBody,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { createTranslators } from '../../lib/translator';
import { answerClosedListing } from '../applications/applications.service';
import { recordAdminAction } from '../audit/audit.service';
import {
  notify,
  noticesForBell,
  wordsFrom,
  type BellNotice,
} from '../notifications/notifications.service';
import en from './locales/en.json';
import hi from './locales/hi.json';
import * as repo from './reports.repository';

const QUEUE_SIZE = 100;

/** What reporters and the listing's owner are told, each in their own language (decision 032). */
const noticeWords = createTranslators({ en, hi });

async function reportableJob(db: Db, jobId: string) {
  const job = isUuid(jobId) ? await repo.findReportableJob(db, jobId) : undefined;
  if (!job) throw notFound('Job not found');
  return job;
}

export async function reportListing(
  db: Db,
  caller: User,
  jobId: string,
  body: { reason: ReportReason; details: string },
): Promise<void> {
  const job = await reportableJob(db, jobId);
  if (job.ownerId === caller._id) throw new AppError('FORBIDDEN', ADMIN_MESSAGES.ownListing);
  const row = await repo.insertReport(db, {
    jobId: job.id,
    reporterId: caller._id,
    reason: body.reason,
    details: body.details,
  });
  // The partial unique index answered: this person already has an open report on the listing.
  if (!row) throw new AppError('CONFLICT', ADMIN_MESSAGES.reportOpen);
}

export async function myOpenReport(db: Db, caller: User, jobId: string) {
  const job = await reportableJob(db, jobId);
  return { open: Boolean(await repo.findOpenReport(db, job.id, caller._id)) };
}

export async function reportedListings(db: Db): Promise<ReportedListingsResponse> {
  const groups = await repo.findReportedListings(db, QUEUE_SIZE);
  const rows = await repo.findOpenReportsOf(
    db,
    groups.map((group) => group.jobId),
  );
  return {
    listings: groups.flatMap((group) => {
      const reports = rows.filter((row) => row.report.jobId === group.jobId);
      const job = reports[0]?.job;
      if (!job) return [];
      return [
        {
          job: {
            _id: job.id,
            slug: job.slug,
            title: job.title,
            status: job.status,
            companyName: job.companyName,
          },
          openCount: group.openCount,
          reasons: REPORT_REASONS.map((reason) => ({
            reason,
            count: reports.filter((row) => row.report.reason === reason).length,
          })).filter((entry) => entry.count > 0),
          reports: reports.map(({ report }) => ({
            _id: report.id,
            reason: report.reason,
            details: report.details,
            createdAt: report.createdAt.toISOString(),
          })),
          latestAt: new Date(group.latestAt).toISOString(),
        },
      ];
    }),
  };
}

/**
 * Resolves every open report of a listing: closing it (the employer is told why) or dismissing
 * them. Each reporter hears the outcome; all of it, and the audit row, commit together.
 */
export async function resolveReports(
  db: Db,
  caller: User,
  jobId: string,
  body: ResolveReportsBody & { reason: string },
): Promise<string> {
  return withTransaction(db, async (tx) => {
    const job = isUuid(jobId) ? await repo.lockJob(tx, jobId) : undefined;
    if (!job) throw notFound('Job not found');
    const close = body.outcome === 'close';
    const resolved = await repo.resolveOpenReports(tx, job.id, {
      status: close ? 'actioned' : 'dismissed',
      resolutionNote: body.reason,
      resolvedBy: caller._id,
    });
    if (resolved.length === 0) throw new AppError('CONFLICT', ADMIN_MESSAGES.reportNotOpen);
    const [titleId, bodyId] = close
      ? ['reports.notice.closed.title', 'reports.notice.closed.body']
      : ['reports.notice.dismissed.title', 'reports.notice.dismissed.body'];
    const wordsIn = wordsFrom(noticeWords, titleId, bodyId, { jobTitle: job.title });
    const notices: BellNotice[] = resolved.map((report) => ({
      userId: report.reporterId,
      link: `/jobs/${job.slug}`,
      wordsIn,
    }));
    if (close) {
      await repo.closeJob(tx, job.id);
      await answerClosedListing(tx, job.id, 'listing_removed');
      const ownerId = await repo.ownerOfCompany(tx, job.companyId);
      const title = 'reports.notice.ownerClosed.title';
      const values = { jobTitle: job.title, reason: body.reason };
      const ownerWords = wordsFrom(noticeWords, title, 'reports.notice.ownerClosed.body', values);
      if (ownerId)
        notices.push({ userId: ownerId, link: '/employer/dashboard/jobs', wordsIn: ownerWords });
    }
    // A reporter who reported twice over time still gets one notice per report resolved.
    await notify(tx, await noticesForBell(tx, notices));
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: close ? 'report.close_listing' : 'report.dismiss',
      targetType: 'job',
      targetId: job.id,
      before: { status: job.status, openReports: resolved.length },
      after: {
        status: close ? 'closed' : job.status,
        openReports: 0,
        ...(body.reason ? { reason: body.reason } : {}),
      },
    });
    return close ? ADMIN_MESSAGES.reportsClosed : ADMIN_MESSAGES.reportsDismissed;
  });
}
