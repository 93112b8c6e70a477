import type { AmbassadorApplication } from '@shuruaat/contract';
import type { AmbassadorApplicationRow } from '../../db/schema/ambassadors';

export const toAmbassadorApplication = (row: AmbassadorApplicationRow): AmbassadorApplication => ({
  _id: row.id,
  college: row.college,
  city: row.city,
  yearOfStudy: row.yearOfStudy,
  why: row.why,
  socialLinks: row.socialLinks,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});
