import { describe, expect, it } from 'vitest';
import { CANDIDATE_PATHS, safeNextPath } from './candidate-paths';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeNextPath('/applyjob/job_1')).toBe('/applyjob/job_1');
    expect(safeNextPath('/jobs?q=react')).toBe('/jobs?q=react');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/..//evil.example',
    'applyjob/1',
    '',
  ])('refuses %j, which could leave the site', (next) => expect(safeNextPath(next)).toBeNull());
});

describe('CANDIDATE_PATHS.profileThenBack', () => {
  it('writes the return path readably and it reads back the same', () => {
    const href = CANDIDATE_PATHS.profileThenBack('/applyjob/job_1');
    expect(href).toBe('/user/updateprofile?next=/applyjob/job_1');
    expect(new URL(href, 'http://x').searchParams.get('next')).toBe('/applyjob/job_1');
  });
});
