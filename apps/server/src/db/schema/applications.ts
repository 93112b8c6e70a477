import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  APPLICATION_STATUSES,
  type AnsweredQuestion,
  type DecisionReason,
  type Availability,
  type JobTerms,
} from '@shuruaat/contract';
import { jobs } from './jobs';
import { users } from './users';
import { stamp } from './columns';

export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);

/**
 * One candidate's application to one job. The questions, the job's terms and the resume version
 * are kept as they were when it was sent, so later edits to the job or a new resume change nothing.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    status: applicationStatus('status').notNull().default('applied'),
    coverLetter: text('cover_letter').notNull().default(''),
    answers: jsonb('answers').$type<AnsweredQuestion[]>().notNull().default([]),
    availability: jsonb('availability')
      .$type<Availability>()
      .notNull()
      .default({ startDate: true, duration: true, location: true, schedule: true }),
    jobTerms: jsonb('job_terms').$type<JobTerms>(),
    resumeVersion: integer('resume_version'),
    /** Why it was not selected: the employer's pick from a list, or the platform's no_response. */
    decisionReason: text('decision_reason').$type<DecisionReason>(),
    /** Reminders sent to the employer about this undecided application after the listing ended. */
    remindersSent: integer('reminders_sent').notNull().default(0),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('applications_job_candidate_unique').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId),
    index('applications_job_status_idx').on(t.jobId, t.status, t.createdAt),
    // The answer sweep reads only undecided applications, a small share of all rows.
    index('applications_undecided_idx')
      .on(t.jobId, t.remindersSent)
      .where(sql`${t.status} in ('applied', 'shortlisted')`),
  ],
);
export type ApplicationRow = typeof applications.$inferSelect;

/** Every status an application has had, dated: the candidate's timeline. */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: applicationStatus('status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Microseconds from the database clock, so changes made in quick succession keep their order. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.at)],
);
