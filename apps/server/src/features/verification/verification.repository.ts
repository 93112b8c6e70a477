import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { VerificationStatus } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { companies, type CompanyRow } from '../../db/schema/companies';
import {
  employerVerifications,
  type EmployerVerificationRow,
} from '../../db/schema/employer-verifications';
import { users } from '../../db/schema/users';
import type { Cursor } from '../../lib/cursor';

export type NewVerification = typeof employerVerifications.$inferInsert;

export async function insertVerification(
  db: Db,
  row: NewVerification,
): Promise<EmployerVerificationRow | undefined> {
  // The partial unique index refuses a second pending request; undefined tells the caller.
  const rows = await db.insert(employerVerifications).values(row).onConflictDoNothing().returning();
  return rows[0];
}

export function latestOfCompany(
  db: Db,
  companyId: string,
): Promise<EmployerVerificationRow | undefined> {
  return db
    .select()
    .from(employerVerifications)
    .where(eq(employerVerifications.companyId, companyId))
    .orderBy(desc(employerVerifications.createdAt), desc(employerVerifications.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export function lockVerification(db: Db, id: string): Promise<EmployerVerificationRow | undefined> {
  return db
    .select()
    .from(employerVerifications)
    .where(eq(employerVerifications.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function lockCompanyOfOwner(db: Db, ownerId: string): Promise<CompanyRow | undefined> {
  return db
    .select()
    .from(companies)
    .where(eq(companies.ownerUserId, ownerId))
    .for('update')
    .then((rows) => rows[0]);
}

export function lockCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export async function decide(
  db: Db,
  id: string,
  fields: { status: VerificationStatus; reason: string; decidedBy: string },
): Promise<void> {
  await db
    .update(employerVerifications)
    .set({ ...fields, decidedAt: new Date() })
    .where(eq(employerVerifications.id, id));
}

/** The company's requests in one status: what the badge and the lock below both start from. */
const ofCompanyIn = (db: Db, companyId: string, status: VerificationStatus) =>
  db
    .select()
    .from(employerVerifications)
    .where(
      and(eq(employerVerifications.companyId, companyId), eq(employerVerifications.status, status)),
    );

/** The approved request behind a company's badge, if the badge came from one. */
export function findApproved(
  db: Db,
  companyId: string,
): Promise<EmployerVerificationRow | undefined> {
  return ofCompanyIn(db, companyId, 'approved')
    .orderBy(desc(employerVerifications.createdAt))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function setCompanyVerified(db: Db, companyId: string, verified: boolean) {
  await db
    .update(companies)
    .set({ verified, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

export function findQueue(
  db: Db,
  status: VerificationStatus,
  page: { limit: number; cursor?: Cursor },
) {
  const after: SQL | undefined = page.cursor
    ? sql`(${employerVerifications.createdAt}, ${employerVerifications.id}) < (${page.cursor.createdAt.toISOString()}::timestamptz, ${page.cursor.id}::uuid)`
    : undefined;
  return db
    .select({
      verification: employerVerifications,
      company: { id: companies.id, name: companies.name, website: companies.website },
      employer: { id: users.id, email: users.email, displayName: users.displayName },
    })
    .from(employerVerifications)
    .innerJoin(companies, eq(companies.id, employerVerifications.companyId))
    .innerJoin(users, eq(users.id, employerVerifications.employerId))
    .where(and(eq(employerVerifications.status, status), after))
    .orderBy(desc(employerVerifications.createdAt), desc(employerVerifications.id))
    .limit(page.limit + 1);
}

/** The company's request waiting for review, locked so an admin's decision waits for a change. */
export function lockPendingOfCompany(
  db: Db,
  companyId: string,
): Promise<EmployerVerificationRow | undefined> {
  return ofCompanyIn(db, companyId, 'pending')
    .for('update')
    .then((rows) => rows[0]);
}

export async function updateVerification(
  db: Db,
  id: string,
  fields: Partial<Pick<NewVerification, 'evidenceType' | 'evidence' | 'note' | 'domainMatches'>> &
    Partial<Pick<NewVerification, 'status' | 'decidedAt' | 'decidedBy'>>,
): Promise<EmployerVerificationRow> {
  const [row] = await db
    .update(employerVerifications)
    .set(fields)
    .where(eq(employerVerifications.id, id))
    .returning();
  if (!row) throw new Error(`verification ${id} vanished while locked`);
  return row;
}
