import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DevMailboxResponseSchema,
  JobAlertsResponseSchema,
  MAIL_MESSAGES,
  NotificationPreferencesSchema,
} from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { openThread, sendMessage } from '../../test/conversations';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
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

/** What arrived for an address, apart from the sign-up confirmation every new account gets. */
const mailFor = (address: string) =>
  smtp.mailTo(address).filter((m) => m.subject !== 'Confirm your email for Shuruaat');
const as = (account: TestAccount) => bearer(account.token);
const settingsOf = async (account: TestAccount) =>
  NotificationPreferencesSchema.parse(
    (await app.inject({ url: '/api/users/email-settings', headers: as(account) })).json(),
  );
const saveSettings = (account: TestAccount, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/users/email-settings', headers: as(account), payload });
const moveTo = (employer: TestAccount, jobId: string, candidate: TestAccount, newStatus: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/employers/job/${jobId}/applicant/${candidate.user._id}/status`,
    headers: as(employer),
    payload: { newStatus },
  });
/** The footer link and header of a non-essential email: one-click POST, then a second is harmless. */
const unsubscribeUrlOf = (mail: { rawHeaders: Record<string, string> }) =>
  new URL((mail.rawHeaders['list-unsubscribe'] ?? '').replace(/^<|>$/g, ''));

describe('emails about applications', () => {
  it('emails the employer at once when someone applies, with a link to the applicants', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
    await app.mail.sendDue();
    const [mail] = mailFor(employer.email);
    expect(mail?.subject).toBe('New applicant for React Developer Intern: Ananya Iyer');
    expect(mail?.text).toContain(`/employer/dashboard/jobs/${job._id}/applicants`);
    expect(mail?.text).toContain('/employer/dashboard/email-settings');
    expect(mail?.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const bell = await app.inject({ url: '/api/users/notifications', headers: as(employer) });
    expect(bell.json().notifications[0]).toMatchObject({
      title: 'New applicant: React Developer Intern',
      body: 'Ananya Iyer applied for React Developer Intern.',
    });
  });

  it('sends a daily digest instead when the employer chose one, and nothing when off', async () => {
    const employer = await readyEmployer(app);
    expect((await saveSettings(employer, { applicationEmails: 'daily' })).statusCode).toBe(200);
    const job = await postJob(app, employer, jobBody({ questions: [] }));
    for (let i = 0; i < 2; i += 1) await apply(app, await readyCandidate(app), job._id);
    await app.mail.sendDue();
    expect(mailFor(employer.email)).toEqual([]);
    await app.mail.runSchedules(new Date(Date.now() + 60_000));
    await app.mail.sendDue();
    const digests = smtp
      .mailTo(employer.email)
      .filter((m) => m.subject.includes('new application'));
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toBe('2 new applications on Shuruaat');
    expect(digests[0]?.text).toContain('Junior Backend Engineer: 2 applicants');
    // The next run the same day sends no second digest.
    await app.mail.runSchedules(new Date(Date.now() + 120_000));
    await app.mail.sendDue();
    expect(
      mailFor(employer.email).filter((m) => m.subject.includes('new application')),
    ).toHaveLength(1);

    await saveSettings(employer, { applicationEmails: 'off' });
    smtp.received.length = 0;
    await apply(app, await readyCandidate(app), job._id);
    await app.mail.sendDue();
    expect(mailFor(employer.email)).toEqual([]);
  });

  it('sums up unanswered applications once a day', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const answered = await readyCandidate(app);
    await apply(app, answered, job._id);
    await apply(app, await readyCandidate(app), job._id);
    await moveTo(employer, job._id, answered, 'shortlisted');
    await app.mail.runSchedules(new Date(Date.now() + 60_000));
    await app.mail.sendDue();
    const summary = mailFor(employer.email).find((m) => m.subject.includes('waiting'));
    expect(summary?.subject).toBe('1 application is waiting for your answer');
    expect(summary?.text).toContain('React Developer Intern: 1 application');
  });

  it('emails the candidate on every status change and confirms a withdrawal', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    await apply(app, candidate, job._id);
    await moveTo(employer, job._id, candidate, 'shortlisted');
    await moveTo(employer, job._id, candidate, 'interview');
    await app.mail.sendDue();
    expect(mailFor(candidate.email).map((m) => m.subject)).toEqual([
      'Application sent: React Developer Intern at Kirana Cloud',
      'Shortlisted: React Developer Intern at Kirana Cloud',
      'Interview: React Developer Intern at Kirana Cloud',
    ]);
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/candidates/application/${job._id}/${candidate.user._id}`,
      headers: as(candidate),
    });
    expect(withdrawn.statusCode).toBe(200);
    await app.mail.sendDue();
    const confirmation = mailFor(candidate.email).at(-1);
    expect(confirmation?.subject).toBe('You withdrew your application: React Developer Intern');
    expect(confirmation?.rawHeaders['list-unsubscribe']).toBeUndefined();
  });

  it('stops status emails after a one-click unsubscribe, as a mail client sends it', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    await apply(app, candidate, job._id);
    await moveTo(employer, job._id, candidate, 'shortlisted');
    await app.mail.sendDue();
    // The first is the application's confirmation, which has no unsubscribe link.
    const mail = mailFor(candidate.email).find((m) => m.subject.startsWith('Shortlisted'));
    const url = unsubscribeUrlOf(mail ?? { rawHeaders: {} });
    const oneClick = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ message: MAIL_MESSAGES.unsubscribed });
    expect((await settingsOf(candidate)).statusEmails).toBe(false);
    await moveTo(employer, job._id, candidate, 'interview');
    await app.mail.sendDue();
    // The application's confirmation and the shortlisting; no interview email after unsubscribing.
    expect(mailFor(candidate.email).map((m) => m.subject.split(':')[0])).toEqual([
      'Application sent',
      'Shortlisted',
    ]);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/mail/unsubscribe',
      payload: { token: 'n'.repeat(43), topic: 'status' },
    });
    expect(forged.statusCode).toBe(404);
  });
});

describe('email settings', () => {
  it('starts with every email on and saves only the fields sent', async () => {
    const candidate = await registerAccount(app, 'candidate');
    expect(await settingsOf(candidate)).toEqual({
      applicationEmails: 'instant',
      unansweredSummary: true,
      statusEmails: true,
      jobAlertEmails: true,
      messageEmails: true,
    });
    const saved = await saveSettings(candidate, { jobAlertEmails: false });
    expect(saved.json()).toMatchObject({ jobAlertEmails: false, statusEmails: true });
    expect((await saveSettings(candidate, { applicationEmails: 'hourly' })).statusCode).toBe(400);
  });
});

describe('job alerts', () => {
  const alertBody = { query: { q: 'data analyst', kind: 'internship', city: ['Pune'] } };
  const save = (candidate: TestAccount, payload: object = alertBody) =>
    app.inject({
      method: 'POST',
      url: '/api/candidates/job-alerts',
      headers: as(candidate),
      payload,
    });
  const alertsOf = async (candidate: TestAccount) =>
    JobAlertsResponseSchema.parse(
      (await app.inject({ url: '/api/candidates/job-alerts', headers: as(candidate) })).json(),
    ).alerts;
  const analyst = (title: string) =>
    internshipBody({ title, cities: ['Pune'], workMode: 'office', questions: [] });

  it('saves a search with a readable name, lists, changes and deletes it', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const saved = await save(candidate);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().alert).toMatchObject({
      label: '“data analyst” · Internships · Pune',
      frequency: 'daily',
      lastSentAt: null,
    });
    const id: string = saved.json().alert._id;
    const weekly = await app.inject({
      method: 'PATCH',
      url: `/api/candidates/job-alerts/${id}`,
      headers: as(candidate),
      payload: { frequency: 'weekly' },
    });
    expect(weekly.json().alert.frequency).toBe('weekly');
    const other = await registerAccount(app, 'candidate');
    const stolen = await app.inject({
      method: 'DELETE',
      url: `/api/candidates/job-alerts/${id}`,
      headers: as(other),
    });
    expect(stolen.statusCode).toBe(404);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/candidates/job-alerts/${id}`,
      headers: as(candidate),
    });
    expect(deleted.json()).toEqual({ message: MAIL_MESSAGES.alertDeleted });
    expect(await alertsOf(candidate)).toEqual([]);
  });

  it('emails new matching listings once, never a closed one, and unsubscribes in one click', async () => {
    const candidate = await registerAccount(app, 'candidate');
    await save(candidate);
    const employer = await readyEmployer(app);
    const first = await postJob(app, employer, analyst('Data Analyst Intern'));
    const closed = await postJob(app, employer, analyst('Data Analyst Intern, Evenings'));
    await app.inject({
      method: 'PATCH',
      url: `/api/employers/employer-job/${closed._id}/closed`,
      headers: as(employer),
    });
    await postJob(
      app,
      employer,
      internshipBody({ title: 'Data Analyst Intern', cities: ['Chennai'], workMode: 'office' }),
    );

    const inADay = Date.now() + 25 * 60 * 60_000;
    await app.mail.runSchedules(new Date(inADay));
    await app.mail.sendDue();
    const [digest] = mailFor(candidate.email);
    expect(digest?.subject).toBe(
      'A new listing matches your alert: “data analyst” · Internships · Pune',
    );
    expect(digest?.text).toContain(`/jobs/${first.slug}`);
    expect(digest?.text).not.toContain('Evenings');
    expect(digest?.text).not.toContain('Chennai');
    expect(digest?.rawHeaders['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // The next day: only what is new since, never the first listing again.
    const second = await postJob(app, employer, analyst('Junior Data Analyst Intern'));
    await app.mail.runSchedules(new Date(inADay + 25 * 60 * 60_000));
    await app.mail.sendDue();
    const next = mailFor(candidate.email)[1];
    expect(next?.text).toContain(`/jobs/${second.slug}`);
    expect(next?.text).not.toContain(`/jobs/${first.slug}`);
    expect((await alertsOf(candidate))[0]?.lastSentAt).not.toBeNull();

    const url = unsubscribeUrlOf(next ?? { rawHeaders: {} });
    const oneClick = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await alertsOf(candidate)).toEqual([]);
  });

  it('sends no alert email while job alert emails are turned off', async () => {
    const candidate = await registerAccount(app, 'candidate');
    await save(candidate);
    await saveSettings(candidate, { jobAlertEmails: false });
    const employer = await readyEmployer(app);
    await postJob(app, employer, analyst('Data Analyst Intern'));
    await app.mail.runSchedules(new Date(Date.now() + 25 * 60 * 60_000));
    await app.mail.sendDue();
    expect(mailFor(candidate.email)).toEqual([]);
  });

  it('keeps at most 20 alerts per candidate', async () => {
    const candidate = await registerAccount(app, 'candidate');
    for (let i = 0; i < 20; i += 1)
      expect((await save(candidate, { query: { q: `skill ${i}` } })).statusCode).toBe(201);
    const over = await save(candidate, { query: { q: 'one more' } });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(MAIL_MESSAGES.tooManyAlerts);
  });
});

describe('emails about messages left unread', () => {
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const messageMail = (address: string) =>
    mailFor(address).filter((m) => / about React Developer Intern$/.test(m.subject));
  const sweepAt = async (minutes: number) => {
    await app.mail.runSchedules(minutesFromNow(minutes));
    await app.mail.sendDue();
  };

  it('emails a message still unread after ten minutes, once, with a link to reply', async () => {
    const t = await openThread(app);
    await sendMessage(app, t.employer, t.applicationId, 'Can you start on Monday at 10?');
    await sweepAt(5);
    expect(messageMail(t.candidate.email)).toHaveLength(0);
    await sweepAt(11);
    const [mail, ...more] = messageMail(t.candidate.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Kirana Cloud sent you a new message about React Developer Intern');
    expect(mail?.text).toContain('“Can you start on Monday at 10?”');
    expect(mail?.text).toContain(`/user/dashboard/messages/${t.applicationId}`);
    expect(mail?.rawHeaders['list-unsubscribe']).toMatch(/topic=messages/);
    await sweepAt(12);
    expect(messageMail(t.candidate.email)).toHaveLength(1);
  });

  it('emails nothing about a message read in time', async () => {
    const t = await openThread(app);
    await sendMessage(app, t.employer, t.applicationId, 'Thanks for applying.');
    await app.inject({ url: `/api/users/messages/${t.applicationId}`, headers: as(t.candidate) });
    await sweepAt(11);
    expect(messageMail(t.candidate.email)).toHaveLength(0);
  });

  it('sends a busy conversation at most one email an hour, and the later messages after it', async () => {
    const t = await openThread(app);
    await sendMessage(app, t.employer, t.applicationId, 'Hello!');
    await app.inject({ url: `/api/users/messages/${t.applicationId}`, headers: as(t.candidate) });
    const replied = await sendMessage(app, t.candidate, t.applicationId, 'Hi, yes I can.');
    expect(replied.statusCode).toBe(201);
    await sendMessage(app, t.candidate, t.applicationId, 'Should I bring my laptop?');
    await sweepAt(11);
    const first = messageMail(t.employer.email);
    expect(first.map((m) => m.subject)).toEqual([
      'Ananya Iyer sent you 2 new messages about React Developer Intern',
    ]);
    expect(first[0]?.text).toContain('“Should I bring my laptop?”');
    expect(first[0]?.text).toContain(`/employer/dashboard/messages/${t.applicationId}`);
    await sendMessage(app, t.candidate, t.applicationId, 'One more question.');
    await sweepAt(30);
    expect(messageMail(t.employer.email)).toHaveLength(1);
    await sweepAt(75);
    expect(messageMail(t.employer.email).at(-1)?.subject).toBe(
      'Ananya Iyer sent you a new message about React Developer Intern',
    );
  });

  it('stops after a one-click unsubscribe, and the setting shows it', async () => {
    const t = await openThread(app);
    await sendMessage(app, t.employer, t.applicationId, 'Are you still interested?');
    await sweepAt(11);
    const [mail] = messageMail(t.candidate.email);
    const url = unsubscribeUrlOf(mail ?? { rawHeaders: {} });
    const oneClick = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect((await settingsOf(t.candidate)).messageEmails).toBe(false);
    await sendMessage(app, t.employer, t.applicationId, 'Last reminder.');
    await sweepAt(80);
    expect(messageMail(t.candidate.email)).toHaveLength(1);
  });
});
