import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { STIPEND_ANSWERS } from '@shuruaat/contract';
import { applications } from './applications';
import { companies } from './companies';
import { jobs } from './jobs';
import { users } from './users';
import { stamp } from './columns';

export const stipendAnswer = pgEnum('stipend_answer', STIPEND_ANSWERS);

/**
 * "Were you paid as listed?", asked once of each hired intern when the internship's duration
 * has passed (issue 27). One row per hired application: the unique key is what makes the
 * question go out once, however many times or on however many instances the job runs.
 */
export const stipendChecks = pgTable(
  'stipend_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .unique('stipend_checks_application_unique')
      .references(() => applications.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The day the internship ended: the later of hire and listed start, plus its duration. */
    endedOn: date('ended_on').notNull(),
    askedAt: stamp('asked_at').notNull().defaultNow(),
    answer: stipendAnswer('answer'),
    note: text('note').notNull().default(''),
    answeredAt: stamp('answered_at'),
    employerResponse: text('employer_response'),
    respondedAt: stamp('responded_at'),
  },
  (t) => [
    index('stipend_checks_candidate_idx').on(t.candidateId, t.askedAt),
    // The track record counts answers per company.
    index('stipend_checks_company_idx')
      .on(t.companyId, t.answer)
      .where(sql`${t.answer} is not null`),
    // The admin queue and the employer's list: answers of "partly" or "no", newest first.
    index('stipend_checks_unpaid_idx')
      .on(t.answeredAt, t.id)
      .where(sql`${t.answer} in ('partly', 'no')`),
  ],
);
export type StipendCheckRow = typeof stipendChecks.$inferSelect;
