import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, registerAccount, uniqueEmail } from '../../test/accounts';
import { expectInternalError, rows, whileWritesFail } from '../../test/injected-failures';
import { createTestApp } from '../../test/test-app';
import { upsertAdmin } from './users.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const register = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { name: 'Test Person', email, password: PASSWORD, role: 'candidate' },
  });

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

describe('registering', () => {
  it('a sign-up whose session fails to start creates no account, so the email stays free', async () => {
    const email = uniqueEmail('candidate');
    const response = await whileWritesFail(app, 'sessions', 'INSERT', () => register(email));
    expectInternalError(response);
    expect(await rows(app, sql`select id from users where email = ${email}`)).toEqual([]);
    expect((await register(email)).statusCode).toBe(201);
  });
});

describe('making an admin', () => {
  it('a promotion whose session revocation fails keeps the role, the password and the sessions', async () => {
    const account = await registerAccount(app, 'employer');
    const failure = await whileWritesFail(app, 'sessions', 'DELETE', () =>
      upsertAdmin(app.db, account.email, 'a-new-admin-password'),
    ).catch((error: unknown) => error);
    expect(String((failure as Error).cause)).toContain('injected failure');
    const [user] = await rows(app, sql`select role from users where id = ${account.user._id}`);
    expect(user).toEqual({ role: 'employer' });
    expect((await login(account.email, PASSWORD)).statusCode).toBe(200);
    const me = await app.inject({ url: '/api/users/me', headers: bearer(account.token) });
    expect(me.statusCode).toBe(200);
  });
});
