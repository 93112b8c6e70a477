import {
  FRAUD_MESSAGES,
  FRAUD_VIEW_LIMIT,
  FRAUD_WINDOW_DAYS,
  REPEATED_FLAGS_MIN,
  type FraudOverview,
  type ScamFlagCode,
  type SuspendEmployerResponse,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { AnswerClosedListing } from '../../lib/listing-closure';
import { createTranslators } from '../../lib/translator';
import { recordAdminAction } from '../audit/audit.service';
import {
  isMessagingSuspended,
  isScamCode,
  pauseMessaging,
} from '../conversations/conversations.service';
import { notify, noticesForBell, wordsFrom } from '../notifications/notifications.service';
import * as repo from './fraud.repository';
import { lockUser } from './admin-users.repository';
import en from './locales/en.json';
import hi from './locales/hi.json';

const DAY_MS = 24 * 60 * 60 * 1000;
const toIso = (at: Date | string) => new Date(at).toISOString();
const codesOf = (flags: { code: string }[]): ScamFlagCode[] => [
  ...new Set(flags.map((flag) => flag.code).filter(isScamCode)),
];
const totalOf = (rows: { total: number | string }[]) => Number(rows[0]?.total ?? 0);

/** The suspended employer's notice, in the language saved on their account (decision 032). */
const noticeWords = createTranslators({ en, hi });

/** The four lists of the admin fraud view, each newest (or most flagged) first and bounded. */
export async function getFraudOverview(db: Db, now = new Date()): Promise<FraudOverview> {
  const since = new Date(now.getTime() - FRAUD_WINDOW_DAYS * DAY_MS);
  const limit = FRAUD_VIEW_LIMIT;
  const [held, messages, employers, stipends] = await Promise.all([
    repo.findHeldListings(db, limit),
    repo.findFlaggedMessages(db, since, limit),
    repo.findRepeatedFlagEmployers(db, since, REPEATED_FLAGS_MIN, limit),
    repo.findUnpaidStipends(db, limit),
  ]);
  return {
    heldListings: {
      count: totalOf(held),
      items: held.map((row) => ({
        _id: row.id,
        slug: row.slug,
        title: row.title,
        companyName: row.company_name,
        employerId: row.owner_user_id,
        codes: codesOf(row.flags),
        screenedAt: toIso(row.screened_at),
      })),
    },
    flaggedMessages: {
      count: totalOf(messages),
      items: messages.map((row) => ({
        _id: row.id,
        body: row.body,
        codes: codesOf(row.screening_flags),
        employerId: row.sender_id,
        employerEmail: row.email,
        companyName: row.company_name,
        createdAt: toIso(row.created_at),
      })),
    },
    repeatedFlagEmployers: {
      count: totalOf(employers),
      items: employers.map((row) => ({
        employerId: row.employer_id,
        employerEmail: row.email,
        companyName: row.company_name,
        flaggedMessages: Number(row.flagged_messages),
        flaggedListings: Number(row.flagged_listings),
        openListings: Number(row.open_listings),
        messagingSuspended: row.suspended,
      })),
    },
    unpaidStipends: {
      count: totalOf(stipends),
      items: stipends.map((row) => ({
        _id: row.id,
        answer: row.answer,
        note: row.note,
        jobTitle: row.job_title,
        companyName: row.company_name,
        employerId: row.owner_user_id,
        answeredAt: toIso(row.answered_at),
        responded: row.employer_response !== null,
      })),
    },
  };
}

/**
 * One admin action against an employer found defrauding candidates: every listing not yet closed
 * is closed and its applicants answered ("removed by Shuruaat"), their messaging is turned off
 * with the same `messaging_suspensions` row the automatic pause writes (so every sending path
 * already refuses them, and lifting it works as for any pause), and the audit log records it —
 * all in one transaction. An employer the rules already paused still has their listings closed;
 * one with messaging off and nothing open is already suspended.
 */
export async function suspendEmployer(
  db: Db,
  caller: User,
  employerId: string,
  reason: string,
  answerClosed: AnswerClosedListing,
  now = new Date(),
): Promise<SuspendEmployerResponse> {
  return withTransaction(db, async (tx) => {
    const employer = isUuid(employerId) ? await lockUser(tx, employerId) : undefined;
    if (!employer || employer.role !== 'employer') throw notFound(FRAUD_MESSAGES.employerNotFound);
    const openJobIds = await repo.lockOpenListings(tx, employer.id);
    const wasPaused = await isMessagingSuspended(tx, employer.id);
    if (wasPaused && openJobIds.length === 0) {
      throw new AppError('CONFLICT', FRAUD_MESSAGES.alreadySuspended);
    }
    await repo.closeListings(tx, openJobIds);
    let answered = 0;
    for (const jobId of openJobIds) answered += await answerClosed(tx, jobId, 'listing_removed');
    if (!wasPaused) await pauseMessaging(tx, employer.id, now);
    const title = 'admin.notice.suspended.title';
    const wordsIn = wordsFrom(noticeWords, title, 'admin.notice.suspended.body', { reason });
    const notice = { userId: employer.id, link: '/employer/dashboard/jobs', wordsIn };
    await notify(tx, await noticesForBell(tx, [notice]));
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: 'employer.suspend',
      targetType: 'user',
      targetId: employer.id,
      before: { openListings: openJobIds.length, messagingSuspended: wasPaused },
      after: {
        closedListings: openJobIds.length,
        answeredApplications: answered,
        messagingSuspended: true,
        reason,
      },
    });
    return {
      message: FRAUD_MESSAGES.suspended,
      closedListings: openJobIds.length,
      answeredApplications: answered,
    };
  });
}
