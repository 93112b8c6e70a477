import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stamp } from './columns';

/**
 * That an account was erased, when and why — and nothing else about the person. The privacy law
 * asks us to show erasure happened when asked; this row is that proof without being personal data.
 */
export const accountErasures = pgTable('account_erasures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id),
  reason: text('reason', { enum: ['admin', 'self', 'guardian'] }).notNull(),
  /** The role the account had, so counts of closed accounts by kind stay possible. */
  role: text('role').notNull(),
  erasedAt: stamp('erased_at').notNull().defaultNow(),
});
