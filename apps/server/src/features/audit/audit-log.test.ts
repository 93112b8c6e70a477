import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponseSchema, type AuditEntry } from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, account?: TestAccount, payload?: object) =>
  app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });

async function entriesFor(targetId: string, account = admin): Promise<AuditEntry[]> {
  const response = await call('GET', `/api/admins/audit-log?targetId=${targetId}`, account);
  expect(response.statusCode).toBe(200);
  return AuditResponseSchema.parse(response.json()).entries;
}

describe('GET /api/admins/audit-log names what each entry acted on', () => {
  it('names a user by display name and email', async () => {
    const user = await registerAccount(app, 'candidate');
    await call('PUT', `/api/admins/update-role/${user.user._id}`, admin, { role: 'employer' });
    const [entry] = await entriesFor(user.user._id);
    expect(entry).toMatchObject({
      action: 'user.role_change',
      target: { name: 'Test Person', detail: user.email, ownerId: null },
    });
  });

  it('names a listing by title with its company, and a company with the owner to link to', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ title: 'Field Sales Intern' }));
    await call('PATCH', `/api/admins/job-status/${job._id}`, admin, { status: 'paused' });
    const [jobEntry] = await entriesFor(job._id);
    expect(jobEntry?.target).toEqual({
      name: 'Field Sales Intern',
      detail: 'Kirana Cloud',
      ownerId: null,
    });

    const asked = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'gstin',
      evidence: '27AAPFU0939F1ZV',
    });
    const requestId = asked.json().request._id as string;
    await call('PUT', `/api/admins/verifications/${requestId}`, admin, { decision: 'approve' });
    const queue = await call('GET', '/api/admins/verifications?status=approved&limit=50', admin);
    const companyId = (
      queue.json().verifications as { _id: string; company: { _id: string } }[]
    ).find((v) => v._id === requestId)?.company._id as string;
    const [companyEntry] = await entriesFor(companyId);
    expect(companyEntry?.target).toEqual({
      name: 'Kirana Cloud',
      detail: '',
      ownerId: employer.user._id,
    });
  });

  it('gives no name for a target that no longer exists, and keeps the entry', async () => {
    const user = await registerAccount(app, 'candidate');
    const deleted = await call('DELETE', `/api/admins/delete-user/${user.user._id}`, admin);
    expect(deleted.statusCode).toBe(200);
    const entries = await entriesFor(user.user._id);
    expect(entries.find((e) => e.action === 'user.delete')).toMatchObject({
      targetId: user.user._id,
    });
    // An erased account keeps no name of its own; the log shows the id rather than a guess.
    for (const entry of entries) expect(entry.target?.detail ?? '').not.toBe(user.email);
  });

  it('is for admins: 401 signed out, 403 for a candidate or an employer', async () => {
    expect((await call('GET', '/api/admins/audit-log')).statusCode).toBe(401);
    const candidate = await registerAccount(app, 'candidate');
    expect((await call('GET', '/api/admins/audit-log', candidate)).statusCode).toBe(403);
    const employer = await registerAccount(app, 'employer');
    expect((await call('GET', '/api/admins/audit-log', employer)).statusCode).toBe(403);
  });
});
