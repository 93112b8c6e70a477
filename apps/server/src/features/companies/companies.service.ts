import {
  PROFILE_FIELD_LABELS,
  type CompanyPublicProfile,
  type EmployerProfile,
  type UpdateEmployerProfileBody,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { CompanyRow, NewCompanyRow } from '../../db/schema/companies';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { FileStorage } from '../../storage/file-storage';
import { findUserById, setProfileUpdated } from '../users/users.service';
import * as repo from './companies.repository';
import { processLogo } from './company-logo';
import { logoUrl, missingForPosting, toEmployerProfile } from './company-presenter';

export { logoUrl };

export type CompanySummary = {
  _id: string;
  name: string;
  logoUrl: string | null;
  verified: boolean;
};

export function toCompanySummary(row: CompanyRow): CompanySummary {
  return { _id: row.id, name: row.name, logoUrl: logoUrl(row), verified: row.verified };
}

/** An employer's company row, created empty on first use so every employer has one. */
async function ownCompany(db: Db, userId: string): Promise<CompanyRow> {
  return (await repo.findCompanyByOwner(db, userId)) ?? repo.upsertOwnedCompany(db, userId, {});
}

/** A new employer's company starts with them as its contact: the name and email of sign-up. */
export async function startCompanyProfile(
  tx: Db,
  userId: string,
  contact: { contactName: string; contactEmail: string },
): Promise<void> {
  await repo.upsertOwnedCompany(tx, userId, contact);
}

export async function getEmployerProfile(db: Db, userId: string): Promise<EmployerProfile> {
  return toEmployerProfile(await ownCompany(db, userId));
}

const COLUMN_OF: Record<keyof UpdateEmployerProfileBody, keyof NewCompanyRow> = {
  companyName: 'name',
  website: 'website',
  about: 'about',
  industry: 'industry',
  companySize: 'companySize',
  city: 'city',
  contactName: 'contactName',
  contactEmail: 'contactEmail',
  contactPhone: 'contactPhone',
};

export async function updateEmployerProfile(
  db: Db,
  userId: string,
  body: UpdateEmployerProfileBody,
): Promise<EmployerProfile> {
  const fields: Partial<NewCompanyRow> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) {
      Object.assign(fields, { [COLUMN_OF[key as keyof UpdateEmployerProfileBody]]: value });
    }
  }
  // The company and the user's "ready to post" flag, together.
  const row = await withTransaction(db, async (tx) => {
    const saved = await repo.upsertOwnedCompany(tx, userId, fields);
    await setProfileUpdated(tx, userId, missingForPosting(saved).length === 0);
    return saved;
  });
  return toEmployerProfile(row);
}

export async function setCompanyLogo(
  db: Db,
  storage: FileStorage,
  userId: string,
  upload: Buffer,
): Promise<EmployerProfile> {
  const company = await ownCompany(db, userId);
  const { data, hash } = await processLogo(upload);
  const logoKey = `logos/${company.id}-${hash}.webp`;
  // The file first, outside any transaction: if the row then fails, what remains is an unused file.
  await storage.put(logoKey, data);
  return toEmployerProfile(await repo.upsertOwnedCompany(db, userId, { logoKey }));
}

/** The company an employer posts under; refuses until students can see who is hiring. */
export async function getCompanyForPosting(db: Db, userId: string): Promise<CompanyRow> {
  const company = await repo.findCompanyByOwner(db, userId);
  const missing = missingForPosting(company);
  if (!company || missing.length > 0) {
    const names = missing.map((field) => PROFILE_FIELD_LABELS[field]).join(', ');
    throw new AppError(
      'VALIDATION',
      `Complete your company profile before posting. Still missing: ${names}.`,
      missing.map((path) => ({ path: `profile.${path}`, message: 'Required before posting' })),
    );
  }
  return company;
}

export function getPlatformCompany(db: Db): Promise<CompanyRow> {
  return repo.findOrCreatePlatformCompany(db, {
    name: 'Shuruaat',
    about: 'Shuruaat connects students and freshers across India with internships and first jobs.',
    industry: 'Internet',
    city: 'Bengaluru',
    website: 'https://shuruaat.in',
  });
}

/** The logo on listings Shuruaat posts itself (admins post them; nobody owns the company). */
export async function setPlatformCompanyLogo(
  db: Db,
  storage: FileStorage,
  upload: Buffer,
): Promise<void> {
  const company = await getPlatformCompany(db);
  const { data, hash } = await processLogo(upload);
  const logoKey = `logos/${company.id}-${hash}.webp`;
  await storage.put(logoKey, data);
  await repo.setCompanyLogoKey(db, company.id, logoKey);
}

export function findCompanyById(db: Db, id: string): Promise<CompanyRow | undefined> {
  return repo.findCompanyById(db, id);
}

export async function findCompanyIdOfOwner(db: Db, userId: string): Promise<string | undefined> {
  return (await repo.findCompanyByOwner(db, userId))?.id;
}

export function toCompanyPublicProfile(row: CompanyRow): CompanyPublicProfile {
  return {
    _id: row.id,
    name: row.name,
    website: row.website,
    about: row.about,
    industry: row.industry,
    companySize: row.companySize,
    city: row.city,
    logoUrl: logoUrl(row),
    verified: row.verified,
  };
}

export function findCompanyOfOwner(db: Db, userId: string): Promise<CompanyRow | undefined> {
  return repo.findCompanyByOwner(db, userId);
}

export async function setResumeAccess(
  db: Db,
  employerId: string,
  resumeAccess: boolean,
): Promise<void> {
  await repo.upsertOwnedCompany(db, employerId, { resumeAccess });
}

/** An employer user's id, for admin calls that name one; 404 when the id names no employer. */
export async function getEmployerId(db: Db, employerId: string): Promise<string> {
  const user = isUuid(employerId) ? await findUserById(db, employerId) : undefined;
  if (!user || user.role !== 'employer') throw notFound('Employer not found');
  return user._id;
}

/** The company of an employer user; undefined while they have not started a profile. */
export async function findEmployerCompanyId(
  db: Db,
  employerId: string,
): Promise<string | undefined> {
  return findCompanyIdOfOwner(db, await getEmployerId(db, employerId));
}
