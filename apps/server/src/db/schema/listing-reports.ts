import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, REPORT_STATUSES } from '@shuruaat/contract';
import { jobs } from './jobs';
import { users } from './users';
import { stamp } from './columns';

/** A signed-in user's report that a listing breaks the rules, and how an admin resolved it. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolvedAt: stamp('resolved_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One open report per person per listing; once resolved they may report it again.
    uniqueIndex('listing_reports_one_open')
      .on(t.jobId, t.reporterId)
      .where(sql`${t.status} = 'open'`),
    index('listing_reports_open_idx')
      .on(t.jobId, t.createdAt)
      .where(sql`${t.status} = 'open'`),
  ],
);
export type ListingReportRow = typeof listingReports.$inferSelect;
