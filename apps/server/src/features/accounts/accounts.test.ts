import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES, MeResponseSchema } from '@shuruaat/contract';
import {
  bearer,
  PASSWORD,
  registerAccount,
  tokenFrom,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { COMPANY_PROFILE, internshipBody } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let smtp: TestSmtpServer;
let app: FastifyInstance;
beforeAll(async () => {
  smtp = await startSmtpServer();
  app = await createTestApp({
    mail: {
      enabled: true,
      smtpUrl: smtp.url,
      from: 'Shuruaat <no-reply@shuruaat.test>',
      pollMs: 60_000,
      scheduleMs: 0,
    },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const post = (url: string, payload?: object, account?: TestAccount) =>
  app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    headers: account ? bearer(account.token) : {},
  });
const me = (token: string) => app.inject({ url: '/api/users/me', headers: bearer(token) });
const login = (email: string, password: string) => post('/api/users/login', { email, password });

/** Delivers the outbox and answers the newest email that arrived for the address. */
async function inbox(address: string) {
  await app.mail.sendDue();
  const mails = smtp.mailTo(address);
  const newest = mails.at(-1);
  if (!newest) throw new Error(`no email arrived for ${address}`);
  return newest;
}

describe('email verification', () => {
  it('emails a confirmation link at sign-up that confirms the address once', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail(), { verified: false });
    expect(account.user.emailVerified).toBe(false);
    const mail = await inbox(account.email);
    expect(mail.subject).toBe('Confirm your email for Shuruaat');
    expect(mail.text).toContain('Hello Test Person,');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/verify-email\?token=[\w-]{43}/);
    expect(mail.html).toContain('Confirm my email');
    // Essential mail: nothing to unsubscribe from.
    expect(mail.rawHeaders['list-unsubscribe']).toBeUndefined();

    const token = tokenFrom(mail.text, '/verify-email');
    const first = await post('/api/users/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: MAIL_MESSAGES.verifyDone });
    expect(MeResponseSchema.parse((await me(account.token)).json()).user.emailVerified).toBe(true);

    const again = await post('/api/users/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(MAIL_MESSAGES.verifyInvalid);
  });

  it('resends a fresh link to the signed-in user, and the older link stops working', async () => {
    const account = await registerAccount(app, 'employer', uniqueEmail(), { verified: false });
    const oldToken = tokenFrom((await inbox(account.email)).text, '/verify-email');
    expect((await post('/api/users/verify-email/resend')).statusCode).toBe(401);
    const resent = await post('/api/users/verify-email/resend', undefined, account);
    expect(resent.json()).toEqual({ message: MAIL_MESSAGES.verifySent });
    const newToken = tokenFrom((await inbox(account.email)).text, '/verify-email');
    expect(newToken).not.toBe(oldToken);
    expect((await post('/api/users/verify-email', { token: oldToken })).statusCode).toBe(400);
    expect((await post('/api/users/verify-email', { token: newToken })).statusCode).toBe(200);
    const after = await post('/api/users/verify-email/resend', undefined, account);
    expect(after.json()).toEqual({ message: MAIL_MESSAGES.alreadyVerified });
  });

  it('refuses a made-up or expired link', async () => {
    const forged = await post('/api/users/verify-email', { token: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(400);
    const account = await registerAccount(app, 'candidate', uniqueEmail(), { verified: false });
    const token = tokenFrom((await inbox(account.email)).text, '/verify-email');
    await app.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${account.user._id}`,
    );
    expect((await post('/api/users/verify-email', { token })).statusCode).toBe(400);
  });

  it('lets an unconfirmed employer save drafts but publish only after confirming', async () => {
    const employer = await registerAccount(app, 'employer', uniqueEmail(), { verified: false });
    await app.inject({
      method: 'PUT',
      url: '/api/employers/update-employer-profile',
      headers: bearer(employer.token),
      payload: COMPANY_PROFILE,
    });
    const live = await post('/api/employers/post-job', internshipBody(), employer);
    expect(live.statusCode).toBe(403);
    expect(live.json().message).toBe(MAIL_MESSAGES.verifyToPost);
    const draft = await post(
      '/api/employers/post-job',
      internshipBody({ status: 'draft' }),
      employer,
    );
    expect(draft.statusCode).toBe(201);
    const jobId: string = draft.json().job._id;
    const publish = () =>
      app.inject({
        method: 'PATCH',
        url: `/api/employers/employer-job/${jobId}/active`,
        headers: bearer(employer.token),
      });
    expect((await publish()).statusCode).toBe(403);

    const token = tokenFrom((await inbox(employer.email)).text, '/verify-email');
    expect((await post('/api/users/verify-email', { token })).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);
    expect((await post('/api/employers/post-job', internshipBody(), employer)).statusCode).toBe(
      201,
    );
  });
});

describe('password reset', () => {
  it('gives the same answer whether or not the email has an account', async () => {
    const account = await registerAccount(app, 'candidate');
    const known = await post('/api/users/forgot-password', { email: account.email });
    const unknown = await post('/api/users/forgot-password', { email: uniqueEmail('nobody') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: MAIL_MESSAGES.forgotSent });
  });

  it('sets a new password once with the emailed link and signs out every session', async () => {
    const account = await registerAccount(app, 'candidate');
    const otherDevice = (await login(account.email, PASSWORD)).json().token as string;
    await post('/api/users/forgot-password', { email: account.email.toUpperCase() });
    const mail = await inbox(account.email);
    expect(mail.subject).toBe('Set a new password for Shuruaat');
    expect(mail.text).toContain('for 30 minutes');
    const token = tokenFrom(mail.text, '/reset-password');

    const short = await post('/api/users/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);

    const reset = await post('/api/users/reset-password', { token, password: 'a-new-password-9' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: MAIL_MESSAGES.resetDone });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(account.email, 'a-new-password-9')).statusCode).toBe(200);
    expect((await inbox(account.email)).subject).toBe('Your Shuruaat password was changed');

    const reuse = await post('/api/users/reset-password', { token, password: 'another-one-99' });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe(MAIL_MESSAGES.resetInvalid);
  });

  it('stores only a hash of the token, and the link dies after 30 minutes', async () => {
    const account = await registerAccount(app, 'employer');
    await post('/api/users/forgot-password', { email: account.email });
    const token = tokenFrom((await inbox(account.email)).text, '/reset-password');
    const rows = (
      (await app.db.execute(
        sql`select token_hash, extract(epoch from expires_at - created_at) as ttl from email_tokens where user_id = ${account.user._id} and purpose = 'password_reset'`,
      )) as unknown as { rows: { token_hash: string; ttl: string }[] }
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);
    expect(Math.round(Number(rows[0]?.ttl))).toBe(30 * 60);
    await app.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where user_id = ${account.user._id}`,
    );
    const late = await post('/api/users/reset-password', { token, password: 'a-new-password-9' });
    expect(late.statusCode).toBe(400);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-up name', () => {
  it('fills the candidate’s full name, so applying does not ask for it again', async () => {
    const response = await post('/api/users/register', {
      name: 'Ananya Iyer',
      email: uniqueEmail(),
      password: PASSWORD,
      role: 'candidate',
    });
    const profile = await app.inject({
      url: '/api/candidates/get-candidate-profile',
      headers: bearer(response.json().token),
    });
    expect(profile.json().profile).toMatchObject({ fullName: 'Ananya Iyer' });
  });
});
