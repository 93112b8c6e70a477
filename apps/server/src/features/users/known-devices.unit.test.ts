import { describe, expect, it } from 'vitest';
import { readKnownDevice, signKnownDevice } from './known-devices';

const SECRET = 'known-devices-unit-test-secret-0123456789';
const NOW = Date.UTC(2026, 5, 1);
const DAY = 24 * 60 * 60 * 1000;

describe('known-device cookies', () => {
  it('name the account and a device of their own', () => {
    const one = readKnownDevice(SECRET, signKnownDevice(SECRET, 'user-1', NOW), NOW);
    const two = readKnownDevice(SECRET, signKnownDevice(SECRET, 'user-1', NOW), NOW);
    expect(one?.userId).toBe('user-1');
    expect(one?.deviceId).toMatch(/^[\w-]{22}$/);
    expect(two?.deviceId).not.toBe(one?.deviceId);
  });

  it('last a year from sign-in, and no longer', () => {
    const cookie = signKnownDevice(SECRET, 'user-1', NOW);
    expect(readKnownDevice(SECRET, cookie, NOW + 364 * DAY)).toBeDefined();
    expect(readKnownDevice(SECRET, cookie, NOW + 366 * DAY)).toBeUndefined();
  });

  it.each<[string, (cookie: string) => string]>([
    ['another account', (c) => c.replace('user-1', 'user-2')],
    ['another device', (c) => c.replace(/\.[\w-]{22}\./, () => `.${'A'.repeat(22)}.`)],
    ['a later issue time', (c) => c.replace(/\.(\d+)\./, (_m, t: string) => `.${Number(t) + 1}.`)],
    ['the issue time with a leading zero', (c) => c.replace(/\.(\d+)\./, '.0$1.')],
    ['a cut signature', (c) => c.slice(0, -1)],
    ['a part too many', (c) => `${c}.x`],
  ])('refuse a cookie with %s', (_name, change) => {
    const cookie = signKnownDevice(SECRET, 'user-1', NOW);
    expect(readKnownDevice(SECRET, change(cookie), NOW)).toBeUndefined();
  });

  it('refuse one signed with another secret, and nonsense', () => {
    expect(readKnownDevice(SECRET, signKnownDevice('another-secret', 'user-1', NOW), NOW)).toBe(
      undefined,
    );
    for (const nonsense of [undefined, '', '...', 'a.b.c.d']) {
      expect(readKnownDevice(SECRET, nonsense, NOW)).toBeUndefined();
    }
  });
});
