import { z } from 'zod';
import { countOf } from './plural';
import type { DecisionReason } from './decision-reasons';

/** What the employer picks from, and what the candidate then reads. */
export const DECISION_REASON_LABELS: Record<DecisionReason, string> = {
  position_filled: 'The position has been filled',
  closer_match: 'Another candidate’s experience was a closer match this time',
  skills_not_matching: 'The role needs skills that were not in your application yet',
  availability_not_matching: 'Your dates or hours did not fit the role’s schedule',
  location_not_matching: 'The role’s location or work mode did not fit',
  hiring_paused: 'Hiring for this role has been paused',
  no_response: 'Not selected — the employer did not respond',
  listing_closed: 'The employer closed this listing, so it will not go further',
  listing_removed: 'Shuruaat closed this listing after a review, so it will not go further',
};

/** Days after a listing ends (closed, or its apply-by date passed) at which things happen. */
export const ANSWER_DEADLINES = {
  firstReminderDays: 7,
  secondReminderDays: 14,
  autoAnswerDays: 30,
};

/** Response rate: decisions within this many days, over applications of the last window. */
export const RESPONSE_RATE = { withinDays: 15, windowDays: 90, minimumApplications: 10 } as const;

export const ResponseRateSchema = z.object({
  /** Applications received in the window. */
  applications: z.number().int(),
  /** Share (0–1) given a decision within 15 days; null below the minimum. */
  rate: z.number().nullable(),
  /** Median hours from application to first decision, over those decided; null below the minimum. */
  medianHours: z.number().nullable(),
});
export type ResponseRate = z.infer<typeof ResponseRateSchema>;

/** An application that counts against the rate: undecided after 15 days, or decided late. */
export const SlowApplicationSchema = z.object({
  jobId: z.string(),
  jobTitle: z.string(),
  userId: z.string(),
  fullName: z.string(),
  status: z.string(),
  appliedAt: z.string(),
  /** Days taken to decide, or days waiting so far when still undecided. */
  days: z.number().int(),
  decided: z.boolean(),
});
export type SlowApplication = z.infer<typeof SlowApplicationSchema>;

export const EmployerResponseRateResponseSchema = z.object({
  responseRate: ResponseRateSchema,
  slow: z.array(SlowApplicationSchema),
});
export type EmployerResponseRateResponse = z.infer<typeof EmployerResponseRateResponseSchema>;

export const CompanyResponseRateResponseSchema = z.object({ responseRate: ResponseRateSchema });

export function formatResponseRate(r: ResponseRate): string | null {
  if (r.rate === null) return null;
  const percent = `${Math.round(r.rate * 100)}% of applicants answered within ${RESPONSE_RATE.withinDays} days`;
  if (r.medianHours === null) return percent;
  const days = r.medianHours / 24;
  const typical =
    r.medianHours < 48
      ? countOf(Math.max(1, Math.round(r.medianHours)), 'hour')
      : countOf(Math.round(days), 'day');
  return `${percent} · usually replies in ${typical}`;
}

/** The test-only clock control (NODE_ENV=test and TEST_CLOCK=1): move time, then sweep. */
export const TestClockBodySchema = z.strictObject({
  advanceDays: z.number().int().min(0).max(400),
});

/**
 * Test-only too: moves one typing attempt's issue time back, so a journey can submit a
 * five-minute exam's log without waiting five minutes of real time.
 */
export const TestBackdateAttemptBodySchema = z.strictObject({
  seconds: z.number().int().min(1).max(3_600),
});
