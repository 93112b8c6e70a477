import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VERIFICATION_EVIDENCE, VERIFICATION_STATUSES } from '@shuruaat/contract';
import { companies } from './companies';
import { users } from './users';
import { stamp } from './columns';

/**
 * An employer's request to be verified and what became of it. `companies.verified` (which every
 * listing's badge reads) is set only by approving one of these and cleared by revoking it, so
 * the badge always has a decision, an admin and a date behind it.
 */
export const employerVerifications = pgTable(
  'employer_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    evidenceType: text('evidence_type', { enum: VERIFICATION_EVIDENCE }).notNull(),
    evidence: text('evidence').notNull(),
    note: text('note').notNull().default(''),
    /** Website evidence only: its domain was the sign-in email's when the request was made. */
    domainMatches: boolean('domain_matches'),
    /** The admin's reason for a rejection or revocation, shown to the employer. */
    reason: text('reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: stamp('decided_at'),
    createdAt: stamp('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One request waiting per company: a second click cannot queue a duplicate.
    uniqueIndex('employer_verifications_one_pending')
      .on(t.companyId)
      .where(sql`${t.status} = 'pending'`),
    index('employer_verifications_status_idx').on(t.status, t.createdAt, t.id),
    index('employer_verifications_company_idx').on(t.companyId, t.createdAt),
  ],
);
export type EmployerVerificationRow = typeof employerVerifications.$inferSelect;
