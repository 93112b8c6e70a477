import { UNREAD_MESSAGE_EMAIL_AFTER_MINUTES } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { findUserById, languageOf } from '../users/users.service';
import { composeEmail, EMAIL_SETTINGS_PATHS, siteUrl } from './email-layout';
import { mailWords } from './mail-words';
import { enqueueMail } from './outbox';
import { ensurePreferences } from './preferences.repository';
import { unsubscribeLinks } from './unsubscribe-links';
import { claimUnreadBatches, type UnreadBatch } from './unread-messages.repository';

const PREVIEW_CHARS = 280;
const preview = (body: string) =>
  body.length > PREVIEW_CHARS ? `${body.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : body;

/**
 * Emails each recipient about the messages they left unread; the claim and the mail commit
 * together. "Away" is judged by the database, not by an open page on one instance: whoever has
 * the conversation open reads a message as it arrives, so only the absent are emailed.
 */
export async function emailUnreadMessages(db: Db, now: Date): Promise<void> {
  await withTransaction(db, async (tx) => {
    const batches = await claimUnreadBatches(tx, now, UNREAD_MESSAGE_EMAIL_AFTER_MINUTES);
    for (const batch of batches) await emailBatch(tx, batch);
  });
}

async function emailBatch(tx: Db, batch: UnreadBatch): Promise<void> {
  const toCandidate = batch.from_employer;
  const recipientId = toCandidate ? batch.candidate_id : batch.employer_id;
  const recipient = recipientId ? await findUserById(tx, recipientId) : undefined;
  if (!recipient) return;
  const preferences = await ensurePreferences(tx, recipient._id);
  if (!preferences.messageEmails) return;
  const links = unsubscribeLinks(preferences.unsubscribeToken, 'messages');
  const area = toCandidate ? 'user' : 'employer';
  const language = await languageOf(tx, recipient._id);
  const t = mailWords[language];
  const sender = toCandidate
    ? batch.company_name
    : batch.candidate_name || t('mail.messages.aCandidate');
  const about = { sender, count: batch.count, jobTitle: batch.job_title };
  await enqueueMail(tx, {
    to: recipient.email,
    userId: recipient._id,
    kind: 'unread_messages',
    // To the employer it carries the candidate's name and words.
    about: !toCandidate && batch.candidate_id ? [batch.candidate_id] : [],
    subject: t('mail.messages.subject', about),
    unsubscribe: links.oneClick,
    ...composeEmail({
      language,
      greeting: t('mail.greeting', { name: recipient.profile.displayName }),
      paragraphs: [
        t('mail.messages.intro', about),
        ...(batch.latest_body
          ? [t('mail.messages.quote', { preview: preview(batch.latest_body) })]
          : []),
      ],
      action: {
        label: t('mail.messages.action'),
        url: siteUrl(`/${area}/dashboard/messages/${batch.application_id}`),
      },
      unsubscribe: {
        url: links.page,
        settingsUrl: siteUrl(EMAIL_SETTINGS_PATHS[toCandidate ? 'candidate' : 'employer']),
      },
    }),
  });
}
