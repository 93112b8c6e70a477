import { createHmac, timingSafeEqual } from 'node:crypto';

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

/** The grant a link carries when its signature holds and it has not expired; else undefined. */
export function verifyResumeLink(
  secret: string,
  publicId: string,
  version: number,
  query: SignedQuery,
  now = Date.now(),
): ResumeGrant | undefined {
  const expires = Number(query.expires);
  if (!VIAS.has(query.via as ResumeGrant['via']) || !Number.isInteger(expires)) return undefined;
  const grant: ResumeGrant = {
    publicId,
    version,
    viewerId: query.viewer,
    via: query.via as ResumeGrant['via'],
    expires,
  };
  const expected = Buffer.from(signature(secret, grant));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return expires * 1000 > now ? grant : undefined;
}
