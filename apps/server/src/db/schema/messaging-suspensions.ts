import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stamp } from './columns';

/**
 * An employer whose messages were flagged too often (issue 27): while a row has no `lifted_at`,
 * the employer cannot write to candidates. The row is the record of the system's decision (which
 * messages, when); an admin lifting it fills the lift columns and writes the audit log.
 */
export const messagingSuspensions = pgTable(
  'messaging_suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flaggedCount: integer('flagged_count').notNull(),
    /** The flagged messages counted, newest first. */
    messageIds: jsonb('message_ids').$type<string[]>().notNull(),
    liftedAt: stamp('lifted_at'),
    liftedBy: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftNote: text('lift_note').notNull().default(''),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    // At most one suspension in force per employer.
    uniqueIndex('messaging_suspensions_active_once')
      .on(t.employerId)
      .where(sql`${t.liftedAt} is null`),
    index('messaging_suspensions_employer_idx').on(t.employerId, t.createdAt),
  ],
);
export type MessagingSuspensionRow = typeof messagingSuspensions.$inferSelect;
