import {
  MAIL_MESSAGES,
  type DevMailboxResponse,
  type NotificationPreferences,
  type NotificationPreferencesBody,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import type { NotificationPreferencesRow } from '../../db/schema/mail';
import { AppError } from '../../lib/app-error';
import { deleteAlertByToken } from './job-alerts';

export { createAlert, deleteAlert, listAlerts, setAlertFrequency } from './job-alerts';
import * as repo from './mail.repository';
import * as prefs from './preferences.repository';
import type { UnsubscribeTopic } from './unsubscribe-links';

// The feature's one public door: other features queue and word their mail through these.
export { enqueueMail, type OutgoingMail } from './outbox';
export { composeEmail, siteUrl, type EmailContent } from './email-layout';

/** The development mailbox's view of the outbox. */
export async function listMailbox(
  db: Db,
  filter: { to?: string | undefined; limit: number },
): Promise<DevMailboxResponse> {
  const rows = await repo.listMail(db, filter);
  return {
    messages: rows.map((row) => ({
      _id: row.id,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      kind: row.kind,
      status: row.status,
      unsubscribeUrl: row.unsubscribeUrl,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

export {
  emailApplicationSent,
  emailNewApplication,
  emailStatusChanges,
  emailWithdrawal,
  type StatusChangeMail,
} from './notification-mail';

export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  return toPreferences(await prefs.ensurePreferences(db, userId));
}

export async function updatePreferences(
  db: Db,
  userId: string,
  body: NotificationPreferencesBody,
): Promise<NotificationPreferences> {
  const fields = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  await prefs.updatePreferences(db, userId, fields);
  return getPreferences(db, userId);
}

const toPreferences = (row: NotificationPreferencesRow): NotificationPreferences => ({
  applicationEmails: row.applicationEmails,
  unansweredSummary: row.unansweredSummary,
  statusEmails: row.statusEmails,
  jobAlertEmails: row.jobAlertEmails,
  messageEmails: row.messageEmails,
});

const TOPIC_CHANGES: Record<Exclude<UnsubscribeTopic, 'alert'>, NotificationPreferencesBody> = {
  applications: { applicationEmails: 'off' },
  unanswered: { unansweredSummary: false },
  status: { statusEmails: false },
  alerts: { jobAlertEmails: false },
  messages: { messageEmails: false },
};

/**
 * One click, no sign-in: the token in the link is the only key. An alert's token deletes that
 * alert; a settings token turns off the one kind of email it came with. Clicking twice is fine.
 */
export async function unsubscribe(
  db: Db,
  token: string,
  topic: string | undefined,
): Promise<string> {
  if (topic === 'alert' || topic === undefined) {
    if (await deleteAlertByToken(db, token)) return MAIL_MESSAGES.unsubscribed;
    if (topic === 'alert') throw new AppError('NOT_FOUND', MAIL_MESSAGES.unsubscribeInvalid);
  }
  const row = await prefs.findPreferencesByToken(db, token);
  const change =
    topic && topic !== 'alert' && topic in TOPIC_CHANGES
      ? TOPIC_CHANGES[topic as keyof typeof TOPIC_CHANGES]
      : undefined;
  if (!row || !change) throw new AppError('NOT_FOUND', MAIL_MESSAGES.unsubscribeInvalid);
  await prefs.updatePreferences(db, row.userId, change);
  return MAIL_MESSAGES.unsubscribed;
}
