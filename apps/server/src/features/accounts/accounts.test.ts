import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  CandidateProfileResponseSchema,
  KNOWN_DEVICE_COOKIE,
  MAIL_MESSAGES,
  PASSWORD_MESSAGES,
  MeResponseSchema,
  MINOR_MESSAGES,
  todayInIndia,
} from '@shuruaat/contract';
import {
  bearer,
  PASSWORD,
  registerAccount,
  tokenFrom,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp';
import { COMPANY_PROFILE, internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { apply, CANDIDATE_PROFILE, updateProfile, uploadResume } from '../../test/candidates';
import { createTestApp } from '../../test/test-app';
import { loginFailures } from '../../db/schema/sessions';

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
    // A common password is refused before the link is spent, so the person can choose again.
    const common = await post('/api/users/reset-password', { token, password: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().details).toEqual([
      { path: 'password', message: PASSWORD_MESSAGES.common },
    ]);

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

  it('lets the owner in after an emailed link however many guesses locked the account, and trusts that browser', async () => {
    const account = await registerAccount(app, 'candidate');
    // As a guesser spread over many addresses leaves it: every unknown client locked out.
    await app.db.insert(loginFailures).values({
      email: account.email,
      scope: 'unknown-clients',
      failures: 5000,
      windowStartedAt: new Date(),
    });
    expect((await login(account.email, PASSWORD)).statusCode).toBe(429);
    await post('/api/users/forgot-password', { email: account.email });
    const token = tokenFrom((await inbox(account.email)).text, '/reset-password');
    const reset = await post('/api/users/reset-password', { token, password: 'a-fresh-start-7' });
    expect(reset.statusCode).toBe(200);
    expect(reset.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)?.value).toContain(
      account.user._id,
    );
    expect((await login(account.email, 'a-fresh-start-7')).statusCode).toBe(200);
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

describe('the name typed at sign-up', () => {
  it('becomes a new employer’s contact name, with their email as the contact email', async () => {
    const email = uniqueEmail('employer');
    const made = await post('/api/users/register', {
      name: 'Farhan Qureshi',
      email,
      password: PASSWORD,
      role: 'employer',
    });
    const profile = await app.inject({
      url: '/api/employers/get-employer-profile',
      headers: bearer(made.json().token),
    });
    expect(profile.json().profile).toMatchObject({
      contactName: 'Farhan Qureshi',
      contactEmail: email,
      companyName: '',
    });
  });
});

describe('under-18s', () => {
  /** A date of birth that makes someone `years` old today in India. */
  const bornYearsAgo = (years: number, days = 0) => {
    const [y = 0, m = '01', d = '01'] = todayInIndia().split('-');
    return addDays(`${Number(y) - years}-${m}-${d === '29' && m === '02' ? '28' : d}`, days);
  };
  async function signUpMinor(extra: object = {}) {
    const email = uniqueEmail('minor');
    const guardianEmail = uniqueEmail('guardian');
    const response = await post('/api/users/register', {
      name: 'Aarohi Deshpande',
      email,
      password: PASSWORD,
      role: 'candidate',
      dateOfBirth: bornYearsAgo(16),
      guardianEmail,
      ...extra,
    });
    expect(response.statusCode).toBe(201);
    const { user, token } = response.json();
    const account: TestAccount = { user, token, email, cookies: {} };
    expect((await updateProfile(app, account, CANDIDATE_PROFILE)).statusCode).toBe(200);
    expect((await uploadResume(app, account)).statusCode).toBe(200);
    return { account, guardianEmail };
  }
  const profileOf = async (account: TestAccount) =>
    CandidateProfileResponseSchema.parse(
      (
        await app.inject({
          url: '/api/candidates/get-candidate-profile',
          headers: bearer(account.token),
        })
      ).json(),
    ).profile;
  const putBirthDate = (account: TestAccount, dateOfBirth: string) =>
    app.inject({
      method: 'PUT',
      url: '/api/candidates/date-of-birth',
      payload: { dateOfBirth },
      headers: bearer(account.token),
    });
  const decide = (token: string, decision: string) =>
    post('/api/users/guardian-consent', { token, decision });

  it('asks a guardian by email, keeps the minor from applying until they agree, then lets them', async () => {
    const { account, guardianEmail } = await signUpMinor();
    expect((await profileOf(account)).age).toEqual({
      isMinor: true,
      guardian: 'pending',
      guardianEmail,
      birthDateKnown: true,
    });
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const early = await apply(app, account, job._id);
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(MINOR_MESSAGES.waitingForGuardian);

    const mail = await inbox(guardianEmail);
    expect(mail.subject).toBe('Aarohi Deshpande wants to use Shuruaat: your consent is needed');
    const token = tokenFrom(mail.text ?? '', '/guardian-consent');
    expect((await decide(token, 'confirm')).json()).toEqual({
      message: MINOR_MESSAGES.guardianConfirmed,
    });
    expect((await decide(token, 'confirm')).statusCode).toBe(400);
    expect((await profileOf(account)).age.guardian).toBe('confirmed');
    expect((await apply(app, account, job._id)).statusCode).toBe(201);
  });

  it('never lets a minor apply to an 18+ listing, nor join the resume database or marketing email', async () => {
    const { account, guardianEmail } = await signUpMinor();
    const token = tokenFrom((await inbox(guardianEmail)).text ?? '', '/guardian-consent');
    await decide(token, 'confirm');
    const employer = await readyEmployer(app);
    const adults = await postJob(
      app,
      employer,
      internshipBody({ questions: [], adultsOnly: true }),
    );
    const listed = await app.inject({ url: `/api/employers/job/${adults._id}` });
    expect(listed.json().job.adultsOnly).toBe(true);
    const refused = await apply(app, account, adults._id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MINOR_MESSAGES.adultsOnly);
    const consent = (purpose: string) =>
      post('/api/users/consents', { purpose, given: true }, account);
    expect((await consent('resume_database')).json().message).toBe(MINOR_MESSAGES.noResumeDatabase);
    expect((await consent('marketing_email')).json().message).toBe(MINOR_MESSAGES.noMarketing);
    const visible = await updateProfile(app, account, { visibleToEmployers: true });
    expect(visible.statusCode).toBe(403);
  });

  it('erases the account when the guardian does not agree', async () => {
    const { account, guardianEmail } = await signUpMinor({ dateOfBirth: undefined, under18: true });
    const token = tokenFrom((await inbox(guardianEmail)).text ?? '', '/guardian-consent');
    expect((await decide(token, 'decline')).json()).toEqual({
      message: MINOR_MESSAGES.guardianDeclined,
    });
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
  });

  it('resends to a corrected guardian address, for the minor only', async () => {
    const { account } = await signUpMinor();
    const corrected = uniqueEmail('guardian');
    const resent = await post(
      '/api/users/guardian-consent/resend',
      { guardianEmail: corrected },
      account,
    );
    expect(resent.json()).toEqual({ message: MINOR_MESSAGES.guardianResent });
    expect((await inbox(corrected)).subject).toMatch(/your consent is needed/);
    expect((await profileOf(account)).age.guardianEmail).toBe(corrected);
    const adult = await registerAccount(app, 'candidate');
    expect((await post('/api/users/guardian-consent/resend', {}, adult)).statusCode).toBe(409);
    expect((await post('/api/users/guardian-consent/resend', {})).statusCode).toBe(401);
    const employer = await registerAccount(app, 'employer');
    expect((await post('/api/users/guardian-consent/resend', {}, employer)).statusCode).toBe(403);
  });

  it('lets a minor who only said "under 18" add a date of birth once, consistent with that answer', async () => {
    const { account, guardianEmail } = await signUpMinor({ dateOfBirth: undefined, under18: true });
    const setBirthDate = (dateOfBirth: string) => putBirthDate(account, dateOfBirth);
    expect((await profileOf(account)).age.birthDateKnown).toBe(false);

    // An older date than the sign-up answer allowed would lift the limit by typing: refused.
    const contradicts = await setBirthDate(bornYearsAgo(19));
    expect(contradicts.statusCode).toBe(400);
    expect(contradicts.json().message).toBe(MINOR_MESSAGES.birthDateContradicts);
    expect((await setBirthDate(addDays(todayInIndia(), 3))).json().message).toBe(
      MINOR_MESSAGES.birthDateInFuture,
    );
    expect((await setBirthDate(bornYearsAgo(12))).json().message).toBe(MINOR_MESSAGES.tooYoung);

    // They signed up two years ago at 16 and turned 18 since: the limit ends with the date.
    await app.db.execute(
      sql`update candidate_profiles set created_at = now() - interval '2 years' where user_id = ${account.user._id}`,
    );
    const saved = await setBirthDate(bornYearsAgo(18, -10));
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(MINOR_MESSAGES.birthDateAdult);
    expect(saved.json().profile.age).toEqual({
      isMinor: false,
      guardian: 'not_needed',
      guardianEmail: null,
      birthDateKnown: true,
    });
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [], adultsOnly: true }));
    expect((await apply(app, account, job._id)).statusCode).toBe(201);
    // The guardian's address went with the limit, and the date is taken once.
    const stored = (await app.db.execute(
      sql`select guardian_email from candidate_profiles where user_id = ${account.user._id}`,
    )) as unknown as { rows: { guardian_email: string | null }[] };
    expect(stored.rows).toEqual([{ guardian_email: null }]);
    const again = await setBirthDate(bornYearsAgo(18, -20));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MINOR_MESSAGES.birthDateAlreadyKnown);
    // The guardian's link, still unanswered, cannot erase the grown-up's account.
    const token = tokenFrom((await inbox(guardianEmail)).text ?? '', '/guardian-consent');
    expect((await decide(token, 'decline')).json()).toEqual({
      message: MINOR_MESSAGES.guardianNoLongerNeeded,
    });
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('keeps a minor limited when the date of birth they add says they are still under 18', async () => {
    const { account } = await signUpMinor({ dateOfBirth: undefined, under18: true });
    const saved = await putBirthDate(account, bornYearsAgo(17));
    expect(saved.json().message).toBe(MINOR_MESSAGES.birthDateSaved);
    expect(saved.json().profile.age).toMatchObject({ isMinor: true, guardian: 'pending' });
    // Adults were never asked for a date of birth; employers have none to give.
    const adult = await registerAccount(app, 'candidate');
    const asAdult = await putBirthDate(adult, bornYearsAgo(20));
    expect(asAdult.statusCode).toBe(409);
    expect(asAdult.json().message).toBe(MINOR_MESSAGES.birthDateNotAsked);
  });

  it('checks the age answer at sign-up', async () => {
    const base = { name: 'Kabir Rao', password: PASSWORD, role: 'candidate' };
    const signUp = (extra: object) =>
      post('/api/users/register', { ...base, email: uniqueEmail('age'), ...extra });
    const noGuardian = await signUp({ under18: true });
    expect(noGuardian.statusCode).toBe(400);
    expect(noGuardian.json().message).toBe(MINOR_MESSAGES.guardianRequired);
    expect(
      (await signUp({ dateOfBirth: bornYearsAgo(12), guardianEmail: uniqueEmail('g') })).json()
        .message,
    ).toBe(MINOR_MESSAGES.tooYoung);
    expect((await signUp({ dateOfBirth: addDays(todayInIndia(), 1) })).json().message).toBe(
      MINOR_MESSAGES.birthDateInFuture,
    );
    const ownAddress = uniqueEmail('self');
    const self = await post('/api/users/register', {
      ...base,
      email: ownAddress,
      under18: true,
      guardianEmail: ownAddress,
    });
    expect(self.json().message).toBe(MINOR_MESSAGES.guardianIsYou);
    const employer = await signUp({ role: 'employer', dateOfBirth: bornYearsAgo(30) });
    expect(employer.json().message).toBe(MINOR_MESSAGES.onlyCandidates);
    // Eighteen today is an adult: no guardian asked.
    const adult = await signUp({ dateOfBirth: bornYearsAgo(18) });
    expect(adult.statusCode).toBe(201);
    const justUnder = await signUp({ dateOfBirth: bornYearsAgo(18, 1) });
    expect(justUnder.json().message).toBe(MINOR_MESSAGES.guardianRequired);
  });
});
