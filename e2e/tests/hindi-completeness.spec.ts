import { request, test, expect, type APIRequestContext } from '@playwright/test';
import { LANGUAGE_COOKIE } from '@shuruaat/contract';
import { demoAccount } from '../fixtures/accounts';
import { baseURL } from '../fixtures/api-accounts';
import { dashboardPaths, hindiSitemapPaths, leaksOf, type Leak } from '../fixtures/english-leaks';

// Issue 26's completeness check: every public page in the sitemap and every dashboard page of
// each role, rendered by the server in Hindi, carries no interface text left in English.

/** A client of its own whose browser chose Hindi. */
function hindiReader(): Promise<APIRequestContext> {
  const { hostname } = new URL(baseURL());
  const cookie = { domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false };
  return request.newContext({
    baseURL: baseURL(),
    storageState: {
      cookies: [{ ...cookie, name: LANGUAGE_COOKIE, value: 'hi', sameSite: 'Lax' }],
      origins: [],
    },
  });
}

async function signedInHindiReader(role: 'candidate' | 'employer' | 'admin') {
  const api = await hindiReader();
  const { email, password } = demoAccount(role);
  const answer = await api.post('/api/users/login', { data: { email, password } });
  expect(answer.status()).toBe(200);
  return api;
}

const report = (leaks: Leak[]) => leaks.map((leak) => `${leak.page}\t${leak.text}`).join('\n');

test('every public page in the sitemap reads in Hindi under /hi', async () => {
  const api = await hindiReader();
  const paths = await hindiSitemapPaths(api);
  expect(paths.length).toBeGreaterThan(20);
  test.info().annotations.push({ type: 'pages read', description: String(paths.length) });
  const leaks = (await Promise.all(paths.map((path) => leaksOf(api, path)))).flat();
  expect(report(leaks)).toBe('');
});

// Each role's dashboard, whose side menu names its pages, and the pages of theirs outside it.
const SIGNED_IN = [
  {
    role: 'candidate',
    home: '/hi/user/dashboard',
    more: ['/hi/user/updateprofile', '/hi/refer-a-friend', '/hi/project-portfolio'],
  },
  { role: 'employer', home: '/hi/employer/dashboard', more: ['/hi/employer/updateprofile'] },
  { role: 'admin', home: '/hi/admin/dashboard', more: [] },
] as const;

for (const { role, home, more } of SIGNED_IN) {
  test(`every ${role} dashboard page reads in Hindi under /hi`, async () => {
    const api = await signedInHindiReader(role);
    const paths = [...(await dashboardPaths(api, home)), ...more];
    expect(paths.length).toBeGreaterThan(3);
    test.info().annotations.push({ type: 'pages read', description: String(paths.length) });
    const leaks: Leak[] = [];
    for (const path of paths) leaks.push(...(await leaksOf(api, path)));
    expect(report(leaks)).toBe('');
  });
}
