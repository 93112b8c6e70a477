import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AuthResponseSchema } from '@shuruaat/contract';
import {
  adminAccount,
  bearer,
  PASSWORD,
  registerAccount,
  uniqueEmail,
  type TestAccount,
} from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
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

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The admins' entries on a target; screening's automatic entries on a post are its own test's. */
async function auditOf(targetId: string) {
  const response = await call('GET', `/api/admins/audit-log?targetId=${targetId}`, admin);
  expect(response.statusCode).toBe(200);
  const entries = response.json().entries as { action: string; before: unknown; after: unknown }[];
  return entries.filter((entry) => entry.action !== 'screening.automatic');
}

async function signIn(email: string) {
  const response = await call('POST', '/api/users/login', undefined, { email, password: PASSWORD });
  return response;
}

describe('GET /api/admins/users', () => {
  it('searches by name or email, filters by role, and pages by keyset', async () => {
    const employer = await readyEmployer(app);
    await postJob(app, employer);
    const candidates = await Promise.all([1, 2, 3].map(() => registerAccount(app, 'candidate')));
    const byEmail = await call(
      'GET',
      `/api/admins/users?q=${encodeURIComponent(employer.email)}`,
      admin,
    );
    expect(byEmail.statusCode).toBe(200);
    const [row] = byEmail.json().users;
    expect(row).toMatchObject({
      _id: employer.user._id,
      role: 'employer',
      status: 'active',
      jobCount: 1,
      company: { verified: false, resumeAccess: false },
    });
    expect(row.lastSignInAt).not.toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await call(
        'GET',
        `/api/admins/users?role=candidate&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        admin,
      );
      const body = page.json();
      expect(page.statusCode, page.body).toBe(200);
      expect(body.users.every((u: { role: string }) => u.role === 'candidate')).toBe(true);
      seen.push(...body.users.map((u: { _id: string }) => u._id));
      cursor = body.nextCursor;
    } while (cursor);
    for (const candidate of candidates) expect(seen).toContain(candidate.user._id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await call('GET', '/api/admins/users?q=%25%25', admin);
    expect(response.json().users).toEqual([]);
  });

  it('refuses a forged cursor and an unknown role with a 400', async () => {
    expect((await call('GET', '/api/admins/users?cursor=abc', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admins/users?role=owner', admin)).statusCode).toBe(400);
  });
});

describe('PUT /api/admins/update-role/{id}', () => {
  it('changes the role, ends the user’s sessions and writes the audit row', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const response = await call('PUT', `/api/admins/update-role/${candidate.user._id}`, admin, {
      role: 'employer',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: ADMIN_MESSAGES.roleUpdated,
      user: { role: 'employer' },
    });
    expect((await call('GET', '/api/users/me', candidate)).statusCode).toBe(401);
    const again = AuthResponseSchema.parse((await signIn(candidate.email)).json());
    expect(again.user.role).toBe('employer');
    const [entry] = await auditOf(candidate.user._id);
    expect(entry).toMatchObject({
      action: 'user.role_change',
      before: { role: 'candidate' },
      after: { role: 'employer' },
    });
  });

  it('refuses roles outside candidate/employer/admin', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const response = await call('PUT', `/api/admins/update-role/${candidate.user._id}`, admin, {
      role: 'owner',
    });
    expect(response.statusCode).toBe(400);
  });

  it('will not let an admin change their own role', async () => {
    const response = await call('PUT', `/api/admins/update-role/${admin.user._id}`, admin, {
      role: 'candidate',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(ADMIN_MESSAGES.ownRole);
  });

  it('lets one admin demote another while another admin remains', async () => {
    const second = await adminAccount(app);
    const response = await call('PUT', `/api/admins/update-role/${second.user._id}`, admin, {
      role: 'candidate',
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call(
      'PUT',
      '/api/admins/update-role/00000000-0000-4000-8000-000000000000',
      admin,
      { role: 'admin' },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/admins/delete-user/{id}', () => {
  it('erases a candidate: profile, resume file, sessions, notifications; the application stays as "Deleted account"', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(
      app,
      employer,
      internshipBody({ title: 'Erasure Check Intern', questions: [] }),
    );
    const candidate = await readyCandidate(app);
    const applied = await apply(app, candidate, job._id);
    expect(applied.statusCode, applied.body).toBe(201);
    const [resume] = await rows<{ storage_key: string }>(
      sql`select storage_key from resumes where candidate_id = ${candidate.user._id}`,
    );
    expect(resume && (await app.storage.open(resume.storage_key))).toBeTruthy();

    const response = await call('DELETE', `/api/admins/delete-user/${candidate.user._id}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      userId: candidate.user._id,
      message: ADMIN_MESSAGES.userDeleted,
    });

    expect((await call('GET', '/api/users/me', candidate)).statusCode).toBe(401);
    expect((await signIn(candidate.email)).statusCode).toBe(401);
    const left = await rows<{ n: number }>(sql`
      select (select count(*) from candidate_profiles where user_id = ${candidate.user._id})
        + (select count(*) from resumes where candidate_id = ${candidate.user._id})
        + (select count(*) from sessions where user_id = ${candidate.user._id})
        + (select count(*) from notifications where user_id = ${candidate.user._id}) as n`);
    expect(Number(left[0]?.n)).toBe(0);
    expect(await app.storage.open(resume?.storage_key ?? '')).toBeUndefined();
    const [user] = await rows<{ email: string; display_name: string }>(
      sql`select email, display_name from users where id = ${candidate.user._id}`,
    );
    expect(user?.email).not.toContain(candidate.email);
    expect(user?.display_name).toBe(ADMIN_MESSAGES.deletedAccountName);

    const applicants = await call('GET', `/api/employers/job/${job._id}/applicants`, employer);
    const [applicant] = applicants.json().applicants;
    expect(applicant).toMatchObject({ userId: candidate.user._id, fullName: 'Deleted account' });
    // No resume to open: the link names nothing.
    expect(applicant.resume.publicId).toBe('');

    // The address is free again.
    const fresh = await registerAccount(app, 'candidate', candidate.email);
    expect(fresh.user._id).not.toBe(candidate.user._id);

    const listed = await call('GET', '/api/admins/users?status=deleted', admin);
    expect(listed.json().users.map((u: { _id: string }) => u._id)).toContain(candidate.user._id);
    const [entry] = await auditOf(candidate.user._id);
    expect(entry?.action).toBe('user.delete');
    expect(JSON.stringify(entry)).not.toContain(candidate.email);
  });

  it('closes a deleted employer’s listings', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer);
    const response = await call('DELETE', `/api/admins/delete-user/${employer.user._id}`, admin);
    expect(response.statusCode).toBe(200);
    const [row] = await rows<{ status: string }>(
      sql`select status from jobs where id = ${job._id}`,
    );
    expect(row?.status).toBe('closed');
    expect((await call('GET', `/api/jobs/${job.slug}`)).statusCode).toBeLessThan(500);
  });

  it('will not let an admin delete themselves, and a deleted account cannot be deleted twice', async () => {
    const self = await call('DELETE', `/api/admins/delete-user/${admin.user._id}`, admin);
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe(ADMIN_MESSAGES.deleteSelf);
    const candidate = await registerAccount(app, 'candidate');
    expect(
      (await call('DELETE', `/api/admins/delete-user/${candidate.user._id}`, admin)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/admins/delete-user/${candidate.user._id}`, admin)).statusCode,
    ).toBe(404);
  });
});

describe('audit log', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    const candidate = await registerAccount(app, 'candidate');
    await call('PUT', `/api/admins/update-role/${candidate.user._id}`, admin, { role: 'employer' });
    const refusal = (query: ReturnType<typeof sql>) =>
      app.db.execute(query).then(
        () => 'allowed',
        (error: Error & { cause?: Error }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await refusal(sql`update admin_audit_log set action = 'forged'`)).toMatch(
      /append-only: UPDATE refused/,
    );
    expect(await refusal(sql`delete from admin_audit_log`)).toMatch(/append-only: DELETE refused/);
    expect((await auditOf(candidate.user._id)).length).toBe(1);
  });

  it('filters by action and actor, newest first', async () => {
    const response = await call(
      'GET',
      `/api/admins/audit-log?action=user.role_change&actorId=${admin.user._id}&from=2020-01-01`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    const entries = response.json().entries as {
      action: string;
      at: string;
      actor: { _id: string };
    }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action === 'user.role_change')).toBe(true);
    expect(entries.every((e) => e.actor._id === admin.user._id)).toBe(true);
    const times = entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('writes nothing when the action fails', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer);
    // A status of active with a past apply-by date is refused before anything is written.
    await app.db.execute(sql`update jobs set apply_by = '2020-01-01' where id = ${job._id}`);
    const refused = await call('PATCH', `/api/admins/job-status/${job._id}`, admin, {
      status: 'active',
    });
    expect(refused.statusCode).toBe(400);
    expect(await auditOf(job._id)).toEqual([]);
  });
});

describe('admin job actions', () => {
  it('searches all jobs, changes status, deletes, and audits each change', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ title: 'Searchable Audit Intern' }));
    const found = await call('GET', '/api/admins/all-jobs?q=searchable%20audit', admin);
    expect(found.json().jobs.map((j: { _id: string }) => j._id)).toEqual([job._id]);
    const closed = await call('PATCH', `/api/admins/job-status/${job._id}`, admin, {
      status: 'closed',
    });
    expect(closed.statusCode).toBe(200);
    const deleted = await call('DELETE', `/api/admins/delete-job/${job._id}`, admin);
    expect(deleted.json().message).toBe(ADMIN_MESSAGES.jobDeleted);
    const actions = (await auditOf(job._id)).map((e) => e.action);
    expect(actions).toEqual(['job.delete', 'job.status_change']);
    const [statusEntry] = (await auditOf(job._id)).slice(1);
    expect(statusEntry).toMatchObject({
      before: { status: 'active' },
      after: { status: 'closed' },
    });
  });
});

describe('employer verification', () => {
  it('goes from request to approval: badge on the listing, notice to the employer, audit row', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer);
    const request = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'gstin',
      evidence: '27aapfu0939f1zv',
      note: 'Registered in Maharashtra',
    });
    expect(request.statusCode).toBe(201);
    expect(request.json().request).toMatchObject({
      status: 'pending',
      evidence: '27AAPFU0939F1ZV',
    });
    const twice = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'gstin',
      evidence: '27AAPFU0939F1ZV',
    });
    expect(twice.statusCode).toBe(409);

    const queue = await call('GET', '/api/admins/verifications', admin);
    const item = queue
      .json()
      .verifications.find(
        (v: { employer: { _id: string } }) => v.employer._id === employer.user._id,
      );
    expect(item).toBeDefined();
    const decided = await call('PUT', `/api/admins/verifications/${item._id}`, admin, {
      decision: 'approve',
    });
    expect(decided.json().message).toBe(ADMIN_MESSAGES.verificationApproved);
    const listing = await call('GET', `/api/jobs/${job.slug}`);
    expect(JSON.stringify(listing.json())).toContain('"verified":true');
    const mine = await call('GET', '/api/employers/verification', employer);
    expect(mine.json()).toMatchObject({ verified: true, request: { status: 'approved' } });
    const notices = await call('GET', '/api/users/notifications/', employer);
    expect(JSON.stringify(notices.json())).toContain('Your company is verified');
    const again = await call('PUT', `/api/admins/verifications/${item._id}`, admin, {
      decision: 'reject',
      reason: 'late',
    });
    expect(again.statusCode).toBe(409);

    const revoked = await call(
      'POST',
      `/api/admins/employer/${employer.user._id}/revoke-verification`,
      admin,
      { reason: 'The GSTIN belongs to another business.' },
    );
    expect(revoked.statusCode).toBe(200);
    expect((await call('GET', '/api/employers/verification', employer)).json()).toMatchObject({
      verified: false,
      request: { status: 'revoked' },
    });
    const companyId = item.company._id as string;
    expect((await auditOf(companyId)).map((e) => e.action)).toEqual([
      'verification.revoke',
      'verification.approve',
    ]);
  });

  it('accepts a website only on the sign-in email’s domain, and a rejection needs a reason', async () => {
    const employer = await readyEmployer(app);
    const elsewhere = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'website',
      evidence: 'https://not-my-company.in',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(ADMIN_MESSAGES.websiteDomain);
    const bad = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'cin',
      evidence: 'nonsense',
    });
    expect(bad.statusCode).toBe(400);
    // A GSTIN of the right shape with one character mistyped fails its check character.
    const typo = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'gstin',
      evidence: '27AAPFU0939F1ZW',
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().details).toEqual([
      expect.objectContaining({
        message: 'This GSTIN’s last character does not match the others; check it for a typo',
      }),
    ]);
    const cinYear = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'cin',
      evidence: 'U72200KA2099PTC082321',
    });
    expect(cinYear.statusCode).toBe(400);
    const own = await call('POST', '/api/employers/verification', employer, {
      evidenceType: 'website',
      evidence: 'https://careers.example.in',
    });
    expect(own.statusCode).toBe(201);
    const id = own.json().request._id as string;
    const noReason = await call('PUT', `/api/admins/verifications/${id}`, admin, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('PUT', `/api/admins/verifications/${id}`, admin, {
      decision: 'reject',
      reason: 'The website does not name your company.',
    });
    expect(rejected.statusCode).toBe(200);
    const mine = (await call('GET', '/api/employers/verification', employer)).json();
    expect(mine).toMatchObject({
      verified: false,
      request: { status: 'rejected', reason: 'The website does not name your company.' },
    });
  });
});

describe('resume database access requests', () => {
  it('is asked for once, granted from the employer’s row, and the employer is told', async () => {
    const employer = await readyEmployer(app);
    const asked = await call('POST', '/api/employers/resume-access-request', employer, {
      note: 'Hiring 20 interns for our Pune office',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json().requestedAt).not.toBeNull();
    expect(
      (await call('POST', '/api/employers/resume-access-request', employer, {})).statusCode,
    ).toBe(409);
    const row = (
      await call('GET', `/api/admins/users?q=${encodeURIComponent(employer.email)}`, admin)
    ).json().users[0];
    expect(row.company.resumeAccessRequested).toBe(true);
    const granted = await call(
      'PUT',
      `/api/admins/employer/${employer.user._id}/resume-access`,
      admin,
      { resumeAccess: true },
    );
    expect(granted.statusCode).toBe(200);
    expect((await call('GET', '/api/employers/resume-access', employer)).statusCode).toBe(200);
    expect((await call('GET', '/api/employers/resume-access-request', employer)).json()).toEqual({
      resumeAccess: true,
      requestedAt: null,
    });
    const notices = await call('GET', '/api/users/notifications/', employer);
    expect(JSON.stringify(notices.json())).toContain('Resume database access granted');
    expect((await auditOf(employer.user._id)).map((e) => e.action)).toEqual([
      'resume_access.grant',
    ]);
  });
});

describe('listing reports', () => {
  it('takes one open report per user, queues counts per listing, and closing tells everyone', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ title: 'Reported Listing Intern' }));
    const reporters = await Promise.all([1, 2].map(() => registerAccount(app, 'candidate')));
    const [first, second] = reporters as [TestAccount, TestAccount];
    const sent = await call('POST', `/api/users/reports/${job._id}`, first, {
      reason: 'asks_for_money',
      details: 'They asked for a ₹2,000 registration fee on WhatsApp.',
    });
    expect(sent.statusCode).toBe(201);
    expect((await call('GET', `/api/users/reports/${job._id}`, first)).json().open).toBe(true);
    const repeat = await call('POST', `/api/users/reports/${job._id}`, first, { reason: 'spam' });
    expect(repeat.statusCode).toBe(409);
    expect(
      (await call('POST', `/api/users/reports/${job._id}`, second, { reason: 'other' })).statusCode,
    ).toBe(400);
    await call('POST', `/api/users/reports/${job._id}`, second, { reason: 'fake_or_scam' });
    expect(
      (await call('POST', `/api/users/reports/${job._id}`, employer, { reason: 'spam' }))
        .statusCode,
    ).toBe(403);

    const queue = await call('GET', '/api/admins/reports', admin);
    const listing = queue
      .json()
      .listings.find((l: { job: { _id: string } }) => l.job._id === job._id);
    expect(listing).toMatchObject({ openCount: 2 });
    expect(listing.reasons).toHaveLength(2);

    const closed = await call('PUT', `/api/admins/reports/${job._id}`, admin, {
      outcome: 'close',
      reason: 'Asking candidates for money breaks our rules.',
    });
    expect(closed.statusCode).toBe(200);
    const [row] = await rows<{ status: string }>(
      sql`select status from jobs where id = ${job._id}`,
    );
    expect(row?.status).toBe('closed');
    for (const reporter of reporters) {
      const notices = await call('GET', '/api/users/notifications/', reporter);
      expect(JSON.stringify(notices.json())).toContain('A listing you reported was closed');
    }
    const employerNotices = await call('GET', '/api/users/notifications/', employer);
    expect(JSON.stringify(employerNotices.json())).toContain(
      'Asking candidates for money breaks our rules.',
    );
    expect((await call('GET', `/api/users/reports/${job._id}`, first)).json().open).toBe(false);
    expect(
      (await call('PUT', `/api/admins/reports/${job._id}`, admin, { outcome: 'dismiss' }))
        .statusCode,
    ).toBe(409);
    expect((await auditOf(job._id)).map((e) => e.action)).toEqual(['report.close_listing']);
  });

  it('dismissing leaves the listing open and tells the reporter', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer);
    const reporter = await registerAccount(app, 'employer', uniqueEmail('reporter'));
    await call('POST', `/api/users/reports/${job._id}`, reporter, { reason: 'pay_not_as_listed' });
    const dismissed = await call('PUT', `/api/admins/reports/${job._id}`, admin, {
      outcome: 'dismiss',
    });
    expect(dismissed.statusCode).toBe(200);
    const [row] = await rows<{ status: string }>(
      sql`select status from jobs where id = ${job._id}`,
    );
    expect(row?.status).toBe('active');
    const notices = await call('GET', '/api/users/notifications/', reporter);
    expect(JSON.stringify(notices.json())).toContain('Your report was reviewed');
  });
});

describe('GET /api/admins/overview', () => {
  it('counts users by role and the queues', async () => {
    const response = await call('GET', '/api/admins/overview', admin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.users.admin).toBeGreaterThanOrEqual(1);
    expect(body.users.candidate).toBeGreaterThan(0);
    expect(body).toHaveProperty('openReports');
    expect(body).toHaveProperty('pendingVerifications');
  });
});

describe('who may call the console', () => {
  it('signed out is 401, a candidate or employer 403', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const employer = await registerAccount(app, 'employer');
    for (const [method, url] of [
      ['GET', '/api/admins/users'],
      ['GET', '/api/admins/overview'],
      ['GET', '/api/admins/audit-log'],
      ['GET', '/api/admins/verifications'],
      ['GET', '/api/admins/reports'],
    ] as const) {
      expect((await call(method, url)).statusCode).toBe(401);
      expect((await call(method, url, candidate)).statusCode).toBe(403);
      expect((await call(method, url, employer)).statusCode).toBe(403);
    }
  });
});
