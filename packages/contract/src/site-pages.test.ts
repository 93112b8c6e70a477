import { describe, expect, it } from 'vitest';
import { findSitePage } from './site-pages';

describe('site pages', () => {
  it('finds a page by its path, with parameters and a trailing slash', () => {
    expect(findSitePage('/login')?.path).toBe('/login');
    expect(findSitePage('/jobs/react-intern-kirana-cloud-1a2b/')?.path).toBe('/jobs/:slug');
    expect(findSitePage('/employer/dashboard/jobs/42/applicants')?.path).toBe(
      '/employer/dashboard/jobs/:id/applicants',
    );
    expect(findSitePage('/')?.path).toBe('/');
  });

  it('finds nothing for a path that is no page', () => {
    expect(findSitePage('/no-such-page')).toBeUndefined();
    expect(findSitePage('/jobs/a/b')).toBeUndefined();
    expect(findSitePage('/user/dashboard/settings')).toBeUndefined();
  });
});
