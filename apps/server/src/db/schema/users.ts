import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { ROLES, type Language } from '@shuruaat/contract';

export const userRole = pgEnum('user_role', ROLES);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: userRole('role').notNull(),
    displayName: text('display_name').notNull(),
    photoUrl: text('photo_url'),
    isProfileUpdated: boolean('is_profile_updated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set at each sign-in; shown to admins next to the account. */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Given at sign-up; accounts older than referrals get theirs when they first ask for it. */
    referralCode: text('referral_code'),
    /** Set once, at sign-up or by a later claim: a referral is credited to one referrer only. */
    referredBy: uuid('referred_by').references((): AnyPgColumn => users.id),
    referredAt: timestamp('referred_at', { withTimezone: true }),
    /** When the address was confirmed through an emailed link; employers post only after. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * The interface language the person chose (decision 032): emails are written in it, and a
     * page without the visitor's cookie follows it. One of the contract's LANGUAGES.
     */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (t) => [
    // One account per address whatever its case; emails are also stored lower-cased.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
