import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { internshipBody, jobBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestAccount;
let employer: TestAccount;
let candidate: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
  employer = await readyEmployer(app);
  candidate = await registerAccount(app, 'candidate');
});
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  account?: TestAccount,
  payload?: object,
) =>
  app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

/** Every admin-only endpoint answers 401 signed out and 403 to candidates and employers. */
async function expectAdminOnly(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  expect((await call(method, url, undefined, payload)).statusCode).toBe(401);
  expect((await call(method, url, candidate, payload)).statusCode).toBe(403);
  expect((await call(method, url, employer, payload)).statusCode).toBe(403);
}

describe('GET /api/admins/all-jobs', () => {
  it('lists every job including drafts, filterable by status', async () => {
    const draft = await postJob(app, employer, {
      ...internshipBody({ title: 'Admin Sees Draft' }),
      status: 'draft',
    });
    const all = await call('GET', '/api/admins/all-jobs?limit=50', admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().jobs.map((j: { _id: string }) => j._id)).toContain(draft._id);
    const drafts = await call('GET', '/api/admins/all-jobs?status=draft', admin);
    expect(drafts.json().jobs.every((j: { status: string }) => j.status === 'draft')).toBe(true);
    expect((await call('GET', '/api/admins/all-jobs?status=lost', admin)).statusCode).toBe(400);
  });

  it('is for admins only', () => expectAdminOnly('GET', '/api/admins/all-jobs'));
});

describe('POST /api/admins/post-job and GET /api/admins/public-jobs', () => {
  it('posts under Shuruaat’s verified platform company and shows it publicly', async () => {
    const response = await call(
      'POST',
      '/api/admins/post-job',
      admin,
      jobBody({ title: 'Product Designer' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Job posted successfully!',
      job: { company: { name: 'Shuruaat', verified: true } },
    });
    const careers = await call('GET', '/api/admins/public-jobs');
    expect(careers.statusCode).toBe(200);
    const titles = careers.json().jobs.map((j: { title: string }) => j.title);
    expect(titles).toEqual(['Product Designer']);
  });

  it('applies the listing rules', async () => {
    const response = await call(
      'POST',
      '/api/admins/post-job',
      admin,
      jobBody({ ctc: { min: 40_000, max: 50_000 } }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('is for admins only', () => expectAdminOnly('POST', '/api/admins/post-job', jobBody()));
});

describe('PUT /api/admins/update-job/{id} and DELETE /api/admins/delete-job/{id}', () => {
  it('edits and deletes any employer’s job', async () => {
    const job = await postJob(app, employer);
    const edited = await call(
      'PUT',
      `/api/admins/update-job/${job._id}`,
      admin,
      internshipBody({ title: 'Retitled By Admin' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().job).toMatchObject({ title: 'Retitled By Admin', slug: job.slug });
    const deleted = await call('DELETE', `/api/admins/delete-job/${job._id}`, admin);
    expect(deleted.json()).toEqual({ jobId: job._id, message: 'Job deleted successfully!' });
  });

  it('answers 404 for an unknown job', async () => {
    const id = '7f1d7a0e-9d2b-4c55-8d5c-2d7d1f2a9b10';
    expect(
      (await call('PUT', `/api/admins/update-job/${id}`, admin, internshipBody())).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/admins/delete-job/${id}`, admin)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const job = await postJob(app, employer);
    await expectAdminOnly('PUT', `/api/admins/update-job/${job._id}`, internshipBody());
    await expectAdminOnly('DELETE', `/api/admins/delete-job/${job._id}`);
  });
});

describe('GET /api/admin/employer/{employerId}/jobs-posted', () => {
  it('lists one employer’s jobs', async () => {
    const other = await readyEmployer(app);
    const job = await postJob(app, other);
    const response = await call('GET', `/api/admin/employer/${other.user._id}/jobs-posted`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().jobsPosted.map((j: { _id: string }) => j._id)).toEqual([job._id]);
  });

  it('gives an employer without a profile an empty list, and 404 for non-employers', async () => {
    const fresh = await registerAccount(app, 'employer');
    const empty = await call('GET', `/api/admin/employer/${fresh.user._id}/jobs-posted`, admin);
    expect(empty.json()).toEqual({ jobsPosted: [], nextCursor: null });
    expect(
      (await call('GET', `/api/admin/employer/${candidate.user._id}/jobs-posted`, admin))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/admin/employer/nope/jobs-posted', admin)).statusCode).toBe(404);
  });

  it('is for admins only', () =>
    expectAdminOnly('GET', `/api/admin/employer/${employer.user._id}/jobs-posted`));
});
