import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { MailRow } from '../../db/schema/mail';
import * as repo from './mail.repository';

/** A claim outlives any one send: SMTP timeouts below are far shorter. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** About two days of retries with backoff: 30 s, 1 min, 2 min … capped at 6 h. */
export const MAX_ATTEMPTS = 12;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 60 * 60_000);
}

type SmtpError = Error & { responseCode?: number };

/** A 5xx answer (unknown mailbox, refused address) will not change on a retry. */
const isPermanent = (error: SmtpError) =>
  typeof error.responseCode === 'number' && error.responseCode >= 500 && error.responseCode < 600;

export type MailSender = {
  /** Sends every due message now; resolves to how many were delivered. */
  sendDue(): Promise<number>;
  close(): void;
};

/**
 * Delivers the outbox over SMTP. Each message is claimed (a lease, SKIP LOCKED) before it is
 * sent and marked sent after, so instances sharing a database never send one twice. A process
 * killed between the SMTP answer and the mark would send that one message again after the
 * lease; SMTP offers nothing stronger, and a repeat beats a loss.
 */
export function createMailSender(
  db: Db,
  options: { smtpUrl: string; from: string; onError?: (error: unknown, mail: MailRow) => void },
): MailSender {
  const url = new URL(options.smtpUrl);
  // Short timeouts: the default two minutes would outlast the claim's lease.
  for (const [name, ms] of [
    ['connectionTimeout', 10_000],
    ['greetingTimeout', 10_000],
    ['socketTimeout', 30_000],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
  }
  const transport: Transporter = nodemailer.createTransport(url.toString());

  async function deliver(mail: MailRow): Promise<boolean> {
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        headers: mail.unsubscribeUrl
          ? {
              'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {},
      });
      await repo.markSent(db, mail.id);
      return true;
    } catch (error) {
      options.onError?.(error, mail);
      const smtpError = error as SmtpError;
      const retry =
        !isPermanent(smtpError) && mail.attempts < MAX_ATTEMPTS
          ? new Date(Date.now() + retryDelayMs(mail.attempts))
          : undefined;
      await repo.markFailedAttempt(db, mail.id, String(smtpError.message).slice(0, 500), retry);
      return false;
    }
  }

  let running: Promise<number> | undefined;
  async function drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await repo.claimDueMail(db, BATCH, LEASE_MS);
      if (batch.length === 0) return sent;
      for (const mail of batch) if (await deliver(mail)) sent += 1;
    }
  }

  return {
    // One drain at a time per process: a second call waits for the running one, then looks again.
    async sendDue() {
      while (running) await running.catch(() => undefined);
      running = drain();
      try {
        return await running;
      } finally {
        running = undefined;
      }
    },
    close: () => transport.close(),
  };
}
