import { countOf } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { findUserById } from '../users/users.service';
import * as repo from './digests.repository';
import { composeEmail, EMAIL_SETTINGS_PATHS, siteUrl } from './email-layout';
import { enqueueMail } from './outbox';
import { unsubscribeLinks } from './unsubscribe-links';

const DAY_MS = 24 * 60 * 60_000;
const MAX_BATCHES = 50;
const applicantsPath = (jobId: string) => `/employer/dashboard/jobs/${jobId}/applicants`;

/** The daily digest for employers who chose one instead of an email per application. */
export async function sendApplicationDigests(db: Db, now: Date): Promise<void> {
  // Bounded: a run sends at most this many batches; the next run picks up the rest.
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await repo.claimApplicationDigests(db, now);
    if (due.length === 0) return;
    for (const { user_id: userId, since, token } of due) {
      const employer = await findUserById(db, userId);
      if (!employer) continue;
      const from = since ? new Date(since) : new Date(now.getTime() - DAY_MS);
      const rows = await repo.newApplicationsFor(db, userId, from, now);
      if (rows.length === 0) continue;
      const byJob = new Map<string, { title: string; names: string[] }>();
      for (const row of rows) {
        const entry = byJob.get(row.job_id) ?? { title: row.title, names: [] };
        entry.names.push(row.name);
        byJob.set(row.job_id, entry);
      }
      const links = unsubscribeLinks(token, 'applications');
      await withTransaction(db, (tx) =>
        enqueueMail(tx, {
          to: employer.email,
          userId,
          kind: 'application_digest',
          about: rows.map((row) => row.candidate_id),
          subject: `${countOf(rows.length, 'new application', 'new applications')} on Shuruaat`,
          unsubscribe: links.oneClick,
          ...composeEmail({
            greeting: `Hello ${employer.profile.displayName},`,
            paragraphs: [`Here is who applied to your listings since the last digest.`],
            items: [...byJob].map(([jobId, job]) => ({
              title: `${job.title}: ${countOf(job.names.length, 'applicant', 'applicants')}`,
              detail:
                job.names.slice(0, 5).join(', ') + (job.names.length > 5 ? ' and others' : ''),
              url: siteUrl(applicantsPath(jobId)),
            })),
            action: { label: 'Open your jobs', url: siteUrl('/employer/dashboard/jobs') },
            unsubscribe: { url: links.page, settingsUrl: siteUrl(EMAIL_SETTINGS_PATHS.employer) },
          }),
        }),
      );
    }
  }
}

/** Once a day, to employers with applications nobody has answered yet. */
export async function sendUnansweredSummaries(db: Db, now: Date): Promise<void> {
  await repo.ensureRowsForWaitingEmployers(db);
  // Bounded: a run sends at most this many batches; the next run picks up the rest.
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await repo.claimUnansweredSummaries(db, now);
    if (due.length === 0) return;
    for (const { user_id: userId, token } of due) {
      const employer = await findUserById(db, userId);
      if (!employer) continue;
      const jobs = await repo.unansweredFor(db, userId);
      if (jobs.length === 0) continue;
      const total = jobs.reduce((sum, job) => sum + Number(job.waiting), 0);
      const links = unsubscribeLinks(token, 'unanswered');
      await withTransaction(db, (tx) =>
        enqueueMail(tx, {
          to: employer.email,
          userId,
          kind: 'unanswered_summary',
          subject: `${countOf(total, 'application is', 'applications are')} waiting for your answer`,
          unsubscribe: links.oneClick,
          ...composeEmail({
            greeting: `Hello ${employer.profile.displayName},`,
            paragraphs: [
              `${countOf(total, 'candidate is', 'candidates are')} still waiting to hear from you. A short answer, even a no, lets them plan their next step.`,
            ],
            items: jobs.map((job) => {
              const days = Math.floor((now.getTime() - new Date(job.oldest).getTime()) / DAY_MS);
              return {
                title: `${job.title}: ${countOf(Number(job.waiting), 'application', 'applications')}`,
                detail:
                  days >= 1
                    ? `The oldest has waited ${countOf(days, 'day', 'days')}`
                    : 'All arrived in the last day',
                url: siteUrl(applicantsPath(job.job_id)),
              };
            }),
            unsubscribe: { url: links.page, settingsUrl: siteUrl(EMAIL_SETTINGS_PATHS.employer) },
          }),
        }),
      );
    }
  }
}
