import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, PASSWORD, registerAccount } from '../test/accounts';
import { createTestApp } from '../test/test-app';
import { DEMO_CANDIDATES } from './demo-candidates';
import { DEMO_COMPANIES } from './demo-companies';
import { loadDemoData } from './load-demo-data';
import { DEMO_ACCOUNTS, randomDemoPasswords } from './demo-accounts';
import { upsertAdmin } from '../features/users/users.service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const login = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

describe('making admins', () => {
  it('promotes an existing account, sets its password and revokes its sessions', async () => {
    const account = await registerAccount(app, 'employer');
    expect(await upsertAdmin(app.db, account.email, 'new-admin-password')).toBe('promoted');
    expect(
      (await app.inject({ url: '/api/users/me', headers: bearer(account.token) })).statusCode,
    ).toBe(401);
    expect((await login(account.email, PASSWORD)).statusCode).toBe(401);
    const response = await login(account.email, 'new-admin-password');
    expect(response.json().user.role).toBe('admin');
  });
});

describe('demo data', () => {
  it('loads one account per role, ten companies and their listings, and only once', async () => {
    const empty = await createTestApp();
    // As on a server others can reach: the README's passwords must open none of the accounts.
    const passwords = randomDemoPasswords();
    const made = await loadDemoData(empty.db, empty.storage, empty.log, passwords);
    expect(await loadDemoData(empty.db, empty.storage, empty.log)).toBeUndefined();
    expect(made?.map((login) => login.role)).toEqual(['candidate', 'employer', 'admin']);
    const signIn = (email: string, password: string) =>
      empty.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });
    const tokens = new Map<string, string>();
    for (const account of made ?? []) {
      expect(account.password).toBe(passwords[account.role]);
      const response = await signIn(account.email, account.password);
      expect(response.json().user.role).toBe(account.role);
      tokens.set(account.role, response.json().token);
    }
    const published = DEMO_ACCOUNTS.find((a) => a.role === 'employer')?.password ?? '';
    const others = [
      ...DEMO_ACCOUNTS,
      { email: DEMO_COMPANIES[1]?.owner.email ?? '', password: published },
      { email: DEMO_CANDIDATES[0]?.email ?? '', password: DEMO_ACCOUNTS[0]?.password ?? '' },
    ];
    for (const { email, password } of others)
      expect((await signIn(email, password)).statusCode).toBe(401);
    expect((await signIn(others.at(-2)?.email ?? '', passwords.employer)).statusCode).toBe(200);
    expect((await signIn(others.at(-1)?.email ?? '', passwords.candidate)).statusCode).toBe(200);
    // The demo student has a complete profile, a resume, four applications and notifications.
    const student = { authorization: `Bearer ${tokens.get('candidate')}` };
    const profile = (
      await empty.inject({ url: '/api/candidates/get-candidate-profile', headers: student })
    ).json().profile;
    expect(profile).toMatchObject({ isProfileUpdated: true, resume: { version: 1 } });
    const mine = (
      await empty.inject({ url: '/api/candidates/applications', headers: student })
    ).json();
    expect(mine.counts).toMatchObject({ shortlisted: 1, interview: 1, applied: 1, withdrawn: 1 });
    const bell = (
      await empty.inject({ url: '/api/users/notifications/unread-count', headers: student })
    ).json();
    expect(bell.unreadCount).toBeGreaterThan(0);
    // Every verified badge comes from an approved request, and each queue has an item to act on.
    const admin = { authorization: `Bearer ${tokens.get('admin')}` };
    const approved = (
      await empty.inject({
        url: '/api/admins/verifications?status=approved&limit=50',
        headers: admin,
      })
    ).json().verifications;
    expect(approved).toHaveLength(DEMO_COMPANIES.filter((company) => company.verified).length);
    const overview = (await empty.inject({ url: '/api/admins/overview', headers: admin })).json();
    expect(overview).toMatchObject({ pendingVerifications: 1, pendingResumeAccess: 1 });
    expect(overview.openReports).toBeGreaterThan(0);
    // Three hired students' stories are published, so /success-stories is not empty.
    const stories = (await empty.inject({ url: '/api/tools/success-stories' })).json();
    expect(stories.items).toHaveLength(3);
    const views = (
      await empty.inject({ url: '/api/candidates/resume-views', headers: student })
    ).json();
    expect(views.views[0]?.company.name).toBe('Kirana Cloud');
    const login = await signIn('employer@demo.shuruaat.in', passwords.employer);
    const posted = await empty.inject({
      url: '/api/employers/jobs-posted?limit=50',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    const statuses = posted.json().jobsPosted.map((j: { status: string }) => j.status);
    expect(new Set(statuses)).toEqual(new Set(['active', 'draft', 'paused', 'closed']));
    const withApplicants = posted
      .json()
      .jobsPosted.filter((j: { applicantTotal: number }) => j.applicantTotal > 0);
    expect(withApplicants.length).toBeGreaterThanOrEqual(2);
    const database = await empty.inject({
      url: '/api/employers/resume-access',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(database.json().candidates.length).toBeGreaterThanOrEqual(3);
    const open = await empty.inject({ url: '/api/candidates/active-jobs?limit=50' });
    expect(open.json().items).toHaveLength(50);
    expect(open.json().nextCursor).not.toBeNull();
    // Every demo company has a logo, stored and served like an uploaded one.
    const items = open.json().items as { company: { name: string; logoUrl: string | null } }[];
    const logos = new Map(items.map((job) => [job.company.name, job.company.logoUrl]));
    expect([...logos].filter(([, url]) => url === null)).toEqual([]);
    const logo = await empty.inject({ url: [...logos.values()][0] ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/webp');
    await empty.close();
  }, 60_000);
});
