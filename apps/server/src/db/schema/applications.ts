import { index, pgEnum, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@shuruaat/contract';
import { jobs } from './jobs';
import { users } from './users';

export const applicationStatus = pgEnum('application_status', APPLICATION_STATUSES);

/** One candidate's application to one job; the applying flow adds answers and resumes. */
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('applications_job_candidate_unique').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId),
  ],
);
