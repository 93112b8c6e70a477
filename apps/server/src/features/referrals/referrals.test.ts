import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthResponseSchema,
  ReferralSummarySchema,
  type ReferralSummary,
} from '@shuruaat/contract';
import { sql } from 'drizzle-orm';
import {
  bearer,
  PASSWORD,
  registerAccount,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { apply, CANDIDATE_PROFILE, updateProfile, uploadResume } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function summaryOf(account: TestAccount): Promise<ReferralSummary> {
  const response = await app.inject({ url: '/api/users/referral', headers: bearer(account.token) });
  expect(response.statusCode).toBe(200);
  return ReferralSummarySchema.parse(response.json());
}

async function signUpWith(referralCode: string | undefined, role = 'candidate') {
  const email = uniqueEmail('friend');
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Friend Person', email, password: PASSWORD, role, referralCode },
  });
  const { user, token } = AuthResponseSchema.parse(response.json());
  return { user, token, email, cookies: {} } satisfies TestAccount;
}

const claim = (account: TestAccount | null, code: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/users/referral/claim',
    headers: account ? bearer(account.token) : {},
    payload: { code },
  });

describe('GET /api/users/referral', () => {
  it('gives a new account an 8-character code and zero counts', async () => {
    const summary = await summaryOf(await registerAccount(app));
    expect(summary.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(summary).toMatchObject({
      stats: { signedUp: 0, completedProfile: 0, applied: 0 },
      referredBy: null,
      canClaim: true,
      ambassador: null,
    });
  });

  it('keeps the same code on every visit and gives an older account without one a code', async () => {
    const account = await registerAccount(app);
    await app.db.execute(sql`update users set referral_code = null where id = ${account.user._id}`);
    const first = await summaryOf(account);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await summaryOf(account)).code).toBe(first.code);
  });

  it('counts friends who signed up, completed a profile and applied through the code', async () => {
    const referrer = await registerAccount(app);
    const { code } = await summaryOf(referrer);
    const idle = await signUpWith(code);
    const profiled = await signUpWith(code);
    const applicant = await signUpWith(code, 'candidate');
    await signUpWith(undefined);
    expect((await updateProfile(app, profiled, CANDIDATE_PROFILE)).statusCode).toBe(200);
    expect((await updateProfile(app, applicant, CANDIDATE_PROFILE)).statusCode).toBe(200);
    expect((await uploadResume(app, applicant)).statusCode).toBe(200);
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    expect((await apply(app, applicant, job._id)).statusCode).toBe(201);
    expect((await summaryOf(referrer)).stats).toEqual({
      signedUp: 3,
      completedProfile: 2,
      applied: 1,
    });
    expect(await summaryOf(idle)).toMatchObject({ referredBy: 'Test Person', canClaim: false });
  });

  it('accepts a code typed in lower case with spaces around it', async () => {
    const referrer = await registerAccount(app);
    const { code } = await summaryOf(referrer);
    await signUpWith(`  ${code.toLowerCase()} `);
    expect((await summaryOf(referrer)).stats.signedUp).toBe(1);
  });

  it('signs up without a referrer when the code is unknown', async () => {
    const friend = await signUpWith('ZZZZ9999');
    expect(await summaryOf(friend)).toMatchObject({ referredBy: null, canClaim: true });
  });

  it('refuses a malformed code at sign-up with 400 on the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        name: 'Friend',
        email: uniqueEmail(),
        password: PASSWORD,
        role: 'candidate',
        referralCode: 'bad code!',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      details: [{ path: 'referralCode' }],
    });
  });

  it('answers 401 when signed out', async () => {
    const response = await app.inject({ url: '/api/users/referral' });
    expect(response.statusCode).toBe(401);
  });

  it('works for an employer too (any role may refer)', async () => {
    const summary = await summaryOf(await readyEmployer(app));
    expect(summary.code).toHaveLength(8);
  });
});

describe('POST /api/users/referral/claim', () => {
  it('credits the referrer once for an account that signed up without the link', async () => {
    const referrer = await registerAccount(app);
    const { code } = await summaryOf(referrer);
    const friend = await registerAccount(app);
    const response = await claim(friend, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ referredBy: 'Test Person', canClaim: false });
    expect((await summaryOf(referrer)).stats.signedUp).toBe(1);
  });

  it('refuses a second credit for the same account with 409', async () => {
    const first = await summaryOf(await registerAccount(app));
    const second = await summaryOf(await registerAccount(app));
    const friend = await signUpWith(first.code);
    const response = await claim(friend, second.code);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Your account is already credited to a referrer',
      code: 'CONFLICT',
    });
  });

  it('refuses self-referral with 400', async () => {
    const account = await registerAccount(app);
    const { code } = await summaryOf(account);
    const response = await claim(account, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'You cannot use your own referral code' });
    expect((await summaryOf(account)).stats.signedUp).toBe(0);
  });

  it('refuses the code of a friend this account referred (no referral loops)', async () => {
    const referrer = await registerAccount(app);
    const friend = await signUpWith((await summaryOf(referrer)).code);
    const response = await claim(referrer, (await summaryOf(friend)).code);
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a code no one has', async () => {
    const response = await claim(await registerAccount(app), 'NOSUCH99');
    expect(response.statusCode).toBe(404);
  });

  it('refuses once the claim window after sign-up has passed', async () => {
    const referrer = await summaryOf(await registerAccount(app));
    const old = await registerAccount(app);
    await app.db.execute(
      sql`update users set created_at = now() - interval '30 days' where id = ${old.user._id}`,
    );
    const response = await claim(old, referrer.code);
    expect(response.statusCode).toBe(409);
    expect((await summaryOf(old)).canClaim).toBe(false);
  });

  it('answers 400 for a malformed code and 401 when signed out', async () => {
    expect((await claim(await registerAccount(app), '<script>')).statusCode).toBe(400);
    expect((await claim(null, 'ABCDEFGH')).statusCode).toBe(401);
  });
});
