import {
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { AMBASSADOR_STATUSES, YEARS_OF_STUDY } from '@shuruaat/contract';
import { users } from './users';
import { stamp } from './columns';

export const ambassadorStatus = pgEnum('ambassador_status', AMBASSADOR_STATUSES);
export const yearOfStudy = pgEnum('year_of_study', YEARS_OF_STUDY);

/** Applications to the campus ambassador program: one per candidate, decided by an admin. */
export const ambassadorApplications = pgTable(
  'ambassador_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    college: text('college').notNull(),
    city: text('city').notNull(),
    yearOfStudy: yearOfStudy('year_of_study').notNull(),
    why: text('why').notNull(),
    socialLinks: jsonb('social_links').$type<string[]>().notNull().default([]),
    status: ambassadorStatus('status').notNull().default('pending'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ambassador_applications_user_unique').on(t.userId),
    index('ambassador_applications_status_idx').on(t.status, t.createdAt, t.id),
  ],
);
export type AmbassadorApplicationRow = typeof ambassadorApplications.$inferSelect;
