import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { stamp } from './columns';
import { users } from './users';

/** A post admins write in the console; the Markdown is kept, its HTML is rendered on read. */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique('blogs_slug_unique'),
    title: text('title').notNull(),
    author: text('author').notNull(),
    metaDescription: text('meta_description').notNull(),
    body: text('body').notNull(),
    topic: text('topic').notNull(),
    jobCategory: text('job_category'),
    coverKey: text('cover_key'),
    published: boolean('published').notNull().default(false),
    publishedAt: stamp('published_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('blogs_published_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.published}`),
    index('blogs_topic_idx').on(t.topic, t.createdAt),
  ],
);
export type BlogRow = typeof blogs.$inferSelect;
