import { z } from 'zod';

// Apart from answers.ts so the application schemas (in the entry bundle) carry only the enum;
// the wording and the response-rate code load with the pages that show them.
/**
 * Reasons an employer may give when not selecting someone: short and kind, from a fixed list so
 * nothing hurtful or discriminatory can be typed into a candidate's timeline. `no_response` is
 * the platform's own: set when the employer gave no answer 30 days after the listing ended.
 */
export const REJECTION_REASONS = [
  'position_filled',
  'closer_match',
  'skills_not_matching',
  'availability_not_matching',
  'location_not_matching',
  'hiring_paused',
] as const;
export const RejectionReasonSchema = z.enum(REJECTION_REASONS, {
  error: 'Choose a reason from the list',
});
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;

export const NO_RESPONSE_REASON = 'no_response' as const;
/**
 * The platform's too, set on every application still open when its listing closes: by its
 * employer (closed or deleted, or the account erased) or by Shuruaat (an admin, or a report
 * upheld). No one is left reading "Applied" on a listing that can no longer answer.
 */
export const LISTING_CLOSED_REASONS = ['listing_closed', 'listing_removed'] as const;
export type ListingClosedReason = (typeof LISTING_CLOSED_REASONS)[number];
export const DecisionReasonSchema = z.enum([
  ...REJECTION_REASONS,
  NO_RESPONSE_REASON,
  ...LISTING_CLOSED_REASONS,
]);
export type DecisionReason = z.infer<typeof DecisionReasonSchema>;
