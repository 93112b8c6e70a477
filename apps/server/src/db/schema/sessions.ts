import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Only the SHA-256 of a session token is stored, so a leaked table grants no access. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser or app that signed in (User-Agent, cut short), shown on the sessions page. */
    userAgent: text('user_agent'),
    /** Moved forward at most every few minutes, so a busy session does not write on every request. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;

/**
 * Failed sign-ins per account and per client in the current window. Only failures count: a
 * person who signs in ten times a day is never locked out. Each account counts separately for
 * each address, for each known device (login-devices.ts), and for all unknown clients together,
 * so a guesser locks out their own addresses, not the owner's phone. Kept in the database so
 * every instance sees the same count. Holds addresses: personal data, erased with the account.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** The lower-cased email tried, whether or not an account has it. */
    email: text('email').notNull(),
    /** `address:<ip>`, `device:<id>`, or `unknown-clients` (every address without a device). */
    scope: text('scope').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.scope] })],
);
