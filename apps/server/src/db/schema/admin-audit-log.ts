import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stamp } from './columns';

/**
 * Every admin action, written in the transaction that performs it, so the log can never claim an
 * action that rolled back nor miss one that committed. Rows are never changed: a trigger (in the
 * migration's custom SQL) refuses UPDATE and DELETE, whoever asks.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** No cascade: an admin account is erased by anonymising its row, never by deleting it. */
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<unknown>(),
    after: jsonb('after').$type<unknown>(),
    at: stamp('at').notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_at_idx').on(t.at, t.id),
    index('admin_audit_log_actor_idx').on(t.actorId, t.at, t.id),
    index('admin_audit_log_target_idx').on(t.targetType, t.targetId, t.at),
    index('admin_audit_log_action_idx').on(t.action, t.at, t.id),
  ],
);
export type AdminAuditLogRow = typeof adminAuditLog.$inferSelect;
