import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, MyVerificationResponseSchema } from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
});
afterAll(() => app.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, account?: TestAccount, payload?: object) =>
  app.inject({
    method,
    url,
    headers: account ? bearer(account.token) : {},
    ...(payload ? { payload } : {}),
  });
const MINE = '/api/employers/verification';
// Real-format identifiers whose last character is the GSTIN check character.
const GSTIN = { evidenceType: 'gstin', evidence: '27AAPFU0939F1ZV', note: 'Pune office' };
const CIN = { evidenceType: 'cin', evidence: 'U72200KA2015PTC082321', note: '' };

async function pendingEmployer() {
  const employer = await readyEmployer(app);
  expect((await call('POST', MINE, employer, GSTIN)).statusCode).toBe(201);
  return employer;
}

const mine = async (employer: TestAccount) =>
  MyVerificationResponseSchema.parse((await call('GET', MINE, employer)).json());

async function queued(employer: TestAccount, status = 'pending') {
  const queue = await call('GET', `/api/admins/verifications?status=${status}&limit=50`, admin);
  return (queue.json().verifications as { _id: string; employer: { _id: string } }[]).find(
    (v) => v.employer._id === employer.user._id,
  );
}

describe('DELETE /api/employers/verification', () => {
  it('withdraws a pending request: it leaves the admin queue and a new one may be sent', async () => {
    const employer = await pendingEmployer();
    const withdrawn = await call('DELETE', MINE, employer);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({
      message: ADMIN_MESSAGES.verificationWithdrawn,
      request: { status: 'withdrawn', evidence: GSTIN.evidence },
    });
    expect(await mine(employer)).toMatchObject({
      verified: false,
      request: { status: 'withdrawn' },
    });
    expect(await queued(employer)).toBeUndefined();
    expect((await call('POST', MINE, employer, CIN)).statusCode).toBe(201);
  });

  it('answers 409 once the request is decided, and 404 when there was never one', async () => {
    const employer = await pendingEmployer();
    const request = await queued(employer);
    await call('PUT', `/api/admins/verifications/${request?._id}`, admin, { decision: 'approve' });
    const late = await call('DELETE', MINE, employer);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ADMIN_MESSAGES.verificationNotPending);
    expect((await mine(employer)).verified).toBe(true);

    const never = await call('DELETE', MINE, await readyEmployer(app));
    expect(never.statusCode).toBe(404);
    expect(never.json().message).toBe(ADMIN_MESSAGES.noVerificationRequest);
  });

  it('is for employers: 401 signed out, 403 for a candidate or admin; another employer’s request is untouched', async () => {
    const owner = await pendingEmployer();
    expect((await call('DELETE', MINE)).statusCode).toBe(401);
    expect((await call('DELETE', MINE, await registerAccount(app, 'candidate'))).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', MINE, admin)).statusCode).toBe(403);
    // A request is always the caller's own: another employer reaches only theirs (none).
    expect((await call('DELETE', MINE, await readyEmployer(app))).statusCode).toBe(404);
    expect((await mine(owner)).request?.status).toBe('pending');
  });
});

describe('PUT /api/employers/verification', () => {
  it('corrects the evidence and note of a pending request, which keeps its date and place', async () => {
    const employer = await pendingEmployer();
    const before = await mine(employer);
    const corrected = await call('PUT', MINE, employer, {
      evidenceType: 'cin',
      evidence: 'u72200ka2015ptc082321',
      note: 'The GSTIN was my old firm’s',
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({
      message: ADMIN_MESSAGES.verificationCorrected,
      request: {
        _id: before.request?._id,
        status: 'pending',
        evidenceType: 'cin',
        evidence: 'U72200KA2015PTC082321',
        note: 'The GSTIN was my old firm’s',
        createdAt: before.request?.createdAt,
      },
    });
    expect(await queued(employer)).toMatchObject({ _id: before.request?._id, evidenceType: 'cin' });
  });

  it('checks a correction like a request: a mistyped GSTIN or another domain’s website is refused', async () => {
    const employer = await pendingEmployer();
    const typo = await call('PUT', MINE, employer, { ...GSTIN, evidence: '27AAPFU0939F1ZW' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().details).toEqual([
      expect.objectContaining({
        path: 'evidence',
        message: 'This GSTIN’s last character does not match the others; check it for a typo',
      }),
    ]);
    const website = await call('PUT', MINE, employer, {
      evidenceType: 'website',
      evidence: 'https://someone-else.in',
    });
    expect(website.statusCode).toBe(400);
    expect(website.json().message).toBe(ADMIN_MESSAGES.websiteDomain);
    expect((await mine(employer)).request).toMatchObject({ evidence: GSTIN.evidence });
  });

  it('answers 409 after a decision or withdrawal, 404 without a request, and refuses other roles', async () => {
    const employer = await pendingEmployer();
    await call('DELETE', MINE, employer);
    expect((await call('PUT', MINE, employer, CIN)).statusCode).toBe(409);
    expect((await call('PUT', MINE, await readyEmployer(app), CIN)).statusCode).toBe(404);
    expect((await call('PUT', MINE, undefined, CIN)).statusCode).toBe(401);
    const candidate = await registerAccount(app, 'candidate');
    expect((await call('PUT', MINE, candidate, CIN)).statusCode).toBe(403);
    expect((await call('PUT', MINE, admin, CIN)).statusCode).toBe(403);
  });
});
