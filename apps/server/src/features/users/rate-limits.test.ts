import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, registerAccount, uniqueEmail } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { KNOWN_DEVICE_COOKIE } from './known-devices';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({
    rateLimits: {
      loginPerIp: { max: 8, windowMs: 60_000 },
      loginPerAccount: { max: 3, windowMs: 60_000 },
      loginPerAccountUnknownClients: { max: 6, windowMs: 60_000 },
      // Roomy enough for the accounts these tests register from one address.
      registerPerIp: { max: 12, windowMs: 60_000 },
      submissionsPerIp: { max: 1000, windowMs: 60_000 },
      postingsPerAccount: { max: 1000, windowMs: 60_000 },
    },
  });
});
afterAll(() => app.close());

const login = (email: string, remoteAddress: string, password = 'wrong-password', device = '') =>
  app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress,
    cookies: device ? { [KNOWN_DEVICE_COOKIE]: device } : {},
  });

/** A device the owner signed in from: the cookie its browser keeps. */
async function ownersDevice(email: string, remoteAddress: string): Promise<string> {
  const signedIn = await login(email, remoteAddress, PASSWORD);
  expect(signedIn.statusCode).toBe(200);
  const cookie = signedIn.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, path: '/api/users', sameSite: 'Strict' });
  return cookie?.value ?? '';
}

describe('rate limits', () => {
  it('answers 429 with a message after too many logins from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await login(uniqueEmail(), '10.0.0.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    const limited = await login(uniqueEmail(), '10.0.0.1');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/too many attempts/i);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('locks one account only for the address its wrong passwords came from', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await login(account.email, '10.0.5.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(account.email, '10.0.5.1', PASSWORD)).statusCode).toBe(429);
    expect((await login(account.email, '10.0.5.2', PASSWORD)).statusCode).toBe(200);
  });

  it('limits guesses at one account even from many addresses', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    const statuses = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await login(account.email, `10.0.1.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect((await login(account.email, '10.0.1.99', PASSWORD)).statusCode).toBe(429);
  });

  it('lets the owner in from a device that signed in before, while guessers are locked out', async () => {
    const account = await registerAccount(app, 'employer', uniqueEmail());
    const device = await ownersDevice(account.email, '10.0.6.1');
    for (let i = 0; i < 7; i += 1) await login(account.email, `10.0.7.${i}`);
    expect((await login(account.email, '10.0.6.1', PASSWORD)).statusCode).toBe(429);
    // From the same browser at a new address (a phone moving from Wi-Fi to mobile data).
    const owner = await login(account.email, '10.0.6.2', PASSWORD, device);
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.find((c) => c.name === KNOWN_DEVICE_COOKIE)).toBeUndefined();
  });

  it('locks a known device after its own wrong passwords, and no one else', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    const device = await ownersDevice(account.email, '10.0.8.1');
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await login(account.email, `10.0.8.${i}`, 'wrong-password', device)).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await login(account.email, '10.0.8.9', PASSWORD)).statusCode).toBe(200);
  });

  it('treats a device cookie of another account, or a forged one, as an unknown client', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    const other = await registerAccount(app, 'candidate', uniqueEmail());
    const othersDevice = await ownersDevice(other.email, '10.0.9.1');
    const forged = othersDevice.replace(other.user._id, () => account.user._id);
    for (let i = 0; i < 7; i += 1) await login(account.email, `10.0.10.${i}`);
    for (const device of [othersDevice, forged, 'nonsense']) {
      expect((await login(account.email, '10.0.9.1', PASSWORD, device)).statusCode).toBe(429);
    }
  });

  it('never locks out an account for signing in successfully, however often', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    for (let i = 0; i < 6; i += 1) {
      expect((await login(account.email, `10.0.3.${i}`, PASSWORD)).statusCode).toBe(200);
    }
  });

  it('says when a locked account may try again', async () => {
    const account = await registerAccount(app, 'candidate', uniqueEmail());
    for (let i = 0; i < 3; i += 1) await login(account.email, '10.0.4.1');
    const locked = await login(account.email, '10.0.4.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(
      'Too many wrong passwords for this account. Try again in 1 minute, or set a new password with “Forgot password?”.',
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('answers 429 after too many sign-ups from one address', async () => {
    const statuses = [];
    for (let i = 0; i < 13; i += 1) {
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
