import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNED_URL_TTL_SECONDS } from '@shuruaat/contract';

/** What a signed resume link lets its holder open, and on whose behalf it was issued. */
export type ResumeGrant = {
  publicId: string;
  version: number;
  viewerId: string;
  /** owner: the candidate or an admin; application / database: an employer, and why. */
  via: 'owner' | 'application' | 'database';
  /** Seconds since the epoch. */
  expires: number;
};

const VIAS = new Set<ResumeGrant['via']>(['owner', 'application', 'database']);
/**
 * A link lives SIGNED_URL_TTL_SECONDS from issue; a minute more allows for instances whose clocks
 * differ. Checked when the link is opened, so no signed expiry, however far, outlives it.
 */
const LONGEST_LIFE_MS = (SIGNED_URL_TTL_SECONDS + 60) * 1000;
/**
 * The one spelling of a number in a link: "7", never "07", "+7", "7.0", "7e0" or " 7". The
 * signature covers the number, so every other spelling would be another link for the same grant.
 */
const CANONICAL_VERSION = /^[1-9][0-9]{0,5}$/;
const CANONICAL_SECONDS = /^[1-9][0-9]{0,11}$/;

function signature(secret: string, grant: ResumeGrant): string {
  const payload = [grant.publicId, grant.version, grant.viewerId, grant.via, grant.expires];
  return createHmac('sha256', secret).update(payload.join('\n')).digest('base64url');
}

export function signResumePath(secret: string, grant: ResumeGrant): string {
  const query = new URLSearchParams({
    viewer: grant.viewerId,
    via: grant.via,
    expires: String(grant.expires),
    sig: signature(secret, grant),
  });
  return `/api/files/resumes/${grant.publicId}/${grant.version}?${query}`;
}

export type SignedQuery = { viewer: string; via: string; expires: string; sig: string };

/**
 * The grant a link carries when its numbers are spelled the one way, its signature holds, and it
 * is neither expired nor set to expire later than any link this server issues; else undefined.
 */
export function verifyResumeLink(
  secret: string,
  publicId: string,
  version: string,
  query: SignedQuery,
  now = Date.now(),
): ResumeGrant | undefined {
  if (!CANONICAL_VERSION.test(version) || !CANONICAL_SECONDS.test(query.expires)) return undefined;
  if (!VIAS.has(query.via as ResumeGrant['via'])) return undefined;
  const expires = Number(query.expires);
  const grant: ResumeGrant = {
    publicId,
    version: Number(version),
    viewerId: query.viewer,
    via: query.via as ResumeGrant['via'],
    expires,
  };
  const expected = Buffer.from(signature(secret, grant));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const remainingMs = expires * 1000 - now;
  return remainingMs > 0 && remainingMs <= LONGEST_LIFE_MS ? grant : undefined;
}
