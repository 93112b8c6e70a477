import { integer, pgTable, real, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { stamp } from './columns';

/**
 * Each company's application figures (decision 036), recomputed for every company by the
 * `track-records` job in one statement, so a page of search results reads 20 rows by key instead
 * of every application of 20 companies. The stipend answers are read live (few, indexed).
 */
export const companyTrackRecords = pgTable('company_track_records', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  applications: integer('applications').notNull(),
  answered: integer('answered').notNull(),
  medianDays: real('median_days'),
  hires: integer('hires').notNull(),
  computedAt: stamp('computed_at').notNull(),
});
