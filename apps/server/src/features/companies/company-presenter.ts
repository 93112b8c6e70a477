import {
  COMPANY_SIZES,
  REQUIRED_FOR_POSTING,
  type EmployerProfile,
  type RequiredForPosting,
} from '@shuruaat/contract';
import type { CompanyRow } from '../../db/schema/companies';

export const LOGO_ROUTE = '/api/files/';

export function logoUrl(row: Pick<CompanyRow, 'logoKey'>): string | null {
  return row.logoKey ? `${LOGO_ROUTE}${row.logoKey}` : null;
}

const FIELD_OF: Record<RequiredForPosting, keyof CompanyRow> = {
  companyName: 'name',
  about: 'about',
  industry: 'industry',
  city: 'city',
};

export function missingForPosting(row: CompanyRow | undefined): RequiredForPosting[] {
  return REQUIRED_FOR_POSTING.filter((field) => !row || !String(row[FIELD_OF[field]]).trim());
}

const isCompanySize = (value: string): value is (typeof COMPANY_SIZES)[number] =>
  (COMPANY_SIZES as readonly string[]).includes(value);

/** The employer's own view, private contact fields included. */
export function toEmployerProfile(row: CompanyRow): EmployerProfile {
  const missing = missingForPosting(row);
  return {
    _id: row.id,
    companyName: row.name,
    website: row.website,
    about: row.about,
    industry: row.industry,
    companySize: isCompanySize(row.companySize) ? row.companySize : '',
    city: row.city,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    logoUrl: logoUrl(row),
    verified: row.verified,
    resumeAccess: row.resumeAccess,
    isProfileUpdated: missing.length === 0,
    missingForPosting: missing,
  };
}
