import type { Db } from '../../db/client';
import * as repo from './mail.repository';

/** One email as a feature hands it over; the sender adds From and the unsubscribe headers. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for, e.g. 'password_reset', 'application_received'. */
  kind: string;
  /** The account it is about; erasing the account deletes its mail, sent or still waiting. */
  userId?: string | null | undefined;
  /** Other people it names (an applicant's name to an employer): erasing one deletes it. */
  about?: string[] | undefined;
  /**
   * The one-click unsubscribe URL (RFC 8058) of a non-essential message. Set it on everything a
   * person did not ask for just now (notifications, digests, alerts); leave it out of password
   * resets and verification links.
   */
  unsubscribe?: string | undefined;
};

/**
 * Queues an email. Call it with the transaction of the change the email reports, so the email
 * leaves if and only if the change commits. It never touches SMTP: the background sender
 * (mail-sender.ts) delivers it, with retries, moments later.
 */
export async function enqueueMail(tx: Db, mail: OutgoingMail): Promise<string> {
  return repo.insertMail(tx, {
    toAddress: mail.to,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
    kind: mail.kind,
    userId: mail.userId ?? null,
    aboutUserIds: mail.about ?? [],
    unsubscribeUrl: mail.unsubscribe ?? null,
  });
}
