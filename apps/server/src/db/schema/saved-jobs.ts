import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { jobs } from './jobs';
import { users } from './users';
import { stamp } from './columns';

/**
 * A candidate's bookmark of a listing. The pair is the key, so saving twice is one row; a
 * deleted listing or user takes its bookmarks with it (erasure deletes them too, decision 027).
 */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    savedAt: stamp('saved_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.candidateId, t.jobId] }),
    // The dashboard's list: newest save first, keyset-paged on (saved_at, job_id).
    index('saved_jobs_candidate_saved_idx').on(t.candidateId, t.savedAt, t.jobId),
  ],
);
export type SavedJobRow = typeof savedJobs.$inferSelect;
