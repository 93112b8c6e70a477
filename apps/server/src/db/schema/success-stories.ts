import { index, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { STORY_STATUSES } from '@shuruaat/contract';
import { jobs } from './jobs';
import { users } from './users';
import { stamp } from './columns';

export const storyStatus = pgEnum('story_status', STORY_STATUSES);

/** A hired candidate's story, published only after an admin reads it; consent is recorded. */
export const successStories = pgTable(
  'success_stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    headline: text('headline').notNull(),
    story: text('story').notNull(),
    status: storyStatus('status').notNull().default('pending'),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('success_stories_user_job_unique').on(t.userId, t.jobId),
    index('success_stories_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
export type SuccessStoryRow = typeof successStories.$inferSelect;
