import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerAccount, uniqueEmail } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    rateLimits: {
      loginPerIp: { max: 4, windowMs: 60_000 },
      loginPerAccount: { max: 3, windowMs: 60_000 },
      registerPerIp: { max: 3, windowMs: 60_000 },
      submissionsPerIp: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => app.close());

const login = (email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password: 'wrong-password' },
    remoteAddress,
  });

describe('rate limits', () => {
  it('answers 429 with a message after too many logins from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await login(uniqueEmail(), '10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    const limited = await login(uniqueEmail(), '10.0.0.1');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/too many attempts/i);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits guesses at one account even from many addresses', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await login(account.email, `10.0.1.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const right = await app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: account.email, password: PASSWORD },
      remoteAddress: '10.0.1.99',
    });
    expect(right.statusCode).toBe(429);
  });

  it('never locks out an account for signing in successfully, however often', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    for (let i = 0; i < 6; i += 1) {
      const right = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: PASSWORD },
        remoteAddress: `10.0.3.${i}`,
      });
      expect(right.statusCode).toBe(200);
    }
  });

  it('says when a locked account may try again', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    for (let i = 0; i < 3; i += 1) await login(account.email, `10.0.4.${i}`);
    const locked = await login(account.email, '10.0.4.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many wrong passwords for this account. Try again in 1 minute, or set a new password with “Forgot password?”.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('answers 429 after too many sign-ups from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: { name: 'Rahul', email: uniqueEmail(), password: PASSWORD, role: 'candidate' },
        remoteAddress: '10.0.2.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(-1)).toEqual([429]);
  });
});
