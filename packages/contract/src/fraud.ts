import { z } from 'zod';
import { ScreeningFlagCodeSchema } from './screening';
import { text } from './text';
import { StipendAnswerSchema } from './track-records';

/**
 * The admin fraud view (issue 27): what screening held, what messages were flagged, which
 * employers keep being flagged, and which interns said their stipend was not paid — one
 * request, each list bounded, with a count of all.
 */

/** How many of each list the view shows; the counts say how many there are in all. */
export const FRAUD_VIEW_LIMIT = 20;
/** The window in which an employer's flagged messages are counted. */
export const FRAUD_WINDOW_DAYS = 30;
/** Flags (messages in the window, plus held or rejected listings) that make an employer "repeated". */
export const REPEATED_FLAGS_MIN = 2;

const section = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), items: z.array(item) });

export const FraudHeldListingSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  companyName: z.string(),
  employerId: z.string().nullable(),
  codes: z.array(ScreeningFlagCodeSchema),
  screenedAt: z.string(),
});

export const FraudFlaggedMessageSchema = z.object({
  _id: z.string(),
  body: z.string(),
  codes: z.array(ScreeningFlagCodeSchema),
  employerId: z.string(),
  employerEmail: z.string().nullable(),
  companyName: z.string().nullable(),
  createdAt: z.string(),
});

export const FraudEmployerSchema = z.object({
  employerId: z.string(),
  employerEmail: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Flagged messages in the last FRAUD_WINDOW_DAYS days. */
  flaggedMessages: z.number().int(),
  /** Listings screening held, or an admin rejected. */
  flaggedListings: z.number().int(),
  openListings: z.number().int(),
  /** Whether their messaging is off now (paused by the rules or suspended by an admin). */
  messagingSuspended: z.boolean(),
});
export type FraudEmployer = z.infer<typeof FraudEmployerSchema>;

export const FraudUnpaidStipendSchema = z.object({
  _id: z.string(),
  answer: StipendAnswerSchema,
  note: z.string(),
  jobTitle: z.string(),
  companyName: z.string(),
  employerId: z.string().nullable(),
  answeredAt: z.string(),
  responded: z.boolean(),
});

export const FraudOverviewSchema = z.object({
  heldListings: section(FraudHeldListingSchema),
  flaggedMessages: section(FraudFlaggedMessageSchema),
  repeatedFlagEmployers: section(FraudEmployerSchema),
  unpaidStipends: section(FraudUnpaidStipendSchema),
});
export type FraudOverview = z.infer<typeof FraudOverviewSchema>;

export const FRAUD_MESSAGES = {
  employerNotFound: 'Employer not found',
  alreadySuspended:
    'This employer is already suspended: their messaging is off and none of their listings is open.',
  suspended: 'The employer is suspended: their listings are closed and their messaging is off.',
  reasonTooShort: 'Say briefly why the employer is suspended (3 characters or more)',
  reasonTooLong: 'Keep the reason under 500 characters',
} as const;

export const SuspendEmployerBodySchema = z.strictObject({
  reason: text()
    .trim()
    .min(3, FRAUD_MESSAGES.reasonTooShort)
    .max(500, FRAUD_MESSAGES.reasonTooLong),
});
export type SuspendEmployerBody = z.input<typeof SuspendEmployerBodySchema>;

export const SuspendEmployerResponseSchema = z.object({
  message: z.string(),
  closedListings: z.number().int(),
  answeredApplications: z.number().int(),
});
export type SuspendEmployerResponse = z.infer<typeof SuspendEmployerResponseSchema>;
