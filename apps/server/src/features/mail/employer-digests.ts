import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { findUserById, languageOf } from '../users/users.service';
import * as repo from './digests.repository';
import { composeEmail, EMAIL_SETTINGS_PATHS, siteUrl } from './email-layout';
import { mailWords } from './mail-words';
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
      const language = await languageOf(db, userId);
      const t = mailWords[language];
      await withTransaction(db, (tx) =>
        enqueueMail(tx, {
          to: employer.email,
          userId,
          kind: 'application_digest',
          about: rows.map((row) => row.candidate_id),
          subject: t('mail.digest.subject', { count: rows.length }),
          unsubscribe: links.oneClick,
          ...composeEmail({
            language,
            greeting: t('mail.greeting', { name: employer.profile.displayName }),
            paragraphs: [t('mail.digest.intro')],
            items: [...byJob].map(([jobId, job]) => {
              const names = job.names.slice(0, 5).join(', ');
              return {
                title: t('mail.digest.job', { jobTitle: job.title, count: job.names.length }),
                detail: job.names.length > 5 ? t('mail.digest.namesAndOthers', { names }) : names,
                url: siteUrl(applicantsPath(jobId)),
              };
            }),
            action: { label: t('mail.digest.action'), url: siteUrl('/employer/dashboard/jobs') },
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
      const language = await languageOf(db, userId);
      const t = mailWords[language];
      await withTransaction(db, (tx) =>
        enqueueMail(tx, {
          to: employer.email,
          userId,
          kind: 'unanswered_summary',
          subject: t('mail.unanswered.subject', { count: total }),
          unsubscribe: links.oneClick,
          ...composeEmail({
            language,
            greeting: t('mail.greeting', { name: employer.profile.displayName }),
            paragraphs: [t('mail.unanswered.intro', { count: total })],
            items: jobs.map((job) => {
              const days = Math.floor((now.getTime() - new Date(job.oldest).getTime()) / DAY_MS);
              return {
                title: t('mail.unanswered.job', {
                  jobTitle: job.title,
                  count: Number(job.waiting),
                }),
                detail:
                  days >= 1 ? t('mail.unanswered.oldest', { days }) : t('mail.unanswered.allToday'),
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
