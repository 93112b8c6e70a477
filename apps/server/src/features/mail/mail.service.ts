import type { DevMailboxResponse } from '@shuruaat/contract';
import type { Db } from '../../db/client';
import * as repo from './mail.repository';

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
