import type { StipendCheck } from '@shuruaat/contract';
import type { CheckRow } from './stipend-checks.repository';

const isoOrNull = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export function toStipendCheck(row: CheckRow): StipendCheck {
  const listed =
    row.stipend_min !== null
      ? { min: row.stipend_min, max: row.stipend_max ?? row.stipend_min }
      : null;
  return {
    _id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    companyName: row.company_name,
    internName: row.intern_name || 'Deleted account',
    stipendListed: listed,
    endedOn: row.ended_on,
    askedAt: new Date(row.asked_at).toISOString(),
    answer: row.answer,
    note: row.note,
    answeredAt: isoOrNull(row.answered_at),
    employerResponse: row.employer_response,
    respondedAt: isoOrNull(row.responded_at),
  };
}
