import { describe, expect, it } from 'vitest';
import { SIGNED_URL_TTL_SECONDS } from '@shuruaat/contract';
import { signResumePath, verifyResumeLink, type ResumeGrant } from './signed-urls';

const SECRET = 'signed-urls-unit-test-secret';
const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);
const grantFor = (expires: number): ResumeGrant => ({
  publicId: 'ab'.repeat(12),
  version: 3,
  viewerId: 'viewer-1',
  via: 'application',
  expires,
});

/** The path's version and query of a link, as the route hands them to the check. */
function partsOf(grant: ResumeGrant) {
  const url = new URL(signResumePath(SECRET, grant), 'http://x');
  const version = url.pathname.split('/').at(-1) ?? '';
  const query = Object.fromEntries(url.searchParams) as Record<string, string>;
  return { version, query: { viewer: '', via: '', expires: '', sig: '', ...query } };
}
const verify = (version: string, query: ReturnType<typeof partsOf>['query']) =>
  verifyResumeLink(SECRET, 'ab'.repeat(12), version, query, NOW);

describe('verifyResumeLink', () => {
  const issued = Math.floor(NOW / 1000) + SIGNED_URL_TTL_SECONDS;

  it('opens a link as issued: ten minutes ahead', () => {
    const { version, query } = partsOf(grantFor(issued));
    expect(verify(version, query)).toEqual(grantFor(issued));
  });

  it('refuses a correctly signed link that would outlive the issuing lifetime', () => {
    for (const expires of [issued + 61, issued + 10 * 365 * 24 * 60 * 60]) {
      const { version, query } = partsOf(grantFor(expires));
      expect(verify(version, query)).toBeUndefined();
    }
  });

  it('allows a minute of clock difference between instances', () => {
    const { version, query } = partsOf(grantFor(issued + 60));
    expect(verify(version, query)).toBeDefined();
  });

  it.each(['03', '+3', '3.0', '3e0', ' 3', '3 ', '0x3', ''])(
    'refuses the version spelled %j, though it means the signed number',
    (spelling) => {
      const { query } = partsOf(grantFor(issued));
      expect(verify(spelling, query)).toBeUndefined();
    },
  );

  it.each([
    (s: string) => `0${s}`,
    (s: string) => `+${s}`,
    (s: string) => `${s}.0`,
    (s: string) => `${Number(s) / 10}e1`,
    (s: string) => ` ${s}`,
  ])('refuses an expiry spelled another way (%#)', (respell) => {
    const { version, query } = partsOf(grantFor(issued));
    expect(verify(version, { ...query, expires: respell(query.expires) })).toBeUndefined();
  });

  it('refuses a link whose time has passed', () => {
    const { version, query } = partsOf(grantFor(Math.floor(NOW / 1000) - 1));
    expect(verify(version, query)).toBeUndefined();
  });
});
