import {
  ANSWER_DEADLINES,
  RESPONSE_RATE,
  type EmployerResponseRateResponse,
  type ResponseRate,
  type User,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { createTranslators } from '../../lib/translator';
import { findCompanyOfOwner } from '../companies/companies.service';
import { notify, noticesForBell, wordsFrom } from '../notifications/notifications.service';
import * as repo from './answers.repository';
import en from './locales/en.json';
import hi from './locales/hi.json';

export type SweepResult = { answered: number; reminded: number };

const MY_APPLICATIONS = '/user/dashboard/applications';
const applicantsLink = (jobId: string) => `/employer/dashboard/jobs/${jobId}/applicants`;

/** The sweep's notices, each in its reader's saved language (decision 032). */
const noticeWords = createTranslators({ en, hi });

/**
 * Gives every application an answer: after a listing ends, the employer is reminded at 7 and 14
 * days about applications still applied or shortlisted, and at 30 days those are marked not
 * selected (the employer did not respond) and the candidate is told. Each step claims its rows
 * and writes its notices in one transaction, so it is safe to run on every instance, as often as
 * wanted: a second run finds nothing left to do.
 */
export async function sweepUnanswered(db: Db, now: Date): Promise<SweepResult> {
  const answered = await withTransaction(db, async (tx) => {
    const rows = await repo.answerUnanswered(tx, now, ANSWER_DEADLINES.autoAnswerDays);
    // No actor: the platform, not the employer, gave this answer (and it does not count as one).
    await repo.insertPlatformAnswerEvents(
      tx,
      rows.map((r) => r.id),
    );
    const notices = rows.map((r) => ({
      userId: r.candidate_id,
      link: MY_APPLICATIONS,
      wordsIn: wordsFrom(noticeWords, 'answers.final.title', 'answers.final.body', {
        jobTitle: r.job_title,
        companyName: r.company_name,
        days: ANSWER_DEADLINES.autoAnswerDays,
      }),
    }));
    await notify(tx, await noticesForBell(tx, notices));
    return rows.length;
  });

  let reminded = 0;
  // Latest stage first: an application that waited through both thresholds gets one reminder.
  const stages = [
    { stage: 2, days: ANSWER_DEADLINES.secondReminderDays },
    { stage: 1, days: ANSWER_DEADLINES.firstReminderDays },
  ];
  for (const { stage, days } of stages) {
    reminded += await withTransaction(db, async (tx) => {
      const rows = await repo.claimReminders(tx, now, stage, days);
      const left = ANSWER_DEADLINES.autoAnswerDays - days;
      const notices = rows.flatMap((r) =>
        r.employer_id
          ? [
              {
                userId: r.employer_id,
                link: applicantsLink(r.job_id),
                wordsIn: wordsFrom(noticeWords, 'answers.reminder.title', 'answers.reminder.body', {
                  waiting: r.waiting,
                  jobTitle: r.job_title,
                  days,
                  left,
                }),
              },
            ]
          : [],
      );
      await notify(tx, await noticesForBell(tx, notices));
      return rows.reduce((sum, r) => sum + r.waiting, 0);
    });
  }
  return { answered, reminded };
}

export async function companyResponseRate(
  db: Db,
  companyId: string,
  now: Date,
): Promise<ResponseRate> {
  const figures = await repo.responseFigures(db, companyId, now);
  const enough = figures.applications >= RESPONSE_RATE.minimumApplications;
  return {
    applications: figures.applications,
    rate: enough ? figures.on_time / figures.applications : null,
    medianHours: enough && figures.median_hours !== null ? Number(figures.median_hours) : null,
  };
}

/** The employer's own figure, shown even below the minimum count, with what drags it down. */
export async function employerResponseRate(
  db: Db,
  caller: User,
  now: Date,
): Promise<EmployerResponseRateResponse> {
  const company = await findCompanyOfOwner(db, caller._id);
  if (!company)
    return { responseRate: { applications: 0, rate: null, medianHours: null }, slow: [] };
  const [responseRate, slow] = await Promise.all([
    companyResponseRate(db, company.id, now),
    repo.slowApplications(db, company.id, now),
  ]);
  return {
    responseRate,
    slow: slow.map((r) => ({
      jobId: r.job_id,
      jobTitle: r.job_title,
      userId: r.candidate_id,
      fullName: r.full_name ?? '',
      status: r.status,
      appliedAt: new Date(r.created_at).toISOString(),
      days: r.days,
      decided: r.decided,
    })),
  };
}
