import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LANGUAGE_COOKIE,
  SESSION_COOKIE,
  UserSchema,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@shuruaat/contract';
import { rowsOf } from '../../db/raw-rows';
import { bearer, PASSWORD, registerAccount, uniqueEmail } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { languageOf, SESSIONS_PER_ACCOUNT } from './users.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const me = (headers: Record<string, string> = {}) => app.inject({ url: '/api/users/me', headers });
const withCookies = (cookies: Record<string, string>) => ({
  cookie: Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; '),
});

describe('GET /api/users/me', () => {
  it('answers 401 when signed out', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Please sign in to continue',
      code: 'UNAUTHENTICATED',
    });
  });

  it('answers the user for a bearer token', async () => {
    const account = await registerAccount(app);
    const response = await me(bearer(account.token));
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(response.json().user)).toEqual(account.user);
  });

  it('answers the user for the session cookie', async () => {
    const account = await registerAccount(app, 'employer');
    const response = await me(withCookies({ [SESSION_COOKIE]: account.token }));
    expect(response.json().user.role).toBe('employer');
  });

  it('answers 401 for an unknown token', async () => {
    expect((await me(bearer('made-up-token'))).statusCode).toBe(401);
  });

  it('answers 401 once the session has expired', async () => {
    const account = await registerAccount(app);
    await app.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${account.user._id}`,
    );
    expect((await me(bearer(account.token))).statusCode).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the session and answers 204', async () => {
    const account = await registerAccount(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(account.token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(bearer(account.token))).statusCode).toBe(401);
  });

  it('leaves the other sessions of the user working', async () => {
    const account = await registerAccount(app);
    const second = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: 'correct-horse-battery' },
    });
    await app.inject({ method: 'POST', url: '/api/users/logout', headers: bearer(account.token) });
    expect((await me(bearer(second.json().token))).statusCode).toBe(200);
  });

  it('clears the session cookie', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
  });
});

describe('how many sign-in records are kept', () => {
  const sessionsOf = async (userId: string) => {
    const [row] = await rowsOf<{ n: string }>(
      app.db,
      sql`select count(*) as n from sessions where user_id = ${userId}`,
    );
    return Number(row?.n);
  };

  it('keeps an account’s 50 most recently used sessions when it signs in again', async () => {
    const account = await registerAccount(app);
    // Sixty sign-ins from days ago, as a script signing in again and again would leave.
    await app.db.execute(sql`
      insert into sessions (user_id, token_hash, expires_at, last_used_at)
      select ${account.user._id}, md5(random()::text || g), now() + interval '20 days',
        now() - make_interval(days => 1, secs => g)
      from generate_series(1, 60) g`);
    const again = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    expect(await sessionsOf(account.user._id)).toBe(SESSIONS_PER_ACCOUNT);
    // The two in use now are among those kept.
    expect((await me(bearer(account.token))).statusCode).toBe(200);
    expect((await me(bearer(again.json<{ token: string }>().token))).statusCode).toBe(200);
  });

  it('forgets expired sessions and failed sign-in counts whose window is over', async () => {
    const account = await registerAccount(app);
    await app.db.execute(sql`
      insert into sessions (user_id, token_hash, expires_at)
      values (${account.user._id}, md5(random()::text), now() - interval '1 minute')`);
    const email = uniqueEmail();
    await app.db.execute(sql`
      insert into login_failures (email, scope, failures, window_started_at)
      values (${email}, 'address:203.0.113.7', 3, now() - interval '2 days'),
        (${email}, 'unknown-clients', 1, now())`);
    await app.db.execute(
      sql`update background_jobs set next_run_at = now() where name = 'sign-in-records-pruning'`,
    );
    expect(await app.backgroundJobs.runDue('sign-in-records-pruning')).toBe('ran');
    expect(await sessionsOf(account.user._id)).toBe(1);
    expect((await me(bearer(account.token))).statusCode).toBe(200);
    const left = await rowsOf<{ scope: string }>(
      app.db,
      sql`select scope from login_failures where email = ${email}`,
    );
    expect(left.map((row) => row.scope)).toEqual(['unknown-clients']);
  });
});

describe('XSRF double-submit for cookie-authenticated writes', () => {
  it('issues a readable XSRF-TOKEN cookie to a new visitor', async () => {
    const response = await app.inject({ url: '/api/health' });
    const xsrf = response.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(xsrf?.value).toMatch(/^[\w-]{32}$/);
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('refuses a cookie-authenticated write without the header, and keeps the session', async () => {
    const account = await registerAccount(app);
    const cookies = { [SESSION_COOKIE]: account.token, [XSRF_COOKIE]: 'xsrf-value-1234' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: withCookies(cookies),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('XSRF');
    expect((await me(bearer(account.token))).statusCode).toBe(200);
  });

  it('refuses a header that does not match the cookie', async () => {
    const account = await registerAccount(app);
    const cookies = { [SESSION_COOKIE]: account.token, [XSRF_COOKIE]: 'xsrf-value-1234' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...withCookies(cookies), [XSRF_HEADER]: 'xsrf-value-9999' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a cookie-authenticated write that echoes the token', async () => {
    const account = await registerAccount(app);
    const cookies = { [SESSION_COOKIE]: account.token, [XSRF_COOKIE]: 'xsrf-value-1234' };
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...withCookies(cookies), [XSRF_HEADER]: 'xsrf-value-1234' },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(bearer(account.token))).statusCode).toBe(401);
  });

  it('does not ask bearer clients for the header', async () => {
    const account = await registerAccount(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { ...bearer(account.token), ...withCookies({ [XSRF_COOKIE]: 'abc' }) },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('PUT /api/users/language (decision 032)', () => {
  const setLanguage = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'PUT', url: '/api/users/language', headers, payload: payload as object });
  const savedLanguage = (userId: string) => languageOf(app.db, userId);

  it('saves the caller’s language and remembers it in the browser’s cookie', async () => {
    const account = await registerAccount(app);
    const response = await setLanguage(bearer(account.token), { language: 'hi' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'hi' });
    expect(response.cookies.find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('hi');
    expect(await savedLanguage(account.user._id)).toBe('hi');
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    const response = await setLanguage({}, { language: 'hi' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('changes only the caller’s account, never another user’s', async () => {
    const [caller, other] = [await registerAccount(app), await registerAccount(app, 'employer')];
    await setLanguage(bearer(caller.token), { language: 'hi' });
    expect(await savedLanguage(other.user._id)).toBe('en');
  });

  it.each([
    ['a language we do not offer', { language: 'mr' }],
    ['a language written as a tag', { language: 'hi-IN' }],
    ['no language', {}],
    ['a field the endpoint does not take', { language: 'hi', userId: 'someone-else' }],
    ['markup', { language: '<script>alert(1)</script>' }],
  ])('answers 400 for %s and keeps the saved language', async (_name, payload) => {
    const account = await registerAccount(app);
    const response = await setLanguage(bearer(account.token), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(await savedLanguage(account.user._id)).toBe('en');
  });

  it('signs up in the language the visitor was reading, and gives it to a new browser at sign-in', async () => {
    const email = uniqueEmail('hindi');
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: withCookies({ [LANGUAGE_COOKIE]: 'hi' }),
      payload: { name: 'हिन्दी पाठक', email, password: PASSWORD, role: 'candidate' },
    });
    expect(signUp.statusCode).toBe(201);
    expect(await savedLanguage(signUp.json().user._id)).toBe('hi');
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.cookies.find((c) => c.name === LANGUAGE_COOKIE)?.value).toBe('hi');
  });

  it('leaves the language a browser already chose when its user signs in', async () => {
    const account = await registerAccount(app);
    await setLanguage(bearer(account.token), { language: 'hi' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: withCookies({ [LANGUAGE_COOKIE]: 'en' }),
      payload: { email: account.email, password: PASSWORD },
    });
    expect(login.cookies.find((c) => c.name === LANGUAGE_COOKIE)).toBeUndefined();
  });
});
