import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stamp } from './columns';
import { users } from './users';

/** The kind's own fields (topic, service, track, college…), validated by the contract on entry. */
export type SubmissionDetails = Record<string, string | number | string[]>;

/**
 * Everything the public site's forms send for a person to read: contact messages, program
 * applications, corporate and services enquiries. `kind` is text, not an enum, so a new form
 * needs no migration.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull().default(''),
    message: text('message').notNull(),
    details: jsonb('details').$type<SubmissionDetails>().notNull(),
    /** The signed-in sender, if any; a program application always has one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set for program applications only: one application per candidate per program. */
    program: text('program'),
    resumePublicId: text('resume_public_id'),
    resumeVersion: integer('resume_version'),
    handledAt: stamp('handled_at'),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('submissions_inbox_idx').on(t.createdAt, t.id),
    index('submissions_kind_idx').on(t.kind, t.createdAt, t.id),
    index('submissions_user_idx').on(t.userId),
    uniqueIndex('submissions_program_once')
      .on(t.userId, t.program)
      .where(sql`${t.program} is not null`),
  ],
);
export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;
