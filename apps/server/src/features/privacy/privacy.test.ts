import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AuthResponseSchema,
  ConsentsResponseSchema,
  DataExportsResponseSchema,
  NOTICE_VERSIONS,
  PRIVACY_MESSAGES,
  PRIVACY_NOTICE_VERSION,
  SessionsResponseSchema,
} from '@shuruaat/contract';
import {
  adminAccount,
  bearer,
  latestMail,
  PASSWORD,
  registerAccount,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { describeDevice } from './devices';
import { untar } from '../../test/untar';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (
  method: Method,
  url: string,
  account?: { token: string },
  payload?: object,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { ...(account ? bearer(account.token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`missing: ${what}`);
  return value;
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

async function signIn(email: string, userAgent = LAPTOP) {
  const response = await call(
    'POST',
    '/api/users/login',
    undefined,
    { email, password: PASSWORD },
    { 'user-agent': userAgent },
  );
  expect(response.statusCode, response.body).toBe(200);
  return AuthResponseSchema.parse(response.json());
}

describe('describeDevice', () => {
  it('names the browser and system a person would recognise', () => {
    expect(describeDevice(PHONE)).toBe('Chrome on Android');
    expect(describeDevice(LAPTOP)).toBe('Safari on macOS');
    expect(describeDevice('curl/8.5.0')).toBe('curl');
    expect(describeDevice(null)).toBe('Unknown device');
  });
});

describe('sessions', () => {
  it('lists each signed-in device with the current one marked, and signs one out', async () => {
    const account = await registerAccount(app, 'candidate');
    const phone = await signIn(account.email, PHONE);
    const laptop = await signIn(account.email, LAPTOP);
    // A session learns its device on its first request.
    await call('GET', '/api/users/me', phone, undefined, { 'user-agent': PHONE });

    const listed = await call('GET', '/api/users/sessions', laptop, undefined, {
      'user-agent': LAPTOP,
    });
    expect(listed.statusCode).toBe(200);
    const { sessions } = SessionsResponseSchema.parse(listed.json());
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toEqual([
      expect.objectContaining({ device: 'Safari on macOS' }),
    ]);
    const onPhone = sessions.find((s) => s.device === 'Chrome on Android');
    expect(onPhone).toBeDefined();

    const out = await call(
      'DELETE',
      `/api/users/sessions/${must(onPhone, 'phone session')._id}`,
      laptop,
    );
    expect(out.statusCode).toBe(204);
    expect((await call('GET', '/api/users/me', phone)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', laptop)).statusCode).toBe(200);
  });

  it("will not sign out another person's session", async () => {
    const owner = await registerAccount(app, 'candidate');
    const other = await registerAccount(app, 'employer');
    const { sessions } = SessionsResponseSchema.parse(
      (await call('GET', '/api/users/sessions', owner)).json(),
    );
    const response = await call(
      'DELETE',
      `/api/users/sessions/${must(sessions[0], 'session')._id}`,
      other,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(PRIVACY_MESSAGES.sessionNotFound);
    expect((await call('GET', '/api/users/me', owner)).statusCode).toBe(200);
  });

  it('signs out everywhere, this device included', async () => {
    const account = await registerAccount(app, 'employer');
    const second = await signIn(account.email, PHONE);
    const response = await call('POST', '/api/users/sessions/sign-out-everywhere', account);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', '/api/users/me', account)).statusCode).toBe(401);
    expect((await call('GET', '/api/users/me', second)).statusCode).toBe(401);
  });

  it('asks anonymous callers to sign in', async () => {
    expect((await call('GET', '/api/users/sessions')).statusCode).toBe(401);
    expect((await call('POST', '/api/users/sessions/sign-out-everywhere')).statusCode).toBe(401);
  });
});

describe('consent', () => {
  it('records the notice version agreed at sign-up', async () => {
    const email = uniqueEmail('consent');
    const response = await call('POST', '/api/users/register', undefined, {
      name: 'Asha Verma',
      email,
      password: PASSWORD,
      role: 'candidate',
      privacyConsent: true,
    });
    expect(response.statusCode, response.body).toBe(201);
    const consents = ConsentsResponseSchema.parse(
      (await call('GET', '/api/users/consents', response.json())).json(),
    );
    expect(consents.noticeConsentNeeded).toBe(false);
    expect(consents.history).toEqual([
      expect.objectContaining({
        purpose: 'privacy_notice',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        withdrawnAt: null,
      }),
    ]);
  });

  it('asks again when the agreed notice is an older version, and records the new agreement', async () => {
    const account = await registerAccount(app, 'candidate');
    await app.db.execute(
      sql`insert into consent_records (user_id, purpose, notice_version) values (${account.user._id}, 'privacy_notice', '2020-01-01')`,
    );
    const before = ConsentsResponseSchema.parse(
      (await call('GET', '/api/users/consents', account)).json(),
    );
    expect(before.noticeConsentNeeded).toBe(true);

    const agreed = await call('POST', '/api/users/consents', account, {
      purpose: 'privacy_notice',
      given: true,
    });
    expect(agreed.statusCode).toBe(200);
    const after = ConsentsResponseSchema.parse(agreed.json());
    expect(after.noticeConsentNeeded).toBe(false);
    expect(after.history.map((h) => [h.noticeVersion, h.withdrawnAt === null])).toEqual([
      [PRIVACY_NOTICE_VERSION, true],
      ['2020-01-01', false],
    ]);
  });

  it('withdraws resume database consent in one step, which hides the profile from employers', async () => {
    const candidate = await readyCandidate(app);
    const given = await call('POST', '/api/users/consents', candidate, {
      purpose: 'resume_database',
      given: true,
    });
    expect(ConsentsResponseSchema.parse(given.json()).active.resume_database).toBe(true);
    const visible = async () =>
      (
        await rows<{ v: boolean }>(
          sql`select visible_to_employers as v from candidate_profiles where user_id = ${candidate.user._id}`,
        )
      )[0]?.v;
    expect(await visible()).toBe(true);

    const withdrawn = await call('POST', '/api/users/consents', candidate, {
      purpose: 'resume_database',
      given: false,
    });
    expect(ConsentsResponseSchema.parse(withdrawn.json()).active.resume_database).toBe(false);
    expect(await visible()).toBe(false);
  });

  it('records the notice agreed at sign-up in Hindi with the Hindi version', async () => {
    const response = await call('POST', '/api/users/register', undefined, {
      name: 'आशा वर्मा',
      email: uniqueEmail('consent-hi'),
      password: PASSWORD,
      role: 'candidate',
      privacyConsent: true,
      noticeLanguage: 'hi',
    });
    expect(response.statusCode, response.body).toBe(201);
    const consents = ConsentsResponseSchema.parse(
      (await call('GET', '/api/users/consents', response.json())).json(),
    );
    expect(consents.noticeConsentNeeded).toBe(false);
    expect(consents.history).toEqual([
      expect.objectContaining({
        purpose: 'privacy_notice',
        noticeLanguage: 'hi',
        noticeVersion: NOTICE_VERSIONS.hi,
        withdrawnAt: null,
      }),
    ]);
  });

  it('records English for a consent given without a language, as before languages', async () => {
    const account = await registerAccount(app, 'employer');
    const agreed = await call('POST', '/api/users/consents', account, {
      purpose: 'privacy_notice',
      given: true,
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(ConsentsResponseSchema.parse(agreed.json()).history[0]).toEqual(
      expect.objectContaining({ noticeLanguage: 'en', noticeVersion: NOTICE_VERSIONS.en }),
    );
  });

  it('records the Hindi notice agreed from the privacy page, and an older Hindi version no longer counts', async () => {
    const account = await registerAccount(app, 'candidate');
    await app.db.execute(
      sql`insert into consent_records (user_id, purpose, notice_version, notice_language) values (${account.user._id}, 'privacy_notice', '2020-01-01', 'hi')`,
    );
    const before = ConsentsResponseSchema.parse(
      (await call('GET', '/api/users/consents', account)).json(),
    );
    expect(before.noticeConsentNeeded).toBe(true);

    const agreed = await call('POST', '/api/users/consents', account, {
      purpose: 'privacy_notice',
      given: true,
      noticeLanguage: 'hi',
    });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const after = ConsentsResponseSchema.parse(agreed.json());
    expect(after.noticeConsentNeeded).toBe(false);
    expect(
      after.history.map((h) => [h.noticeLanguage, h.noticeVersion, h.withdrawnAt === null]),
    ).toEqual([
      ['hi', NOTICE_VERSIONS.hi, true],
      ['hi', '2020-01-01', false],
    ]);
  });

  it('refuses a notice language it has no text for, and records nothing', async () => {
    const account = await registerAccount(app, 'candidate');
    const wanted = 'Notice language must be one of en, hi';
    for (const noticeLanguage of ['fr', 'HI', '', 'hi\u200f', '<script>', 'hi-IN', 42, null]) {
      const response = await call('POST', '/api/users/consents', account, {
        purpose: 'marketing_email',
        given: true,
        noticeLanguage,
      });
      expect(response.statusCode, JSON.stringify(noticeLanguage)).toBe(400);
      expect(response.json().message).toContain(wanted);
    }
    const consents = ConsentsResponseSchema.parse(
      (await call('GET', '/api/users/consents', account)).json(),
    );
    expect(consents.history.filter((h) => h.purpose === 'marketing_email')).toEqual([]);
  });

  it('refuses a sign-up whose notice language it has no text for, creating no account', async () => {
    const email = uniqueEmail('consent-fr');
    const response = await call('POST', '/api/users/register', undefined, {
      name: 'Asha Verma',
      email,
      password: PASSWORD,
      role: 'candidate',
      privacyConsent: true,
      noticeLanguage: 'fr',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Notice language must be one of en, hi');
    const login = await call('POST', '/api/users/login', undefined, { email, password: PASSWORD });
    expect(login.statusCode).toBe(401);
  });

  it('asks anonymous callers to sign in before giving consent in any language', async () => {
    const response = await call('POST', '/api/users/consents', undefined, {
      purpose: 'privacy_notice',
      given: true,
      noticeLanguage: 'hi',
    });
    expect(response.statusCode).toBe(401);
    expect((await call('GET', '/api/users/consents')).statusCode).toBe(401);
  });

  it('will not withdraw the privacy notice alone (deleting the account is the way out)', async () => {
    const account = await registerAccount(app, 'employer');
    const response = await call('POST', '/api/users/consents', account, {
      purpose: 'privacy_notice',
      given: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PRIVACY_MESSAGES.noticeCannotBeWithdrawn);
  });
});

describe('data export', () => {
  it('prepares an archive in the background with profile, applications with timelines, resume file, sessions and consents; emails the link', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(
      app,
      employer,
      internshipBody({ title: 'Export Check Intern', questions: [] }),
    );
    const candidate = await readyCandidate(app);
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);

    const requested = await call('POST', '/api/users/data-exports', candidate);
    expect(requested.statusCode).toBe(202);
    expect(requested.json().export).toMatchObject({ status: 'pending', downloadUrl: null });
    const again = await call('POST', '/api/users/data-exports', candidate);
    expect(again.statusCode).toBe(409);

    expect(await app.buildDataExports()).toBe(1);
    const { exports } = DataExportsResponseSchema.parse(
      (await call('GET', '/api/users/data-exports', candidate)).json(),
    );
    expect(exports[0]).toMatchObject({ status: 'ready' });
    const download = await call('GET', must(exports[0]?.downloadUrl, 'download link'), candidate);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    const files = untar(download.rawPayload);
    const json = (name: string) => JSON.parse(must(files.get(name), name).toString('utf8'));
    expect(json('account.json')).toMatchObject({ email: candidate.email });
    expect(json('account.json')).not.toHaveProperty('passwordHash');
    const [application] = json('applications.json');
    expect(application).toMatchObject({ jobTitle: 'Export Check Intern' });
    expect(json('account.json')).not.toHaveProperty('referredBy');
    expect(application.timeline.length).toBeGreaterThan(0);
    expect(json('sessions.json')[0]).not.toHaveProperty('tokenHash');
    expect([...files.keys()].some((name) => name.startsWith('resumes/v1-'))).toBe(true);
    const resumeFile = must(
      [...files.entries()].find(([name]) => name.startsWith('resumes/v1-')),
      'resume file',
    )[1];
    expect(resumeFile.subarray(0, 5).toString('ascii')).toBe('%PDF-');

    const mail = await latestMail(app, candidate.email, 'data_export_ready');
    expect(mail.text).toContain('/user/dashboard/privacy');
  });

  it("lets nobody else download a person's archive", async () => {
    const owner = await registerAccount(app, 'candidate');
    const other = await registerAccount(app, 'candidate');
    await call('POST', '/api/users/data-exports', owner);
    await app.buildDataExports();
    const { exports } = DataExportsResponseSchema.parse(
      (await call('GET', '/api/users/data-exports', owner)).json(),
    );
    expect(
      (await call('GET', must(exports[0]?.downloadUrl, 'download link'), other)).statusCode,
    ).toBe(404);
    expect((await call('GET', must(exports[0]?.downloadUrl, 'download link'))).statusCode).toBe(
      401,
    );
  });
});

describe("deleting one's own account", () => {
  it('needs the password, then erases the account: no sign-in, and the employer sees "Deleted account"', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(
      app,
      employer,
      internshipBody({ title: 'Deletion Check Intern', questions: [] }),
    );
    const candidate = await readyCandidate(app);
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);

    const wrong = await call('POST', '/api/users/me/delete', candidate, {
      password: 'not-my-password',
      confirm: 'DELETE',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(PRIVACY_MESSAGES.wrongPassword);
    const unconfirmed = await call('POST', '/api/users/me/delete', candidate, {
      password: PASSWORD,
      confirm: 'delete',
    });
    expect(unconfirmed.statusCode).toBe(400);

    const deleted = await call('POST', '/api/users/me/delete', candidate, {
      password: PASSWORD,
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', '/api/users/me', candidate)).statusCode).toBe(401);
    const again = await call('POST', '/api/users/login', undefined, {
      email: candidate.email,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(401);

    const applicants = await call('GET', `/api/employers/job/${job._id}/applicants`, employer);
    expect(applicants.json().applicants[0]).toMatchObject({
      fullName: ADMIN_MESSAGES.deletedAccountName,
    });
    const [erasure] = await rows<{ reason: string }>(
      sql`select reason from account_erasures where user_id = ${candidate.user._id}`,
    );
    expect(erasure?.reason).toBe('self');
  });

  it('refuses an admin: admins are deleted by another admin, who keeps the last one', async () => {
    const admin = await adminAccount(app);
    const response = await call('POST', '/api/users/me/delete', admin, {
      password: PASSWORD,
      confirm: 'DELETE',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(PRIVACY_MESSAGES.adminSelfDeletion);
    expect((await call('GET', '/api/users/me', admin)).statusCode).toBe(200);
  });

  it('removes prepared exports with the account', async () => {
    const account: TestAccount = await registerAccount(app, 'candidate');
    await call('POST', '/api/users/data-exports', account);
    await app.buildDataExports();
    const [row] = await rows<{ storage_key: string }>(
      sql`select storage_key from data_exports where user_id = ${account.user._id}`,
    );
    expect(await app.storage.open(must(row, 'export row').storage_key)).toBeTruthy();
    const deleted = await call('POST', '/api/users/me/delete', account, {
      password: PASSWORD,
      confirm: 'DELETE',
    });
    expect(deleted.statusCode).toBe(204);
    expect(await app.storage.open(must(row, 'export row').storage_key)).toBeUndefined();
  });
});
