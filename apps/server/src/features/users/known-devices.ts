import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account carries a signed cookie naming the account and the
 * device (OWASP's "device cookies"). Wrong passwords from it count against that device alone, so
 * a guesser elsewhere who locks every unknown client out of the account cannot lock its owner
 * out of the phone or laptop they always use. It proves nothing by itself: the password is still
 * asked, and the device is locked after as many wrong ones as an address is.
 */
export { KNOWN_DEVICE_COOKIE } from '@shuruaat/contract';

export const KNOWN_DEVICE_DAYS = 365;
const LIFETIME_SECONDS = KNOWN_DEVICE_DAYS * 24 * 60 * 60;

export type KnownDevice = { userId: string; deviceId: string };

const CANONICAL_SECONDS = /^[1-9][0-9]{0,11}$/;
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

function signature(secret: string, fields: string[]): string {
  // Its own label, so no other signature made with the same secret can stand in for it.
  const hmac = createHmac('sha256', secret).update(['known-device', ...fields].join('\n'));
  return hmac.digest('base64url');
}

export function signKnownDevice(secret: string, userId: string, now = Date.now()): string {
  const fields = [userId, randomBytes(16).toString('base64url'), String(Math.floor(now / 1000))];
  return [...fields, signature(secret, fields)].join('.');
}

/** The device the cookie names, when its signature holds and it was issued within a year. */
export function readKnownDevice(
  secret: string,
  cookie: string | undefined,
  now = Date.now(),
): KnownDevice | undefined {
  const [userId = '', deviceId = '', issuedAt = '', sig = '', ...rest] = (cookie ?? '').split('.');
  if (rest.length > 0 || !DEVICE_ID.test(deviceId) || !CANONICAL_SECONDS.test(issuedAt)) {
    return undefined;
  }
  const expected = Buffer.from(signature(secret, [userId, deviceId, issuedAt]));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const age = now / 1000 - Number(issuedAt);
  return age >= -60 && age <= LIFETIME_SECONDS ? { userId, deviceId } : undefined;
}
