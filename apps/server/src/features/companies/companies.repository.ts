import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, type CompanyRow, type NewCompanyRow } from '../../db/schema/companies';

export function findCompanyByOwner(db: Db, ownerUserId: string): Promise<CompanyRow | undefined> {
  return db
    .select()
    .from(companies)
    .where(eq(companies.ownerUserId, ownerUserId))
    .then((rows) => rows[0]);
}

export function findCompanyById(db: Db, id: string): Promise<CompanyRow | undefined> {
  return db
    .select()
    .from(companies)
    .where(eq(companies.id, id))
    .then((rows) => rows[0]);
}

/** Creates the owner's company or updates it; one company per employer. */
export async function upsertOwnedCompany(
  db: Db,
  ownerUserId: string,
  fields: Partial<NewCompanyRow>,
): Promise<CompanyRow> {
  const rows = await db
    .insert(companies)
    .values({ ...fields, ownerUserId })
    .onConflictDoUpdate({
      target: companies.ownerUserId,
      set: { ...fields, updatedAt: new Date() },
    })
    .returning();
  return rows[0] as CompanyRow;
}

export async function setCompanyLogoKey(db: Db, companyId: string, logoKey: string) {
  await db
    .update(companies)
    .set({ logoKey, updatedAt: new Date() })
    .where(eq(companies.id, companyId));
}

export async function findOrCreatePlatformCompany(
  db: Db,
  fields: Partial<NewCompanyRow>,
): Promise<CompanyRow> {
  const existing = await db
    .select()
    .from(companies)
    .where(eq(companies.isPlatform, true))
    .then((rows) => rows[0]);
  if (existing) return existing;
  await db
    .insert(companies)
    .values({ ...fields, isPlatform: true, verified: true })
    .onConflictDoNothing();
  return db
    .select()
    .from(companies)
    .where(eq(companies.isPlatform, true))
    .then((rows) => rows[0] as CompanyRow);
}
