import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthResponseSchema, SESSION_COOKIE } from '@shuruaat/contract';
import { bearer, PASSWORD, registerAccount, type TestAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let account: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  account = await registerAccount(app, 'employer');
});
afterAll(() => app.close());

const login = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload });

describe('POST /api/users/login', () => {
  it('answers the user and a new working token', async () => {
    const response = await login({ email: account.email, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    const { user, token } = AuthResponseSchema.parse(response.json());
    expect(user._id).toBe(account.user._id);
    expect(token).not.toBe(account.token);
    const me = await app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json().user.email).toBe(account.email);
    expect(response.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe(token);
  });

  it('accepts the email in any case', async () => {
    const response = await login({ email: account.email.toUpperCase(), password: PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({ email: account.email, password: 'not-the-password' });
    const unknownEmail = await login({ email: 'nobody@example.in', password: PASSWORD });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        message: 'Invalid email or password',
        code: 'UNAUTHENTICATED',
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    }
  });

  it('answers 400 with details for a malformed email or empty password', async () => {
    const response = await login({ email: 'nope', password: '' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });

  it('refuses unknown fields', async () => {
    const response = await login({ email: account.email, password: PASSWORD, role: 'admin' });
    expect(response.statusCode).toBe(400);
  });
});
