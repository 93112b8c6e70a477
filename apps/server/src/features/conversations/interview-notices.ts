import { dashboardPathFor, istMomentText } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { createTranslators } from '../../lib/translator';
import type { NotificationInput } from '../notifications/notifications.service';
import { languageOf } from '../users/users.service';
import en from './locales/en.json';
import hi from './locales/hi.json';
import type { Party } from './parties';

// The bell stores each notice's words, written by a dozen features. They are written here in the
// recipient's saved language, as their emails are (decision 032), rather than stored as a kind
// and parameters for the browser to word: that would need new columns, a migration and the
// personal-data inventory and export changed with them, and every writer moved at once, while
// the saved language follows the reader's switch (PUT /api/users/language) for every new notice.
const noticeWords = createTranslators({ en, hi });

const conversationLink = (role: 'candidate' | 'employer', applicationId: string) =>
  `${dashboardPathFor(role)}/messages/${applicationId}`;

/** To the candidate: the employer proposes a time. */
export async function invitationNotice(
  db: Db,
  party: Party,
  startsAt: Date,
): Promise<NotificationInput> {
  const userId = party.application.candidateId;
  const language = await languageOf(db, userId);
  const t = noticeWords[language];
  const about = { job: party.job.title, company: party.company.name };
  return {
    userId,
    title: t('conversations.notice.invited.title', about),
    body: t('conversations.notice.invited.body', {
      ...about,
      when: istMomentText(startsAt, language),
    }),
    link: conversationLink('candidate', party.application.id),
  };
}

/** To the employer who owns the job: the candidate accepted, or asked for another time. */
export async function answerNotice(
  db: Db,
  party: Party,
  answer: { employerId: string; accept: boolean; note: string; startsAt: Date },
): Promise<NotificationInput> {
  const userId = answer.employerId;
  const language = await languageOf(db, userId);
  const t = noticeWords[language];
  const who = party.candidate.fullName || party.candidate.displayName;
  const about = { who, job: party.job.title };
  const [title, body] = answer.accept
    ? [
        t('conversations.notice.accepted.title', about),
        t('conversations.notice.accepted.body', {
          ...about,
          when: istMomentText(answer.startsAt, language),
        }),
      ]
    : [
        t('conversations.notice.reschedule.title', about),
        t('conversations.notice.reschedule.body', { ...about, note: answer.note }),
      ];
  return {
    userId,
    title,
    body,
    link: conversationLink('employer', party.application.id),
    aboutUserIds: [party.application.candidateId],
  };
}
