import { z } from 'zod';
import { text } from './text';

/**
 * What a reader sends to report a listing, apart from the admin console's schemas so a job page
 * loads only these. The admin side (statuses, the queue) is in admin.ts.
 */

export const REPORT_OPEN_MESSAGE =
  'You have already reported this listing; an admin is looking at it.';

export const REPORT_REASONS = [
  'fake_or_scam',
  'asks_for_money',
  'pay_not_as_listed',
  'discriminatory',
  'spam',
  'other',
] as const;
export const ReportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof ReportReasonSchema>;
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_or_scam: 'Fake or scam',
  asks_for_money: 'Asks for money',
  pay_not_as_listed: 'Pay not as listed',
  discriminatory: 'Discriminatory',
  spam: 'Spam',
  other: 'Other',
};

export const ReportBodySchema = z
  .strictObject({
    reason: ReportReasonSchema,
    details: text().trim().max(1000).default(''),
  })
  .refine((body) => body.reason !== 'other' || body.details.length > 0, {
    path: ['details'],
    message: 'Tell us what is wrong with this listing',
  });
export type ReportBody = z.input<typeof ReportBodySchema>;

export const MyReportResponseSchema = z.object({
  open: z.boolean(),
  message: z.string().optional(),
});
