import type { FastifyInstance } from 'fastify';
import type { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GOOGLE_FLOW_COOKIE,
  GOOGLE_MESSAGES,
  GoogleCallbackResponseSchema,
  GoogleCompleteResponseSchema,
  MESSAGES,
  MINOR_MESSAGES,
  PRIVACY_MESSAGES,
} from '@shuruaat/contract';
import { bearer, PASSWORD, registerAccount, uniqueEmail } from '../../test/accounts';
import {
  finishAtCallback,
  goToGoogle,
  googleSettings,
  startTestGoogle,
  type GoogleClaimsForTest,
} from '../../test/google';
import { createTestApp } from '../../test/test-app';

let google: OAuth2Server;
let app: FastifyInstance;
beforeAll(async () => {
  google = await startTestGoogle();
  app = await createTestApp({ google: googleSettings(google) });
});
afterAll(async () => {
  await app.close();
  await google.stop();
});

let n = 0;
const person = (overrides: Partial<GoogleClaimsForTest> = {}): GoogleClaimsForTest => {
  n += 1;
  return {
    sub: `google-${n}-${Date.now()}`,
    email: uniqueEmail('google'),
    name: 'Riya Menon',
    ...overrides,
  };
};

/** Signs a new Google user up as a candidate; answers the session. */
async function newGoogleCandidate(claims: GoogleClaimsForTest) {
  const round = await goToGoogle(app, google, claims, { returnTo: '/jobs/react-intern' });
  const asked = GoogleCallbackResponseSchema.parse((await finishAtCallback(app, round)).json());
  expect(asked).toEqual({ outcome: 'choose_role', email: claims.email, name: 'Riya Menon' });
  const made = await app.inject({
    method: 'POST',
    url: '/api/auth/google/complete',
    cookies: { [GOOGLE_FLOW_COOKIE]: round.flowCookie },
    payload: { role: 'candidate', privacyConsent: true },
  });
  expect(made.statusCode).toBe(201);
  return GoogleCompleteResponseSchema.parse(made.json());
}

describe('sign-in with Google', () => {
  it('tells the web app whether Google is offered, and sends the browser to the provider with PKCE', async () => {
    expect((await app.inject({ url: '/api/auth/google/config' })).json()).toEqual({
      enabled: true,
    });
    const start = await app.inject({ url: '/api/auth/google/start' });
    expect(start.statusCode).toBe(302);
    const to = new URL(String(start.headers.location));
    expect(to.origin).toBe(google.issuer.url);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('redirect_uri')).toBe('http://localhost:3000/oauth/callback');
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    const cookie = start.cookies.find((c) => c.name === GOOGLE_FLOW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
  });

  it('asks a new person their role, makes a verified account with their Google name, and returns them', async () => {
    const claims = person();
    const made = await newGoogleCandidate(claims);
    expect(made.returnTo).toBe('/jobs/react-intern');
    expect(made.user).toMatchObject({
      email: claims.email,
      role: 'candidate',
      emailVerified: true,
    });
    const profile = await app.inject({
      url: '/api/candidates/get-candidate-profile',
      headers: bearer(made.token),
    });
    expect(profile.json().profile.fullName).toBe('Riya Menon');
    // The next time, the same Google account signs straight in.
    const again = await finishAtCallback(app, await goToGoogle(app, google, claims));
    const back = GoogleCallbackResponseSchema.parse(again.json());
    expect(back).toMatchObject({
      outcome: 'signed_in',
      user: { _id: made.user._id },
      returnTo: '',
    });
    expect(again.cookies.some((c) => c.name === 'session')).toBe(true);
  });

  it('signs into the existing account whose email Google has verified, and refuses an unverified one', async () => {
    const existing = await registerAccount(app, 'employer');
    const claims = person({ email: existing.email });
    const response = await finishAtCallback(app, await goToGoogle(app, google, claims));
    expect(GoogleCallbackResponseSchema.parse(response.json())).toMatchObject({
      outcome: 'signed_in',
      user: { _id: existing.user._id, role: 'employer' },
    });
    const unverified = person({ email_verified: false });
    const refused = await finishAtCallback(app, await goToGoogle(app, google, unverified));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(GOOGLE_MESSAGES.unverifiedEmail);
  });

  it('refuses a changed state, a replayed callback, another browser and a wrong nonce', async () => {
    const round = await goToGoogle(app, google, person());
    const tampered = round.search.replace(/state=[^&]+/, 'state=forged');
    const forged = await finishAtCallback(app, round, { search: tampered });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(GOOGLE_MESSAGES.failed);
    // The flow is spent once tried: the genuine callback after it is refused too.
    const replay = await finishAtCallback(app, round);
    expect(replay.json().message).toBe(GOOGLE_MESSAGES.noFlow);

    const stolen = await goToGoogle(app, google, person());
    const elsewhere = await finishAtCallback(app, stolen, { cookie: '' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(GOOGLE_MESSAGES.noFlow);

    const wrongNonce = await goToGoogle(app, google, person({ nonce: 'not-the-one-sent' }));
    expect((await finishAtCallback(app, wrongNonce)).json().message).toBe(GOOGLE_MESSAGES.failed);
  });

  it('says so when the person cancels at Google', async () => {
    const round = await goToGoogle(app, google, person());
    const cancelled = await finishAtCallback(app, round, {
      search: '?error=access_denied&state=x',
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().message).toBe(GOOGLE_MESSAGES.cancelled);
  });

  it('returns only to a path on this site', async () => {
    for (const [asked, kept] of [
      ['//evil.example/jobs', ''],
      ['https://evil.example/', ''],
      ['/\\evil.example', ''],
      // A browser drops the tab and reads "//evil.example": another site.
      ['/\t/evil.example', ''],
      ['/..//evil.example', ''],
      ['/user/dashboard/applications', '/user/dashboard/applications'],
    ] as const) {
      const claims = person();
      await newGoogleCandidate(claims);
      const round = await goToGoogle(app, google, claims, { returnTo: asked });
      expect((await finishAtCallback(app, round)).json().returnTo).toBe(kept);
    }
  });

  it('finishes a sign-up only for the browser that started it, and only once', async () => {
    const claims = person();
    const round = await goToGoogle(app, google, claims);
    await finishAtCallback(app, round);
    const complete = (cookie: string, payload: object = { role: 'employer' }) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/google/complete',
        cookies: { [GOOGLE_FLOW_COOKIE]: cookie },
        payload,
      });
    expect((await complete(round.flowCookie, { role: 'admin' })).statusCode).toBe(400);
    expect((await complete('')).json().message).toBe(GOOGLE_MESSAGES.noRoleNeeded);
    expect((await complete(round.flowCookie)).statusCode).toBe(201);
    expect((await complete(round.flowCookie)).statusCode).toBe(400);
  });

  it('asks a new Google candidate the same age question, and keeps the flow for a corrected answer', async () => {
    const claims = person();
    const round = await goToGoogle(app, google, claims);
    await finishAtCallback(app, round);
    const complete = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/google/complete',
        cookies: { [GOOGLE_FLOW_COOKIE]: round.flowCookie },
        payload: { role: 'candidate', ...payload },
      });
    const missing = await complete({ under18: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(MINOR_MESSAGES.guardianRequired);
    const made = await complete({ under18: true, guardianEmail: uniqueEmail('guardian') });
    expect(made.statusCode).toBe(201);
    const profile = await app.inject({
      url: '/api/candidates/get-candidate-profile',
      headers: bearer(made.json().token),
    });
    expect(profile.json().profile.age).toMatchObject({ isMinor: true, guardian: 'pending' });
  });

  it('gives an account made through Google no password to guess', async () => {
    const claims = person();
    await newGoogleCandidate(claims);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: claims.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe(MESSAGES.auth.invalidCredentials);
  });
});

describe('deleting an account made through Google', () => {
  const deleteMe = (token: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: bearer(token),
      payload,
    });

  it('needs a fresh Google check of the same person instead of a password', async () => {
    const claims = person();
    const { token } = await newGoogleCandidate(claims);
    const unchecked = await deleteMe(token, { confirm: 'DELETE' });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().message).toBe(PRIVACY_MESSAGES.confirmFirst);

    // Someone else's Google account proves nothing.
    const other = await goToGoogle(app, google, person(), {
      intent: 'reauth',
      headers: bearer(token),
    });
    const refused = await finishAtCallback(app, other, { headers: bearer(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(GOOGLE_MESSAGES.notYourAccount);

    const mine = await goToGoogle(app, google, claims, {
      intent: 'reauth',
      returnTo: '/user/dashboard/delete-account',
      headers: bearer(token),
    });
    const checked = await finishAtCallback(app, mine, { headers: bearer(token) });
    expect(checked.json()).toEqual({
      outcome: 'reauthenticated',
      returnTo: '/user/dashboard/delete-account',
    });
    expect((await deleteMe(token, { confirm: 'DELETE' })).statusCode).toBe(204);
    // The Google account is free again: it signs up afresh.
    const round = await goToGoogle(app, google, claims);
    expect((await finishAtCallback(app, round)).json().outcome).toBe('choose_role');
  });

  it('cannot start a Google check signed out', async () => {
    const start = await app.inject({ url: '/api/auth/google/start?intent=reauth' });
    expect(start.statusCode).toBe(401);
  });
});

describe('without GOOGLE_CLIENT_ID', () => {
  it('offers no Google sign-in and answers 404', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.inject({ url: '/api/auth/google/config' })).json()).toEqual({
        enabled: false,
      });
      const start = await plain.inject({ url: '/api/auth/google/start' });
      expect(start.statusCode).toBe(404);
      expect(start.json().message).toBe(GOOGLE_MESSAGES.notConfigured);
    } finally {
      await plain.close();
    }
  });
});
