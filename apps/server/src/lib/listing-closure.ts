import type { ListingClosedReason } from '@shuruaat/contract';
import type { Tx } from '../db/transaction';

/**
 * Answers the open applications of a listing that is closing, inside the closing transaction,
 * and says how many it answered. The applications feature provides it (`app.answerClosedListing`)
 * to the features that close listings: jobs cannot import applications, which imports jobs.
 */
export type AnswerClosedListing = (
  tx: Tx,
  jobId: string,
  reason: ListingClosedReason,
) => Promise<number>;
