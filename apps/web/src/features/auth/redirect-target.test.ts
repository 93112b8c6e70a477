import { describe, expect, it } from 'vitest';
import { redirectTarget, returnPath } from './redirect-target';

const from = (pathname: string, search = '', hash = '') => ({ from: { pathname, search, hash } });

describe('returnPath', () => {
  it('returns to the page the guard stopped at, with its query and hash', () => {
    expect(returnPath(from('/user/dashboard/applications', '?page=2', '#top'))).toBe(
      '/user/dashboard/applications?page=2#top',
    );
  });

  it.each([
    from('//evil.example'),
    from('/\t/evil.example'),
    from('/\n/evil.example'),
    from('/\\evil.example'),
    from('/..//evil.example'),
    from('/login'),
    { from: 'https://evil.example' },
    undefined,
  ])('gives nothing for %j, which is not a page to return to', (state) => {
    expect(returnPath(state)).toBe('');
  });
});

describe('redirectTarget', () => {
  it("falls back to the role's dashboard when the path could leave the site", () => {
    expect(redirectTarget(from('/\t/evil.example'), 'employer')).toBe('/employer/dashboard');
  });
});

describe('returnTo in the login address', () => {
  it('returns to the page a plain link named, when no router state came with it', () => {
    expect(returnPath(undefined, '?returnTo=%2Fjobs%2Freact-intern%3Fq%3Dpune')).toBe(
      '/jobs/react-intern?q=pune',
    );
    expect(redirectTarget(undefined, 'candidate', '?returnTo=/jobs')).toBe('/jobs');
  });

  it.each(['?returnTo=//evil.example', '?returnTo=https://evil.example', '?returnTo=/login'])(
    'ignores %s and goes to the dashboard',
    (search) => {
      expect(redirectTarget(undefined, 'candidate', search)).toBe('/user/dashboard');
    },
  );
});
