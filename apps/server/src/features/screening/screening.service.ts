import type { JobFields, ListingReview, ReviewState, ScreeningLevel } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/transaction';
import type { ListingReviewRow } from '../../db/schema/listing-reviews';
import { recordAdminAction } from '../audit/audit.service';
import { screen, type ScreeningFlag, type ScreeningResult } from './engine';
import * as repo from './listing-reviews.repository';

/** A listing about to be saved, with what screening makes of it. */
export type ListingScreening = { result: ScreeningResult; state: ReviewState };

/**
 * Where a screen leaves a listing. High risk holds it; medium publishes it and queues it for an
 * admin. A listing already held stays held until an admin decides (editing the words out is
 * not a review), and one an admin rejected stays rejected.
 */
export function nextReviewState(previous: ReviewState, level: ScreeningLevel): ReviewState {
  if (previous === 'rejected' || previous === 'held') return previous;
  if (level === 'high') return 'held';
  if (level === 'medium') return 'queued';
  return previous === 'approved' ? 'approved' : 'clear';
}

export function screenListing(
  fields: JobFields,
  company: { website: string; email: string | null },
  previous: ReviewState,
): ListingScreening {
  const result = screen(`${fields.title}\n${fields.description}`, {
    kind: 'listing',
    listing: {
      kind: fields.kind,
      category: fields.category,
      skills: fields.skills,
      stipend: fields.stipend ?? null,
      ctc: fields.ctc ?? null,
    },
    company: { website: company.website || null, email: company.email },
  });
  return { result, state: nextReviewState(previous, result.level) };
}

/**
 * Saves a screen beside the listing, in the listing's own transaction, with its audit row: the
 * automatic decision is attributed to the employer whose post or edit set it off.
 */
export async function recordScreening(
  tx: Tx,
  jobId: string,
  employerId: string,
  previous: ReviewState,
  { result, state }: ListingScreening,
): Promise<ListingReview> {
  await repo.saveScreening(tx, jobId, result);
  await repo.setReviewState(tx, jobId, state);
  await recordAdminAction(tx, {
    actorId: employerId,
    action: 'screening.automatic',
    targetType: 'job',
    targetId: jobId,
    before: { reviewState: previous },
    after: {
      reviewState: state,
      level: result.level,
      score: result.score,
      flags: result.flags.map((flag) => flag.code),
    },
  });
  return {
    state,
    flags: result.flags,
    reason: null,
    screenedAt: new Date().toISOString(),
    decidedAt: null,
  };
}

export function toListingReview(row: ListingReviewRow, state: ReviewState): ListingReview {
  return {
    state,
    flags: row.flags,
    reason: row.reason,
    screenedAt: row.screenedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Each listing's screening record, by job id, for the employer's list. */
export async function findReviewsByJob(
  db: Db,
  jobs: { id: string; reviewState: ReviewState }[],
): Promise<Map<string, ListingReview>> {
  const rows = await repo.findReviewsOf(
    db,
    jobs.map((job) => job.id),
  );
  const states = new Map(jobs.map((job) => [job.id, job.reviewState]));
  return new Map(
    rows.map((row) => [row.jobId, toListingReview(row, states.get(row.jobId) ?? 'clear')]),
  );
}

// What other features may ask of the engine (issue 27's warnings). A message is flagged from the
// medium level up, the level at which a listing is queued for an admin; a pasted offer shows
// every flag found, with its level.
export { screen };
export type { ScreeningFlag };

/** The red flags of an employer's message to a candidate; empty when it reads as ordinary. */
export function flagsOfMessage(text: string): ScreeningFlag[] {
  const result = screen(text, { kind: 'message' });
  return result.level === 'low' ? [] : result.flags;
}

/** A pasted offer's risk and every red flag found, even below the warning level. */
export function checkOffer(text: string) {
  const result = screen(text, { kind: 'offer' });
  return { level: result.level, flags: result.flags };
}
