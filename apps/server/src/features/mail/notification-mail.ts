import type { Db } from '../../db/client';
import type { BellNotice } from '../notifications/notifications.service';
import { findUserById, languageOf } from '../users/users.service';
import { composeEmail, EMAIL_SETTINGS_PATHS, siteUrl } from './email-layout';
import { mailWords } from './mail-words';
import { enqueueMail } from './outbox';
import { ensurePreferences } from './preferences.repository';
import { unsubscribeLinks } from './unsubscribe-links';

/**
 * Emails that report what happened to an application. Each is queued in the transaction of the
 * change itself, and each respects the reader's email settings.
 */

export type NewApplicationMail = {
  employerUserId: string;
  jobId: string;
  jobTitle: string;
  candidateId: string;
  candidateName: string;
};

/** To the employer, at once, when they chose instant emails (the daily digest covers the rest). */
export async function emailNewApplication(tx: Db, event: NewApplicationMail): Promise<void> {
  const employer = await findUserById(tx, event.employerUserId);
  if (!employer) return;
  const preferences = await ensurePreferences(tx, employer._id);
  if (preferences.applicationEmails !== 'instant') return;
  const links = unsubscribeLinks(preferences.unsubscribeToken, 'applications');
  const language = await languageOf(tx, employer._id);
  const t = mailWords[language];
  const about = { jobTitle: event.jobTitle, candidateName: event.candidateName };
  await enqueueMail(tx, {
    to: employer.email,
    userId: employer._id,
    kind: 'application_received',
    about: [event.candidateId],
    subject: t('mail.newApplicant.subject', about),
    unsubscribe: links.oneClick,
    ...composeEmail({
      language,
      greeting: t('mail.greeting', { name: employer.profile.displayName }),
      paragraphs: [t('mail.newApplicant.applied', about), t('mail.newApplicant.answerSoon')],
      action: {
        label: t('mail.newApplicant.action'),
        url: siteUrl(`/employer/dashboard/jobs/${event.jobId}/applicants`),
      },
      unsubscribe: { url: links.page, settingsUrl: siteUrl(EMAIL_SETTINGS_PATHS.employer) },
    }),
  });
}

/**
 * Confirms to the candidate that their application went out, in the language they read the site
 * in (decision 032). Asked for just now, so it always goes.
 */
export async function emailApplicationSent(
  tx: Db,
  event: { candidateUserId: string; jobTitle: string; companyName: string },
): Promise<void> {
  const candidate = await findUserById(tx, event.candidateUserId);
  if (!candidate) return;
  const language = await languageOf(tx, candidate._id);
  const t = mailWords[language];
  const about = { jobTitle: event.jobTitle, companyName: event.companyName };
  await enqueueMail(tx, {
    to: candidate.email,
    userId: candidate._id,
    kind: 'application_sent',
    subject: t('mail.applied.subject', about),
    ...composeEmail({
      language,
      greeting: t('mail.applied.greeting', { name: candidate.profile.displayName }),
      paragraphs: [t('mail.applied.sent', about), t('mail.applied.next')],
      action: { label: t('mail.applied.action'), url: siteUrl('/user/dashboard/applications') },
    }),
  });
}

/** A notice of an application's status: the bell's words, which its email also uses. */
export type StatusChangeMail = BellNotice & {
  /** The email's kind, when it is not a change of an application's status. */
  kind?: string;
};

/** To each candidate whose application moved, with the words their bell shows, in their language. */
export async function emailStatusChanges(tx: Db, notices: StatusChangeMail[]): Promise<void> {
  for (const notice of notices) {
    const candidate = await findUserById(tx, notice.userId);
    if (!candidate) continue;
    const preferences = await ensurePreferences(tx, candidate._id);
    if (!preferences.statusEmails) continue;
    const links = unsubscribeLinks(preferences.unsubscribeToken, 'status');
    const language = await languageOf(tx, candidate._id);
    const t = mailWords[language];
    const words = notice.wordsIn(language);
    await enqueueMail(tx, {
      to: candidate.email,
      userId: candidate._id,
      kind: notice.kind ?? 'application_status',
      subject: words.title,
      unsubscribe: links.oneClick,
      ...composeEmail({
        language,
        greeting: t('mail.greeting', { name: candidate.profile.displayName }),
        paragraphs: [words.body],
        action: {
          label: words.actionLabel ?? t('mail.status.action'),
          url: siteUrl(notice.link),
        },
        unsubscribe: { url: links.page, settingsUrl: siteUrl(EMAIL_SETTINGS_PATHS.candidate) },
      }),
    });
  }
}

/** Confirms the candidate's own withdrawal: they asked for it just now, so it always goes. */
export async function emailWithdrawal(
  tx: Db,
  event: { candidateUserId: string; jobTitle: string; companyName: string },
): Promise<void> {
  const candidate = await findUserById(tx, event.candidateUserId);
  if (!candidate) return;
  const language = await languageOf(tx, candidate._id);
  const t = mailWords[language];
  const about = { jobTitle: event.jobTitle, companyName: event.companyName };
  await enqueueMail(tx, {
    to: candidate.email,
    userId: candidate._id,
    kind: 'application_withdrawn',
    subject: t('mail.withdrawn.subject', about),
    ...composeEmail({
      language,
      greeting: t('mail.greeting', { name: candidate.profile.displayName }),
      paragraphs: [t('mail.withdrawn.done', about), t('mail.withdrawn.stays')],
      action: { label: t('mail.withdrawn.action'), url: siteUrl('/user/dashboard/applications') },
    }),
  });
}
