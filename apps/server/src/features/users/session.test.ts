import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, UserSchema, XSRF_COOKIE, XSRF_HEADER } from '@shuruaat/contract';
import { bearer, registerAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

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
