import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  date,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CandidateLinks } from '@shuruaat/contract';
import { companies } from './companies';
import { users } from './users';
import { stamp } from './columns';

/** A candidate's profile, one per candidate user; text defaults to '' so half-filled is valid. */
export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    city: text('city').notNull().default(''),
    college: text('college').notNull().default(''),
    degree: text('degree').notNull().default(''),
    graduationYear: integer('graduation_year'),
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Lower-cased skills, so matching ignores case and can use a GIN index. */
    skillsLower: text('skills_lower')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    bio: text('bio').notNull().default(''),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    links: jsonb('links')
      .$type<CandidateLinks>()
      .notNull()
      .default({ github: '', linkedin: '', portfolio: '' }),
    preferredCities: text('preferred_cities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    preferredWorkMode: text('preferred_work_mode').notNull().default(''),
    visibleToEmployers: boolean('visible_to_employers').notNull().default(false),
    /** From sign-up (DPDP: a child's data needs a guardian's consent); null when not given. */
    birthDate: date('birth_date', { mode: 'string' }),
    /** "I am under 18" without a date: a minor until a date of birth says otherwise. */
    declaredUnder18: boolean('declared_under_18').notNull().default(false),
    /** A minor's parent or guardian, who confirms by email before the account may apply. */
    guardianEmail: text('guardian_email'),
    guardianConfirmedAt: timestamp('guardian_confirmed_at', { withTimezone: true }),
    /** Random and unguessable: names the candidate's resume series in URLs, never the user id. */
    resumePublicId: text('resume_public_id').unique(),
    createdAt: stamp('created_at').notNull().defaultNow(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('candidate_profiles_visible_skills_idx')
      .using('gin', t.skillsLower)
      .where(sql`${t.visibleToEmployers}`),
  ],
);
export type CandidateProfileRow = typeof candidateProfiles.$inferSelect;
export type NewCandidateProfileRow = typeof candidateProfiles.$inferInsert;

/** Every uploaded resume; the highest version is the current one. Files are never deleted. */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [unique('resumes_candidate_version_unique').on(t.candidateId, t.version)],
);
export type ResumeRow = typeof resumes.$inferSelect;

/** Each time an employer opened a candidate's resume, for "Who viewed my resume". */
export const resumeViews = pgTable(
  'resume_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    viewerUserId: uuid('viewer_user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    via: text('via', { enum: ['application', 'database'] }).notNull(),
    viewedAt: stamp('viewed_at').notNull().defaultNow(),
  },
  (t) => [index('resume_views_candidate_idx').on(t.candidateId, t.viewedAt, t.id)],
);
