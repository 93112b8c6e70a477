import {
  STIPEND_MESSAGES,
  TRACK_RECORD,
  type CompanyTrackRecordResponse,
  type TrackRecord,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { logoUrl } from '../companies/companies.service';
import * as repo from './track-records.repository';

/** Recomputes every company's figures: the `track-records` job's body. */
export const refreshTrackRecords = (db: Db, now: Date) => repo.refreshFigures(db, now);

/** Only what there is enough data for; a figure below its minimum is null, never a 0 %. */
export function toTrackRecord(row: repo.FiguresRow): TrackRecord {
  const enough = row.applications >= TRACK_RECORD.minimumApplications;
  const stipend =
    row.stipend_answers >= TRACK_RECORD.minimumStipendAnswers
      ? { answers: row.stipend_answers, paidAsListed: row.paid_as_listed }
      : null;
  const median = enough && row.median_days !== null ? Math.round(row.median_days * 10) / 10 : null;
  return {
    companyId: row.company_id,
    applications: row.applications,
    answeredShare: enough ? row.answered / row.applications : null,
    medianDaysToAnswer: median,
    hires: row.hires,
    stipend,
    isNew: !enough && row.hires === 0 && stipend === null,
  };
}

/** Several companies' records, e.g. one page of search results. Unknown ids are left out. */
export async function findTrackRecords(db: Db, companyIdsText: string): Promise<TrackRecord[]> {
  // The contract bounds the list at a page's worth of companies.
  const ids = new Set(companyIdsText.split(',').map((id) => id.trim().toLowerCase()));
  const valid = [...ids].filter(isUuid);
  if (valid.length === 0) return [];
  const rows = await repo.trackRecordFigures(db, valid);
  return rows.map(toTrackRecord);
}

export async function getCompanyTrackRecord(
  db: Db,
  companyId: string,
): Promise<CompanyTrackRecordResponse> {
  const company = isUuid(companyId) ? await repo.findPublicCompany(db, companyId) : undefined;
  if (!company) throw notFound(STIPEND_MESSAGES.companyNotFound);
  const [row] = await repo.trackRecordFigures(db, [company.id]);
  if (!row) throw notFound(STIPEND_MESSAGES.companyNotFound);
  return {
    company: {
      _id: company.id,
      name: company.name,
      website: company.website,
      about: company.about,
      industry: company.industry,
      companySize: company.company_size,
      city: company.city,
      logoUrl: logoUrl({ logoKey: company.logo_key }),
      verified: company.verified,
    },
    trackRecord: toTrackRecord(row),
  };
}
