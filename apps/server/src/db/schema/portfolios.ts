import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { users } from './users';
import { stamp } from './columns';

/** A candidate's portfolio settings: the public handle and whether the page is live. */
export const portfolios = pgTable(
  'portfolios',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    headline: text('headline').notNull().default(''),
    isPublished: boolean('is_published').notNull().default(false),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('portfolios_handle_unique').on(t.handle)],
);
export type PortfolioRow = typeof portfolios.$inferSelect;

export const portfolioProjects = pgTable(
  'portfolio_projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    role: text('role').notNull(),
    skills: text('skills').array().notNull().default([]),
    codeUrl: text('code_url').notNull().default(''),
    demoUrl: text('demo_url').notNull().default(''),
    /** 'YYYY-MM'; text sorts as dates do. */
    startMonth: text('start_month').notNull(),
    endMonth: text('end_month').notNull().default(''),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('portfolio_projects_user_idx').on(t.userId, t.startMonth)],
);
export type PortfolioProjectRow = typeof portfolioProjects.$inferSelect;

/** Applications sent with the portfolio: the employer sees it in the applicant panel. */
export const applicationPortfolioShares = pgTable('application_portfolio_shares', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  createdAt: stamp('created_at').notNull().defaultNow(),
});
