import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { JOB_KINDS, JOB_STATUSES, REVIEW_STATES, WORK_MODES } from '@shuruaat/contract';
import { companies } from './companies';
import { users } from './users';
import { stamp } from './columns';

export const jobKind = pgEnum('job_kind', JOB_KINDS);
export const workMode = pgEnum('work_mode', WORK_MODES);
export const jobStatus = pgEnum('job_status', JOB_STATUSES);
export const reviewState = pgEnum('review_state', REVIEW_STATES);

export type StoredQuestion = { _id: string; question: string; required: boolean };

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    kind: jobKind('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'`),
    workMode: workMode('work_mode').notNull(),
    cities: text('cities')
      .array()
      .notNull()
      .default(sql`'{}'`),
    partTime: boolean('part_time').notNull().default(false),
    openings: integer('openings').notNull(),
    startDate: date('start_date'),
    durationMonths: integer('duration_months'),
    stipendMin: integer('stipend_min'),
    stipendMax: integer('stipend_max'),
    ctcMin: integer('ctc_min'),
    ctcMax: integer('ctc_max'),
    ppo: boolean('ppo').notNull().default(false),
    /** Only applicants 18 or older (night shifts, travel, age-restricted work). */
    adultsOnly: boolean('adults_only').notNull().default(false),
    perks: text('perks')
      .array()
      .notNull()
      .default(sql`'{}'`),
    questions: jsonb('questions').$type<StoredQuestion[]>().notNull().default([]),
    applyBy: date('apply_by').notNull(),
    status: jobStatus('status').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
    /** Set when an employer deletes a job that has applications: hidden, never erased. */
    hiddenAt: stamp('hidden_at'),
    /** Screening (issue 27), apart from the status: a `held` listing is not public. */
    reviewState: reviewState('review_state').notNull().default('clear'),
  },
  // Plain ascending keys: scanned backwards they serve `order by created_at desc, id desc`
  // (DESC NULLS FIRST); a DESC NULLS LAST index would not.
  (t) => [
    index('jobs_company_created_idx').on(t.companyId, t.createdAt, t.id),
    // apply_by rides along so "still open?" is answered from the index: counting open listings
    // becomes an index-only scan instead of a heap visit per row.
    index('jobs_open_created_idx')
      .on(t.createdAt, t.id, t.applyBy)
      .where(sql`${t.status} = 'active' and ${t.hiddenAt} is null`),
    // The admin's queue: the few listings waiting for a decision.
    index('jobs_review_pending_idx')
      .on(t.reviewState)
      .where(sql`${t.reviewState} in ('held', 'queued')`),
    index('jobs_open_cities_idx')
      .using('gin', t.cities)
      .where(sql`${t.status} = 'active' and ${t.hiddenAt} is null`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
