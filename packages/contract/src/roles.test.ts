import { describe, expect, it } from 'vitest';
import { dashboardPathFor, profilePathFor, ROLES } from './roles';

describe('dashboardPathFor', () => {
  it('sends each role to the spec’s /{role}/dashboard, with candidates under /user', () => {
    expect(ROLES.map(dashboardPathFor)).toEqual([
      '/user/dashboard',
      '/employer/dashboard',
      '/admin/dashboard',
    ]);
  });

  it('gives admins no profile page', () => {
    expect(profilePathFor('admin')).toBeNull();
    expect(profilePathFor('candidate')).toBe('/user/updateprofile');
  });
});
