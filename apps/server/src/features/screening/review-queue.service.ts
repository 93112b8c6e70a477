import {
  SCREENING_MESSAGES,
  type ReviewDecisionBody,
  type ReviewQueueQuery,
  type ReviewQueueResponse,
  type ReviewState,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, pageOf } from '../../lib/cursor';
import type { AnswerClosedListing } from '../../lib/listing-closure';
import { createTranslators } from '../../lib/translator';
import { recordAdminAction } from '../audit/audit.service';
import { notify, noticesForBell, wordsFrom } from '../notifications/notifications.service';
import en from './locales/notices/en.json';
import hi from './locales/notices/hi.json';
import * as repo from './listing-reviews.repository';

const DESCRIPTION_PREVIEW = 600;

// The employer's notice of a decision, in the language saved on their account (decision 032).
// Its own catalogue part (`locales/notices`): the audit log's action names take `screening.`.
const noticeWords = createTranslators({ en, hi });
const NOTICE_IDS = {
  approved: ['screening-notices.approved.title', 'screening-notices.approved.body'],
  rejected: ['screening-notices.rejected.title', 'screening-notices.rejected.body'],
} as const;

export async function findReviewQueue(
  db: Db,
  query: ReviewQueueQuery,
): Promise<ReviewQueueResponse> {
  const { limit } = query;
  const rows = await repo.findQueue(db, query.state, {
    limit,
    cursor: decodeCursor(query.cursor),
  });
  const page = pageOf(
    rows.map((row) => ({ ...row, createdAt: row.review.screenedAt, id: row.job.id })),
    limit,
  );
  return {
    items: page.rows.map(({ job, companyName, review }) => ({
      job: {
        _id: job.id,
        slug: job.slug,
        title: job.title,
        status: job.status,
        companyName,
        description: job.description.slice(0, DESCRIPTION_PREVIEW),
      },
      state: job.reviewState === 'held' ? 'held' : 'queued',
      level: review.level === 'high' ? 'high' : review.level === 'medium' ? 'medium' : 'low',
      score: review.score,
      flags: review.flags,
      screenedAt: review.screenedAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * An admin's decision on a held or queued listing. Approving makes a held listing public;
 * rejecting closes it with the admin's reason, which the employer reads, and answers everyone
 * who applied through the same path as any closing listing. A second decision is refused.
 */
export async function decideReview(
  db: Db,
  caller: User,
  jobId: string,
  body: ReviewDecisionBody,
  answerClosed: AnswerClosedListing,
): Promise<{ state: ReviewState; message: string }> {
  return withTransaction(db, async (tx) => {
    const found = isUuid(jobId) ? await repo.lockForDecision(tx, jobId) : undefined;
    if (!found) throw notFound(SCREENING_MESSAGES.notFound);
    const { job, ownerId } = found;
    if (job.reviewState !== 'held' && job.reviewState !== 'queued') {
      throw new AppError('CONFLICT', SCREENING_MESSAGES.notPending);
    }
    const isReject = body.decision === 'reject';
    const reason = isReject ? body.reason : null;
    const state: ReviewState = isReject ? 'rejected' : 'approved';
    await repo.recordDecision(tx, job.id, {
      state,
      decidedBy: caller._id,
      reason,
      close: isReject,
    });
    if (isReject) await answerClosed(tx, job.id, 'listing_removed');
    if (ownerId) {
      const [titleId, bodyId] = NOTICE_IDS[state];
      const values = { jobTitle: job.title, reason: reason ?? '' };
      const wordsIn = wordsFrom(noticeWords, titleId, bodyId, values);
      const notice = { userId: ownerId, link: '/employer/dashboard/jobs', wordsIn };
      await notify(tx, await noticesForBell(tx, [notice]));
    }
    await recordAdminAction(tx, {
      actorId: caller._id,
      action: isReject ? 'screening.reject' : 'screening.approve',
      targetType: 'job',
      targetId: job.id,
      before: { reviewState: job.reviewState, status: job.status },
      after: {
        reviewState: state,
        status: isReject ? 'closed' : job.status,
        ...(reason ? { reason } : {}),
      },
    });
    return { state, message: isReject ? SCREENING_MESSAGES.rejected : SCREENING_MESSAGES.approved };
  });
}
