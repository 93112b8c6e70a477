import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each running instance and when it last said it was alive (every second, a job of the runner).
 * A claim an instance holds (an Idempotency-Key) is let go as soon as its holder falls silent,
 * instead of after a timeout as long as the longest request (issue 28).
 */
export const liveInstances = pgTable('live_instances', {
  /** The job runner's name for the process: host, pid and a random tag. */
  instance: text('instance').primaryKey(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});
