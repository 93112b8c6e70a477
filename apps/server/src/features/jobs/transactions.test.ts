import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { expectInternalError, rows, whileWritesFail } from '../../test/injected-failures';
import { COMPANY_PROFILE, internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let employer: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
  admin = await adminAccount(app);
});
afterAll(() => app.close());

const as = (account: TestAccount) => bearer(account.token);

describe('an admin editing a job', () => {
  it('an edit whose audit entry fails to save leaves the job as it was', async () => {
    const job = await postJob(app, employer, internshipBody({ title: 'Kotlin Developer Intern' }));
    const response = await whileWritesFail(app, 'admin_audit_log', 'INSERT', () =>
      app.inject({
        method: 'PUT',
        url: `/api/admins/update-job/${job._id}`,
        headers: as(admin),
        payload: internshipBody({ title: 'Flutter Developer Intern' }),
      }),
    );
    expectInternalError(response);
    const [row] = await rows(app, sql`select title from jobs where id = ${job._id}`);
    expect(row).toEqual({ title: 'Kotlin Developer Intern' });
  });
});

describe('saving a company profile', () => {
  const saveProfile = (account: TestAccount, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/employers/update-employer-profile',
      headers: as(account),
      payload,
    });

  it('a profile whose “ready to post” flag fails to save is not saved', async () => {
    const owner = await registerAccount(app, 'employer');
    const response = await whileWritesFail(app, 'users', 'UPDATE', () =>
      saveProfile(owner, COMPANY_PROFILE),
    );
    expectInternalError(response);
    const [company] = await rows(
      app,
      sql`select name, about from companies where owner_user_id = ${owner.user._id}`,
    );
    // As it was after sign-up: a company with its contact only, none of what the failed save sent.
    expect(company).toEqual({ name: '', about: '' });
  });
});
