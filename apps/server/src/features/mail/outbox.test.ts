import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DevMailboxResponseSchema } from '@shuruaat/contract';
import { withTransaction } from '../../db/transaction';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { createTestApp } from '../../test/test-app';
import { composeEmail } from './email-layout';
import { createMailSender } from './mail-sender';
import { enqueueMail } from './outbox';

let smtp: TestSmtpServer;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    mail: {
      enabled: true,
      smtpUrl: smtp.url,
      from: 'Shuruaat <hello@shuruaat.test>',
      pollMs: 60_000,
      scheduleMs: 0,
    },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

let n = 0;
const address = () => `reader.${(n += 1)}@example.in`;
const queue = (to: string, extra: { unsubscribe?: string } = {}) =>
  withTransaction(app.db, (tx) =>
    enqueueMail(tx, {
      to,
      subject: 'Your application was seen',
      ...composeEmail({ greeting: 'Hello Asha,', paragraphs: ['Kirana Cloud opened it today.'] }),
      kind: 'test',
      ...extra,
    }),
  );
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
const statusOf = async (id: string) =>
  (
    await rowsOf<{ status: string; attempts: number }>(
      sql`select status, attempts from mail_outbox where id = ${id}`,
    )
  )[0];

describe('enqueueMail and the background sender', () => {
  it('delivers queued mail over SMTP with From, text and HTML', async () => {
    const to = address();
    const id = await queue(to);
    expect(await app.mail.sendDue()).toBe(1);
    const [mail] = smtp.mailTo(to);
    expect(mail?.subject).toBe('Your application was seen');
    expect(mail?.text).toContain('Kirana Cloud opened it today.');
    expect(mail?.html).toContain('<p style="margin:0 0 16px;line-height:1.5">Hello Asha,</p>');
    expect(mail?.rawHeaders.from).toBe('Shuruaat <hello@shuruaat.test>');
    expect(mail?.rawHeaders['list-unsubscribe']).toBeUndefined();
    expect(await statusOf(id)).toEqual({ status: 'sent', attempts: 1 });
    expect(await app.mail.sendDue()).toBe(0);
    expect(smtp.mailTo(to)).toHaveLength(1);
  });

  it('adds RFC 8058 one-click unsubscribe headers to non-essential mail', async () => {
    const to = address();
    await queue(to, { unsubscribe: 'http://localhost:3000/api/mail/unsubscribe?token=abc' });
    await app.mail.sendDue();
    const [mail] = smtp.mailTo(to);
    expect(mail?.rawHeaders).toMatchObject({
      'list-unsubscribe': '<http://localhost:3000/api/mail/unsubscribe?token=abc>',
      'list-unsubscribe-post': 'List-Unsubscribe=One-Click',
    });
  });

  it('sends nothing for a change that rolled back', async () => {
    const to = address();
    await expect(
      withTransaction(app.db, async (tx) => {
        await enqueueMail(tx, { to, subject: 'Never', text: 'x', html: '<p>x</p>', kind: 'test' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await app.mail.sendDue();
    expect(smtp.mailTo(to)).toEqual([]);
  });

  it('retries a temporary SMTP failure later, with backoff, and then delivers', async () => {
    const to = address();
    const id = await queue(to);
    smtp.refuseNext(1);
    expect(await app.mail.sendDue()).toBe(0);
    const [waiting] = await rowsOf<{
      status: string;
      attempts: number;
      wait: number;
      last_error: string;
    }>(
      sql`select status, attempts, last_error, extract(epoch from next_attempt_at - now()) as wait from mail_outbox where id = ${id}`,
    );
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(Number(waiting?.wait)).toBeGreaterThan(20);
    expect(waiting?.last_error).toMatch(/Try again later/);
    // Not due yet: a second pass leaves it alone.
    expect(await app.mail.sendDue()).toBe(0);
    await app.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
    expect(await app.mail.sendDue()).toBe(1);
    expect(smtp.mailTo(to)).toHaveLength(1);
    expect(await statusOf(id)).toEqual({ status: 'sent', attempts: 2 });
  });

  it('picks up mail a crashed sender had claimed once its lease runs out', async () => {
    const to = address();
    const id = await queue(to);
    // A sender claimed it and died before sending: the lease is still running.
    await app.db.execute(
      sql`update mail_outbox set locked_until = now() + interval '1 minute', attempts = 1 where id = ${id}`,
    );
    expect(await app.mail.sendDue()).toBe(0);
    await app.db.execute(
      sql`update mail_outbox set locked_until = now() - interval '1 second' where id = ${id}`,
    );
    expect(await app.mail.sendDue()).toBe(1);
    expect(smtp.mailTo(to)).toHaveLength(1);
  });

  it('never sends one message twice when several senders run at once', async () => {
    const recipients = Array.from({ length: 30 }, address);
    for (const to of recipients) await queue(to);
    const others = [1, 2, 3].map(() =>
      createMailSender(app.db, { smtpUrl: smtp.url, from: 'Shuruaat <hello@shuruaat.test>' }),
    );
    const counts = await Promise.all([app.mail.sendDue(), ...others.map((s) => s.sendDue())]);
    for (const sender of others) sender.close();
    expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
    for (const to of recipients) expect(smtp.mailTo(to)).toHaveLength(1);
  });
});

describe('GET /api/dev/mailbox (development only)', () => {
  it('shows queued mail for one address, newest first', async () => {
    const to = address();
    await queue(to);
    const response = await app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(200);
    const { messages } = DevMailboxResponseSchema.parse(response.json());
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to, subject: 'Your application was seen', kind: 'test' });
    expect(messages[0]?.text).toContain('Kirana Cloud opened it today.');
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({
      isProduction: true,
      env: 'production',
      mail: {
        enabled: false,
        smtpUrl: undefined,
        from: 'x <x@x.in>',
        pollMs: 60_000,
        scheduleMs: 0,
      },
    });
    try {
      expect((await production.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
