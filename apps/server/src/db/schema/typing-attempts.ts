import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { stamp } from './columns';
import { typingResults } from './typing';
import { users } from './users';

/**
 * An employer's supervised-retest link for one application: the same preset, layout and
 * duration as the result the candidate attached, on passages other than the ones it was typed on.
 * The token is the link; the row says who asked and whether a result came from it.
 */
export const typingRetests = pgTable('typing_retests', {
  id: uuid('id').primaryKey().defaultRandom(),
  token: text('token').notNull().unique(),
  employerId: uuid('employer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  applicationId: uuid('application_id')
    .notNull()
    .references(() => applications.id, { onDelete: 'cascade' }),
  presetId: text('preset_id').notNull(),
  language: text('language').$type<'en' | 'hi'>().notNull(),
  layout: text('layout').$type<'en-us' | 'inscript' | 'remington-gail' | 'krutidev'>().notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  /** The passages of the result being checked: the retest is typed on others. */
  excludedPassageIds: uuid('excluded_passage_ids').array().notNull(),
  createdAt: stamp('created_at').notNull().defaultNow(),
  resultId: uuid('result_id').references(() => typingResults.id, { onDelete: 'set null' }),
  usedAt: stamp('used_at'),
});
export type TypingRetestRow = typeof typingRetests.$inferSelect;

/**
 * One test the server issued: it chose the passages, the preset and a nonce, and recorded the
 * start. One result is accepted per attempt, within the preset's time; the hashes let a log that
 * was already submitted, or its keys replayed at another speed, be refused.
 */
export const typingAttempts = pgTable(
  'typing_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nonce: text('nonce').notNull(),
    /** Null for an anonymous test, which is scored but never kept or certified. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    presetId: text('preset_id').notNull(),
    language: text('language').$type<'en' | 'hi'>().notNull(),
    layout: text('layout').$type<'en-us' | 'inscript' | 'remington-gail' | 'krutidev'>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The chain in order (a passage may come back when a long test runs through them all). */
    passageIds: uuid('passage_ids').array().notNull(),
    retestId: uuid('retest_id').references(() => typingRetests.id, { onDelete: 'set null' }),
    startedAt: stamp('started_at').notNull().defaultNow(),
    submittedAt: stamp('submitted_at'),
    /** SHA-256 of the log as decoded and re-encoded: the same log twice is refused. */
    logHash: text('log_hash'),
    /** SHA-256 of the key sequence without its times: the same keys at another speed. */
    keysHash: text('keys_hash'),
    resultId: uuid('result_id').references(() => typingResults.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('typing_attempts_log_hash_idx')
      .on(t.logHash)
      .where(sql`${t.logHash} is not null`),
    index('typing_attempts_keys_hash_idx').on(t.keysHash),
    index('typing_attempts_user_idx').on(t.userId, t.startedAt),
  ],
);
export type TypingAttemptRow = typeof typingAttempts.$inferSelect;
