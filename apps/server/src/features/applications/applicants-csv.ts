import {
  ADMIN_MESSAGES,
  EMPLOYER_STATUS_LABELS,
  isContactShared,
  todayInIndia,
  type AnsweredQuestion,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { toCsv } from '../../lib/csv';
import { getManagedJob } from '../jobs/jobs.service';
import * as repo from './applications.repository';

/** Far above any listing's applicants; a bound so one request cannot read without end. */
const MAX_ROWS = 10_000;
const FIXED = ['Name', 'Status', 'Applied on', 'Email', 'Phone', 'College', 'Degree', 'City'];

/** One column per question, the job's current ones first, then any asked only earlier. */
function questionColumns(asked: { _id: string; question: string }[], rows: AnsweredQuestion[][]) {
  const columns = new Map(asked.map((q) => [q._id, q.question]));
  for (const answers of rows) {
    for (const a of answers) if (!columns.has(a.questionId)) columns.set(a.questionId, a.question);
  }
  return columns;
}

function applicantRow(row: repo.ExportedApplicantRow, questionIds: string[]): string[] {
  const { application, profile } = row;
  // Contact details follow the same rule as the applicant's contact card.
  const shared = profile !== null && isContactShared(application.status);
  const answers = new Map(application.answers.map((a) => [a.questionId, a.answer]));
  return [
    profile ? profile.fullName : ADMIN_MESSAGES.deletedAccountName,
    EMPLOYER_STATUS_LABELS[application.status],
    todayInIndia(application.createdAt),
    shared ? (row.email ?? '') : '',
    shared ? profile.phone : '',
    profile?.college ?? '',
    profile?.degree ?? '',
    profile?.city ?? '',
    ...questionIds.map((id) => answers.get(id) ?? ''),
  ];
}

/** A job's applicants as a spreadsheet, for the job's employer (or an admin); others get 404. */
export async function exportApplicantsCsv(
  db: Db,
  caller: User,
  jobId: string,
): Promise<{ fileName: string; csv: string }> {
  const { job } = await getManagedJob(db, jobId, caller);
  const rows = await repo.findApplicantsForExport(db, job.id, MAX_ROWS);
  const columns = questionColumns(
    job.questions,
    rows.map((r) => r.application.answers),
  );
  const questionIds = [...columns.keys()];
  const csv = toCsv([
    [...FIXED, ...columns.values()],
    ...rows.map((row) => applicantRow(row, questionIds)),
  ]);
  return { fileName: `applicants-${job.slug}-${todayInIndia()}.csv`, csv };
}
