import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminAmbassadorListResponseSchema, ReferralSummarySchema } from '@shuruaat/contract';
import { AMBASSADOR_BODY } from '../../test/programs';
import {
  adminAccount,
  bearer,
  PASSWORD,
  registerAccount,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

const applyAs = (account: TestAccount | null, payload: unknown = AMBASSADOR_BODY) =>
  app.inject({
    method: 'POST',
    url: '/api/candidates/ambassador-application',
    headers: account ? bearer(account.token) : {},
    payload: payload as object,
  });

const decide = (account: TestAccount, id: string, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admins/ambassador-applications/${id}`,
    headers: bearer(account.token),
    payload: { status },
  });

describe('campus ambassador applications', () => {
  it('stores a candidate’s application as pending and shows it back to them', async () => {
    const candidate = await registerAccount(app);
    const response = await applyAs(candidate);
    expect(response.statusCode).toBe(201);
    expect(response.json().application).toMatchObject({ ...AMBASSADOR_BODY, status: 'pending' });
    const mine = await app.inject({
      url: '/api/candidates/ambassador-application',
      headers: bearer(candidate.token),
    });
    expect(mine.json().application.college).toBe('Fergusson College');
  });

  it('answers null before a candidate applies', async () => {
    const candidate = await registerAccount(app);
    const mine = await app.inject({
      url: '/api/candidates/ambassador-application',
      headers: bearer(candidate.token),
    });
    expect(mine.json()).toEqual({ application: null });
  });

  it('refuses a second application with 409', async () => {
    const candidate = await registerAccount(app);
    expect((await applyAs(candidate)).statusCode).toBe(201);
    expect((await applyAs(candidate)).statusCode).toBe(409);
  });

  it('answers 400 with details for a short reason and a javascript: link', async () => {
    const response = await applyAs(await registerAccount(app), {
      ...AMBASSADOR_BODY,
      why: 'Too short',
      socialLinks: ['javascript:alert(1)'],
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['socialLinks.0', 'why']);
  });

  it('refuses anonymous callers (401) and employers (403)', async () => {
    expect((await applyAs(null)).statusCode).toBe(401);
    expect((await applyAs(await registerAccount(app, 'employer'))).statusCode).toBe(403);
  });
});

describe('admin review of ambassador applications', () => {
  it('lists applications with the applicant and filters by status', async () => {
    const candidate = await registerAccount(app);
    const { application } = (await applyAs(candidate)).json();
    const response = await app.inject({
      url: '/api/admins/ambassador-applications?status=pending&limit=50',
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    const list = AdminAmbassadorListResponseSchema.parse(response.json());
    const item = list.items.find((i) => i._id === application._id);
    expect(item).toMatchObject({ applicant: { email: candidate.email }, referrals: 0 });
    expect(list.items.every((i) => i.status === 'pending')).toBe(true);
  });

  it('approves an application, and the ambassador’s referrals then count toward a tier', async () => {
    const candidate = await registerAccount(app);
    const { application } = (await applyAs(candidate)).json();
    const before = await app.inject({
      url: '/api/users/referral',
      headers: bearer(candidate.token),
    });
    expect(before.json().ambassador).toBeNull();
    const approved = await decide(admin, application._id, 'approved');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().application.status).toBe('approved');
    const { code } = ReferralSummarySchema.parse(before.json());
    await app.inject({
      method: 'POST',
      url: '/api/users/register',
      payload: {
        name: 'Junior',
        email: uniqueEmail(),
        password: PASSWORD,
        role: 'candidate',
        referralCode: code,
      },
    });
    const after = await app.inject({
      url: '/api/users/referral',
      headers: bearer(candidate.token),
    });
    expect(after.json().ambassador).toEqual({
      tier: 'Campus Starter',
      referrals: 1,
      nextTier: 'Bronze',
      referralsToNextTier: 9,
    });
  });

  it('rejects an application', async () => {
    const { application } = (await applyAs(await registerAccount(app))).json();
    const response = await decide(admin, application._id, 'rejected');
    expect(response.json().application).toMatchObject({ status: 'rejected' });
  });

  it('answers 404 for an unknown id and 400 for an unknown decision', async () => {
    expect(
      (await decide(admin, '00000000-0000-4000-8000-000000000000', 'approved')).statusCode,
    ).toBe(404);
    expect((await decide(admin, 'not-a-uuid', 'approved')).statusCode).toBe(404);
    const { application } = (await applyAs(await registerAccount(app))).json();
    expect((await decide(admin, application._id, 'pending')).statusCode).toBe(400);
  });

  it('is for admins only: candidates and employers get 403, anonymous 401', async () => {
    const candidate = await registerAccount(app);
    const { application } = (await applyAs(candidate)).json();
    expect((await decide(candidate, application._id, 'approved')).statusCode).toBe(403);
    const employer = await registerAccount(app, 'employer');
    const list = await app.inject({
      url: '/api/admins/ambassador-applications',
      headers: bearer(employer.token),
    });
    expect(list.statusCode).toBe(403);
    expect((await app.inject({ url: '/api/admins/ambassador-applications' })).statusCode).toBe(401);
  });
});
