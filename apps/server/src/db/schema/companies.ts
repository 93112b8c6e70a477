import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A company that posts jobs: an employer's own (owner set) or Shuruaat's platform company for
 * its careers page (no owner, is_platform). Text fields default to '' so a half-filled profile
 * is still a valid row.
 */
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    isPlatform: boolean('is_platform').notNull().default(false),
    name: text('name').notNull().default(''),
    website: text('website').notNull().default(''),
    about: text('about').notNull().default(''),
    industry: text('industry').notNull().default(''),
    companySize: text('company_size').notNull().default(''),
    city: text('city').notNull().default(''),
    /** Who Shuruaat asks for: filled from the name typed at sign-up. */
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    logoKey: text('logo_key'),
    verified: boolean('verified').notNull().default(false),
    /** Granted by an admin: the employer may search opted-in candidates' resumes. */
    resumeAccess: boolean('resume_access').notNull().default(false),
    /** When the employer asked for resume access; cleared when an admin grants or refuses it. */
    resumeAccessRequestedAt: timestamp('resume_access_requested_at', { withTimezone: true }),
    resumeAccessNote: text('resume_access_note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('companies_owner_unique').on(t.ownerUserId),
    uniqueIndex('companies_one_platform')
      .on(t.isPlatform)
      .where(sql`${t.isPlatform}`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
