import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_EMAIL_CHOICES,
  JOB_ALERT_FREQUENCIES,
  type JobAlertQuery,
} from '@shuruaat/contract';
import { jobs } from './jobs';
import { users } from './users';
import { stamp } from './columns';

export const mailStatus = pgEnum('mail_status', ['pending', 'sent', 'failed']);

/**
 * Every email waits here until the background sender delivers it: a request only inserts a row
 * (in its own transaction, so mail for a rolled-back action never leaves), and a crash between
 * insert and delivery loses nothing. Senders claim rows with FOR UPDATE SKIP LOCKED and a lease
 * (`lockedUntil`), so several instances never pick up one message together.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What the message is for (password_reset, application_received, job_alert, …). */
    kind: text('kind').notNull(),
    /** Erasing an account drops the mail still waiting for it. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Other people the message names (an applicant in an employer's email): erasing any of them
     * drops the row, sent or not, so no copy of their name stays behind in someone else's mail.
     */
    aboutUserIds: uuid('about_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Set on non-essential mail: the RFC 8058 one-click address, sent as List-Unsubscribe. */
    unsubscribeUrl: text('unsubscribe_url'),
    status: mailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: stamp('next_attempt_at').notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: stamp('created_at').notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_created_idx').on(t.createdAt, t.id),
  ],
);
export type MailRow = typeof mailOutbox.$inferSelect;

export const emailTokenPurpose = pgEnum('email_token_purpose', [
  'password_reset',
  'email_verification',
  'guardian_consent',
]);

/** Single-use links sent by email; only the SHA-256 of the token is kept, like sessions. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailTokenPurpose('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to: a verification proves that address, not a later one. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose)],
);

export const applicationEmailChoice = pgEnum('application_email_choice', APPLICATION_EMAIL_CHOICES);

/** A user's email choices; a missing row means the defaults. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  applicationEmails: applicationEmailChoice('application_emails').notNull().default('instant'),
  unansweredSummary: boolean('unanswered_summary').notNull().default(true),
  statusEmails: boolean('status_emails').notNull().default(true),
  jobAlertEmails: boolean('job_alert_emails').notNull().default(true),
  /** Both roles: an email about messages left unread while they were away. */
  messageEmails: boolean('message_emails').notNull().default(true),
  /** Random, in unsubscribe links: knowing it lets one turn this user's emails off, nothing else. */
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  applicationDigestAt: timestamp('application_digest_at', { withTimezone: true }),
  unansweredSummaryAt: timestamp('unanswered_summary_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;

export const jobAlertFrequency = pgEnum('job_alert_frequency', JOB_ALERT_FREQUENCIES);

/** A saved search emailed daily or weekly with the listings new since the last email. */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: jsonb('query').$type<JobAlertQuery>().notNull(),
    label: text('label').notNull(),
    frequency: jobAlertFrequency('frequency').notNull().default('daily'),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    /** Listings published after this moment are new to the alert. */
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('job_alerts_user_idx').on(t.userId, t.createdAt),
    index('job_alerts_due_idx').on(t.nextRunAt),
  ],
);
export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** Which listings an alert has already sent: a listing is never in two of its emails. */
export const jobAlertDeliveries = pgTable(
  'job_alert_deliveries',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] })],
);
