import { z } from 'zod';
import { CategorySchema, JobKindSchema, WorkModeSchema } from './job-options';
import { CitySchema } from './places';
import { EmailLinkTokenSchema } from './email-links';
import { text } from './text';

/** Email: notification choices and job alerts (decision 021); the emailed links' bodies are in email-links.ts. */

export const APPLICATION_EMAIL_CHOICES = ['instant', 'daily', 'off'] as const;
export const ApplicationEmailChoiceSchema = z.enum(APPLICATION_EMAIL_CHOICES);
export type ApplicationEmailChoice = z.infer<typeof ApplicationEmailChoiceSchema>;

export const NotificationPreferencesSchema = z.object({
  /** Employers: an email per application, one daily digest, or none. */
  applicationEmails: ApplicationEmailChoiceSchema,
  /** Employers: a daily summary of applications still waiting for an answer. */
  unansweredSummary: z.boolean(),
  /** Candidates: an email whenever an application's status changes. */
  statusEmails: z.boolean(),
  /** Candidates: job alert emails (each alert can also be deleted on its own). */
  jobAlertEmails: z.boolean(),
  /** Both roles: an email about messages left unread while away. */
  messageEmails: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesBodySchema = NotificationPreferencesSchema.partial().strict();
export type NotificationPreferencesBody = z.infer<typeof NotificationPreferencesBodySchema>;

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export const JobAlertFrequencySchema = z.enum(JOB_ALERT_FREQUENCIES);
export type JobAlertFrequency = z.infer<typeof JobAlertFrequencySchema>;
export const MAX_JOB_ALERTS = 20;

/** The part of a /jobs search an alert keeps: what is searched for, not how it is shown. */
export const JobAlertQuerySchema = z.strictObject({
  q: text().trim().max(100, 'Keep the search under 100 characters').optional(),
  kind: JobKindSchema.optional(),
  category: CategorySchema.optional(),
  city: z.array(CitySchema).max(5).optional(),
  workMode: WorkModeSchema.optional(),
  partTime: z.boolean().optional(),
  minStipend: z.number().int().min(0).max(200_000).optional(),
  minCtc: z.number().int().min(0).max(10_000_000).optional(),
  ppo: z.boolean().optional(),
  skills: z.array(text().trim().min(1).max(40)).max(10).optional(),
});
export type JobAlertQuery = z.infer<typeof JobAlertQuerySchema>;

/** The /jobs address that shows an alert's search. */
export function jobAlertSearchPath(query: JobAlertQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/jobs?${search}` : '/jobs';
}

export const CreateJobAlertBodySchema = z.strictObject({
  query: JobAlertQuerySchema,
  frequency: JobAlertFrequencySchema.default('daily'),
});
export type CreateJobAlertBody = z.input<typeof CreateJobAlertBodySchema>;
export const UpdateJobAlertBodySchema = z.strictObject({ frequency: JobAlertFrequencySchema });

export const JobAlertSchema = z.object({
  _id: z.string(),
  label: z.string(),
  query: JobAlertQuerySchema,
  frequency: JobAlertFrequencySchema,
  lastSentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof JobAlertSchema>;
export const JobAlertsResponseSchema = z.object({ alerts: z.array(JobAlertSchema) });
export const JobAlertResponseSchema = z.object({ alert: JobAlertSchema });

/** A message left unread this long is emailed to its recipient (who is taken to be away). */
export const UNREAD_MESSAGE_EMAIL_AFTER_MINUTES = 10;

export const UNSUBSCRIBE_TOPICS = [
  'applications',
  'unanswered',
  'status',
  'alerts',
  'alert',
  'messages',
] as const;
export const UnsubscribeTopicSchema = z.enum(UNSUBSCRIBE_TOPICS);
/** From the unsubscribe page (JSON) or a mail client's one-click POST (query + form body). */
export const UnsubscribeQuerySchema = z.object({
  token: EmailLinkTokenSchema.optional(),
  topic: UnsubscribeTopicSchema.optional(),
});
export const UnsubscribeBodySchema = z
  .object({
    token: EmailLinkTokenSchema.optional(),
    topic: UnsubscribeTopicSchema.optional(),
    /** RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form body. */
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .nullish();
export const UnsubscribeResponseSchema = z.object({ message: z.string() });

/** The development mailbox (no SMTP_URL): what the outbox holds, newest first. */
export const DevMailSchema = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  unsubscribeUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof DevMailSchema>;
export const DevMailboxResponseSchema = z.object({ messages: z.array(DevMailSchema) });
export type DevMailboxResponse = z.infer<typeof DevMailboxResponseSchema>;
export const DevMailboxQuerySchema = z.object({
  to: text().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Words the screens and emails share. */
export const MAIL_MESSAGES = {
  forgotSent:
    'If an account uses that email, we have sent it a link to set a new password. It works for 30 minutes.',
  resetDone: 'Your password is changed. Sign in with the new one.',
  resetInvalid: 'This link has expired or was already used. Ask for a new one.',
  verifySent: 'We have sent you a new link. Open it to confirm your email.',
  verifyDone: 'Your email is confirmed.',
  verifyInvalid:
    'This link has expired or was already used. Ask for a new one from your dashboard.',
  alreadyVerified: 'Your email is already confirmed.',
  verifyToPost: 'Confirm your email before posting a listing: open the link we emailed you.',
  preferencesSaved: 'Email choices saved',
  alertSaved: 'Job alert saved. We will email you new listings that match.',
  alertDeleted: 'Job alert deleted',
  alertNotFound: 'Job alert not found',
  tooManyAlerts: `You can keep up to ${MAX_JOB_ALERTS} job alerts. Delete one to add another.`,
  unsubscribed:
    'You are unsubscribed. You can turn emails back on from your notification settings.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;
