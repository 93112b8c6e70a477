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
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { INTERVIEW_MODES, INTERVIEW_STATUSES } from '@shuruaat/contract';
import { applications } from './applications';
import { companies } from './companies';
import { users } from './users';
import { stamp } from './columns';

/**
 * One message on an application's conversation. The application is the conversation: it already
 * names the two parties (the candidate, and the owner of the job's company), so no separate
 * membership table can drift from who may read it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    fromEmployer: boolean('from_employer').notNull(),
    body: text('body').notNull().default(''),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    /** The attachment's size, counted in its sender's file space (null before migration 0038). */
    attachmentBytes: integer('attachment_bytes'),
    /** When the other party first saw it. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When an email told the away recipient about it (or about a later one in its batch). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /**
     * The red flags screening found in an employer's message when it was sent (issue 27); empty
     * when it was not flagged. Kept as found then, so a later rule change never rewrites history.
     */
    screeningFlags: jsonb('screening_flags').$type<StoredFlag[]>().notNull().default([]),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_application_idx').on(t.applicationId, t.createdAt, t.id),
    index('messages_unread_idx').on(t.applicationId, t.fromEmployer, t.readAt),
    // Counting a sender's flagged messages for the suspension threshold.
    index('messages_flagged_sender_idx')
      .on(t.senderId, t.createdAt)
      .where(sql`${t.screeningFlags} <> '[]'::jsonb`),
    // Summing what a sender keeps in attachments, for their file space.
    index('messages_attachment_sender_idx')
      .on(t.senderId)
      .where(sql`${t.attachmentKey} is not null`),
  ],
);
/** One red flag as stored on a message: the engine's code and the words it quoted. */
export type StoredFlag = { code: string; evidence: string };
export type MessageRow = typeof messages.$inferSelect;

/** A candidate who stopped one company's messages; the company can no longer write to them. */
export const messageBlocks = pgTable(
  'message_blocks',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.companyId] })],
);

/** An employer's report of an abusive reply, for the admins to review. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('message_reports_message_reporter_unique').on(t.messageId, t.reporterId),
    index('message_reports_created_idx').on(t.createdAt),
  ],
);

export const interviewMode = pgEnum('interview_mode', INTERVIEW_MODES);
export const interviewStatus = pgEnum('interview_status', INTERVIEW_STATUSES);

/** An interview an employer proposed on an application, and the candidate's answer to it. */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    mode: interviewMode('mode').notNull(),
    /** The meeting link (online) or the address (in person). */
    location: text('location').notNull(),
    notes: text('notes').notNull().default(''),
    status: interviewStatus('status').notNull().default('proposed'),
    candidateNote: text('candidate_note').notNull().default(''),
    /** RFC 5545 SEQUENCE: calendars replace an event only when this grows. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('interviews_application_idx').on(t.applicationId, t.startsAt)],
);
export type InterviewRow = typeof interviews.$inferSelect;
