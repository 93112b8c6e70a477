import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewState, ScreeningFlag } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { jobs } from '../../db/schema/jobs';
import { listingReviews, type ListingReviewRow } from '../../db/schema/listing-reviews';
import type { Cursor } from '../../lib/cursor';

export type ReviewFields = { level: string; score: number; flags: ScreeningFlag[] };

/** Replaces the listing's screening record: a new screen starts with no decision. */
export async function saveScreening(db: Db, jobId: string, fields: ReviewFields): Promise<void> {
  const row = { ...fields, screenedAt: new Date(), decidedBy: null, decidedAt: null, reason: null };
  await db
    .insert(listingReviews)
    .values({ jobId, ...row })
    .onConflictDoUpdate({ target: listingReviews.jobId, set: row });
}

export async function setReviewState(db: Db, jobId: string, state: ReviewState): Promise<void> {
  await db.update(jobs).set({ reviewState: state }).where(eq(jobs.id, jobId));
}

export function findReviewsOf(db: Db, jobIds: string[]): Promise<ListingReviewRow[]> {
  if (jobIds.length === 0) return Promise.resolve([]);
  return db.select().from(listingReviews).where(inArray(listingReviews.jobId, jobIds));
}

const PENDING: ReviewState[] = ['held', 'queued'];

/** Oldest screen first: the queue is served in the order listings arrived. */
export function findQueue(
  db: Db,
  state: 'held' | 'queued' | undefined,
  { limit, cursor }: { limit: number; cursor: Cursor | undefined },
) {
  const after: SQL | undefined = cursor
    ? sql`(${listingReviews.screenedAt}, ${listingReviews.jobId}) > (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  return db
    .select({ job: jobs, companyName: companies.name, review: listingReviews })
    .from(listingReviews)
    .innerJoin(jobs, eq(jobs.id, listingReviews.jobId))
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(
      and(
        state ? eq(jobs.reviewState, state) : inArray(jobs.reviewState, PENDING),
        isNull(jobs.hiddenAt),
        after,
      ),
    )
    .orderBy(asc(listingReviews.screenedAt), asc(listingReviews.jobId))
    .limit(limit + 1);
}

/** The listing and its review, locked for a decision so two admins cannot both decide. */
export function lockForDecision(db: Db, jobId: string) {
  return db
    .select({ job: jobs, ownerId: companies.ownerUserId })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(and(eq(jobs.id, jobId), isNull(jobs.hiddenAt)))
    .for('update', { of: jobs })
    .then((rows) => rows[0]);
}

export async function recordDecision(
  db: Db,
  jobId: string,
  decision: { state: ReviewState; decidedBy: string; reason: string | null; close: boolean },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      reviewState: decision.state,
      ...(decision.close ? { status: 'closed' as const, updatedAt: new Date() } : {}),
    })
    .where(eq(jobs.id, jobId));
  await db
    .update(listingReviews)
    .set({ decidedBy: decision.decidedBy, decidedAt: new Date(), reason: decision.reason })
    .where(eq(listingReviews.jobId, jobId));
}
