import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TypingFigures, TypingMistake } from '@shuruaat/contract';
import { applications } from './applications';
import { users } from './users';
import { stamp } from './columns';

/**
 * Exam presets as data: the scoring engine's rows, copied in by the seed so an admin can see
 * (and later tune) the rules without a release. `definition` is the engine's row, whole.
 */
export const typingPresets = pgTable('typing_presets', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  languages: text('languages').array().notNull(),
  isExam: boolean('is_exam').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});
export type TypingPresetRow = typeof typingPresets.$inferSelect;

/** The texts typists copy; a test chains several. */
export const typingPassages = pgTable(
  'typing_passages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    language: text('language').$type<'en' | 'hi'>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    difficulty: text('difficulty').$type<'easy' | 'medium' | 'hard'>().notNull(),
    topics: text('topics').array().notNull(),
    source: text('source').notNull(),
    wordCount: integer('word_count').notNull(),
    /** Set on the passages the product ships, so loading them twice adds nothing. */
    seedKey: text('seed_key').unique(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('typing_passages_language_idx').on(t.language, t.difficulty)],
);
export type TypingPassageRow = typeof typingPassages.$inferSelect;

/** A candidate's kept result: every figure recomputed by the server from the keystroke log. */
export const typingResults = pgTable(
  'typing_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    presetId: text('preset_id').notNull(),
    presetName: text('preset_name').notNull(),
    isExam: boolean('is_exam').notNull(),
    language: text('language').$type<'en' | 'hi'>().notNull(),
    layout: text('layout').$type<'en-us' | 'inscript' | 'remington-gail' | 'krutidev'>().notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    resumed: boolean('resumed').notNull(),
    netWpm: real('net_wpm').notNull(),
    /** Null for plain practice, which has no pass mark. */
    passed: boolean('passed'),
    figures: jsonb('figures').$type<TypingFigures>().notNull(),
    mistakes: jsonb('mistakes').$type<TypingMistake[]>().notNull(),
    passage: text('passage').notNull(),
    ruleText: text('rule_text').notNull(),
    /** The compressed log as received, kept so a disputed result can be replayed. */
    log: text('log').notNull(),
    passageIds: uuid('passage_ids').array().notNull(),
    /** Typed through an employer's supervised-retest link (still an unproctored online test). */
    viaRetest: boolean('via_retest').notNull().default(false),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('typing_results_user_idx').on(t.userId, t.createdAt)],
);
export type TypingResultRow = typeof typingResults.$inferSelect;

/** Earned by a passing exam-preset result; public by id; an admin may revoke it. */
export const typingCertificates = pgTable('typing_certificates', {
  id: uuid('id').primaryKey().defaultRandom(),
  resultId: uuid('result_id')
    .notNull()
    .unique()
    .references(() => typingResults.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  issuedAt: stamp('issued_at').notNull().defaultNow(),
  revokedAt: stamp('revoked_at'),
  revokedReason: text('revoked_reason'),
});
export type TypingCertificateRow = typeof typingCertificates.$inferSelect;

/** A verified typing result a candidate attached to an application; the employer sees it. */
export const applicationTypingResults = pgTable(
  'application_typing_results',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    resultId: uuid('result_id')
      .notNull()
      .references(() => typingResults.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.applicationId] })],
);
