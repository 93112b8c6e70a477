import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ScreeningFlag } from '@shuruaat/contract';
import { jobs } from './jobs';
import { users } from './users';
import { stamp } from './columns';

/**
 * Screening's latest word on a listing (issue 27): its flags with their evidence, and an admin's
 * decision. One row per listing, replaced on each post or edit; the history is in the audit log.
 * The state that decides visibility is `jobs.review_state`, beside the status, so every public
 * query filters on the jobs row alone.
 */
export const listingReviews = pgTable(
  'listing_reviews',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    score: integer('score').notNull(),
    flags: jsonb('flags').$type<ScreeningFlag[]>().notNull(),
    screenedAt: stamp('screened_at').notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: stamp('decided_at'),
    reason: text('reason'),
  },
  (t) => [index('listing_reviews_screened_idx').on(t.screenedAt, t.jobId)],
);
export type ListingReviewRow = typeof listingReviews.$inferSelect;
