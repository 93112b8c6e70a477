import { sql } from 'drizzle-orm';
import { bigserial, customType, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A transaction id; compared only in SQL, so it travels as text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which listings changed, written by triggers on `jobs` and `companies` in the writing
 * transaction itself, so no write path can forget it. Every app instance replays these rows into
 * its in-memory search index (features/search/live-index). Rows are read by transaction id, not
 * by `seq`: a sequence number is taken before commit, so a later number can become visible first,
 * while every transaction below the snapshot's xmin is finished for good (loader.ts).
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    jobId: uuid('job_id'),
    companyId: uuid('company_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_changes_xid_idx').on(t.xid)],
);
