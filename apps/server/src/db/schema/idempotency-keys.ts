import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a creating request, kept under the client's Idempotency-Key for a day, so
 * a retry after a timeout or a 5xx gets that answer instead of creating a second row.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller: `user:<id>`, or `ip:<address>` before sign-in (register). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** Method and route, so one key cannot replay another endpoint's answer. */
    route: text('route').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    body: jsonb('body'),
    /**
     * Set by the request's own transactions as they commit (db/commit-marks.ts): once set, the
     * request has written, so a failure after it (a COMMIT whose acknowledgement the restart
     * lost) must not free the key for a retry that would write again.
     */
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** The instance running the first request (live-instances.ts); null on older claims. */
    instance: text('instance'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
