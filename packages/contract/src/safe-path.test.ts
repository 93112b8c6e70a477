import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it.each(['/jobs', '/jobs?q=react#top', '/applyjob/job_1', '/', '/user/dashboard/applications'])(
    'keeps %j, a path on this site',
    (path) => expect(safeLocalPath(path)).toBe(path),
  );

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    '\\/evil.example',
    // A browser removes tab, CR and LF, leaving "//evil.example".
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\u0000/evil.example',
    '/\u001f/evil.example',
    '/\u007f/evil.example',
    '/\u0085/evil.example',
    // Dot segments resolve away: "/..//evil.example" is "//evil.example".
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E//evil.example',
    'jobs',
    ' /jobs',
    '',
    null,
    undefined,
    42,
  ])('refuses %j, which could leave the site', (value) => {
    expect(safeLocalPath(value)).toBeNull();
  });
});
