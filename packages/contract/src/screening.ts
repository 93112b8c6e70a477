import { z } from 'zod';
import { text } from './text';

/**
 * Listing screening (issue 27): the red flags the engine raises, how a listing stands after it,
 * and the strings the web shows for each. User-facing English lives here, in one place, so it
 * can be translated later.
 */
export const SCREENING_FLAG_CODES = [
  'fee_or_deposit',
  'paid_training',
  'off_platform_contact',
  'task_based',
  'click_for_money',
  'mlm',
  'investment_scheme',
  'unrealistic_earnings',
  'pay_out_of_range',
  'domain_mismatch',
  'asks_bank_or_upi',
  'asks_otp',
  'asks_id_documents',
  'guaranteed_job',
  'pressure_to_pay',
  'link_shortener',
] as const;
export const ScreeningFlagCodeSchema = z.enum(SCREENING_FLAG_CODES);
export type ScreeningFlagCode = z.infer<typeof ScreeningFlagCodeSchema>;

/** Why each flag matters, in words an employer and a student both understand. */
export const SCREENING_FLAG_LABELS: Record<ScreeningFlagCode, string> = {
  fee_or_deposit: 'Asks for a fee or deposit',
  paid_training: 'Charges for training, a course or a kit',
  off_platform_contact:
    'Moves applicants off Shuruaat (WhatsApp, Telegram, phone or personal email)',
  task_based: 'Task-based or daily-earnings work',
  click_for_money: 'Pays for likes, clicks, follows or reviews',
  mlm: 'Recruiting-for-commission (network marketing)',
  investment_scheme: 'Asks for an investment or promises returns',
  unrealistic_earnings: 'Promises earnings far above the work',
  pay_out_of_range: 'Pay far above this category with no skills asked',
  domain_mismatch: 'Company email does not match its website',
  asks_bank_or_upi: 'Asks for bank, card or UPI details',
  asks_otp: 'Asks for an OTP',
  asks_id_documents: 'Asks for Aadhaar, PAN or other ID copies',
  guaranteed_job: 'Guarantees a job or income',
  pressure_to_pay: 'Pressure to act or pay quickly',
  link_shortener: 'Uses a shortened link',
};

export const SCREENING_LEVELS = ['low', 'medium', 'high'] as const;
export const ScreeningLevelSchema = z.enum(SCREENING_LEVELS);
export type ScreeningLevel = z.infer<typeof ScreeningLevelSchema>;

/**
 * How a listing stands with screening, apart from its status (draft, active, paused, closed):
 * `held` is not public until an admin approves it; `queued` is public and waits for an admin;
 * `approved` was cleared by an admin; `rejected` was closed by one; `clear` needed no one.
 */
export const REVIEW_STATES = ['clear', 'queued', 'held', 'approved', 'rejected'] as const;
export const ReviewStateSchema = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof ReviewStateSchema>;

export const ScreeningFlagSchema = z.object({
  code: ScreeningFlagCodeSchema,
  /** The words in the listing that raised it, as the employer wrote them. */
  evidence: z.string(),
  weight: z.number().int(),
});
export type ScreeningFlag = z.infer<typeof ScreeningFlagSchema>;

/** What the employer sees of their listing's review. */
export const ListingReviewSchema = z.object({
  state: ReviewStateSchema,
  flags: z.array(ScreeningFlagSchema),
  /** An admin's reason when they rejected it; null otherwise. */
  reason: z.string().nullable(),
  screenedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ListingReview = z.infer<typeof ListingReviewSchema>;

export const SCREENING_MESSAGES = {
  heldOnPost:
    'Your listing is saved but held for review: it is not public until a Shuruaat admin checks it. See why on your jobs list.',
  heldOnEdit:
    'Your changes are saved but the listing is held for review: it is not public until a Shuruaat admin checks it.',
  rejectedNoReopen:
    'A Shuruaat admin closed this listing after review, so it cannot be made active again. Post a new listing that follows our rules.',
  approved: 'Listing approved. It is public.',
  rejected: 'Listing rejected and closed. The employer and any applicants have been told.',
  notPending: 'This listing has already been reviewed.',
  notFound: 'Listing not found',
} as const;

/** The admin's queue: listings held or waiting for review, oldest first (first in, first out). */
export const ReviewQueueQuerySchema = z.strictObject({
  state: z.enum(['held', 'queued']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  cursor: text().max(200).optional(),
});
export type ReviewQueueQuery = z.infer<typeof ReviewQueueQuerySchema>;
export type ReviewQueueQueryInput = z.input<typeof ReviewQueueQuerySchema>;

export const ReviewQueueItemSchema = z.object({
  job: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    status: z.string(),
    companyName: z.string(),
    description: z.string(),
  }),
  state: z.enum(['held', 'queued']),
  level: ScreeningLevelSchema,
  score: z.number().int(),
  flags: z.array(ScreeningFlagSchema),
  screenedAt: z.string(),
});
export type ReviewQueueItem = z.infer<typeof ReviewQueueItemSchema>;

export const ReviewQueueResponseSchema = z.object({
  items: z.array(ReviewQueueItemSchema),
  nextCursor: z.string().nullable(),
});
export type ReviewQueueResponse = z.infer<typeof ReviewQueueResponseSchema>;

export const ReviewDecisionBodySchema = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('approve') }),
  z.strictObject({
    decision: z.literal('reject'),
    reason: text()
      .trim()
      .min(10, 'Tell the employer why in at least 10 characters')
      .max(500, 'Keep the reason under 500 characters'),
  }),
]);
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionBodySchema>;

export const ReviewDecisionResponseSchema = z.object({
  state: ReviewStateSchema,
  message: z.string(),
});
