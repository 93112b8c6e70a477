import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stamp } from './columns';

/** In-app notifications (the navbar bell). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    /** Another person the notice names (an applicant, to the employer): erased with them. */
    aboutUserIds: uuid('about_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt, t.id)],
);
export type NotificationRow = typeof notifications.$inferSelect;
