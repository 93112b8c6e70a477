import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { expectInternalError, rows, whileWritesFail } from '../../test/injected-failures';
import { COMPANY_PROFILE, internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

// A job's search columns are refreshed by an UPDATE that sets search_vector, which no other job
// write does; failing exactly that statement is the failure between the job and its search text.
const SEARCH_REFRESH = 'UPDATE OF search_vector' as const;

let app: FastifyInstance;
let employer: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
});
afterAll(() => app.close());

const as = (account: TestAccount) => bearer(account.token);

/** The job's title and whether its search columns find `word`. */
async function searchable(jobId: string, word: string) {
  const [job] = await rows<{ title: string; by_vector: boolean; by_text: boolean }>(
    app,
    sql`select title, search_vector @@ plainto_tsquery('english', ${word}) as by_vector,
          search_text like ${`%${word}%`} as by_text
        from jobs where id = ${jobId}`,
  );
  return job;
}

describe('posting and editing a job', () => {
  it('a job whose search text fails to save is not posted', async () => {
    const title = 'Rollback Analyst Intern';
    const response = await whileWritesFail(app, 'jobs', SEARCH_REFRESH, () =>
      app.inject({
        method: 'POST',
        url: '/api/employers/post-job',
        headers: as(employer),
        payload: internshipBody({ title }),
      }),
    );
    expectInternalError(response);
    expect(await rows(app, sql`select id from jobs where title = ${title}`)).toEqual([]);
  });

  it('an edit whose search text fails keeps the job and its search text as they were', async () => {
    const job = await postJob(app, employer, internshipBody({ title: 'Kotlin Developer Intern' }));
    const edited = internshipBody({ title: 'Flutter Developer Intern' });
    const response = await whileWritesFail(app, 'jobs', SEARCH_REFRESH, () =>
      app.inject({
        method: 'PUT',
        url: `/api/employers/job/${job._id}`,
        headers: as(employer),
        payload: edited,
      }),
    );
    expectInternalError(response);
    expect(await searchable(job._id, 'kotlin')).toEqual({
      title: 'Kotlin Developer Intern',
      by_vector: true,
      by_text: true,
    });
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

  it('a rename whose jobs’ search text fails keeps the old name on the company and in search', async () => {
    const owner = await readyEmployer(app);
    const job = await postJob(app, owner);
    const response = await whileWritesFail(app, 'jobs', SEARCH_REFRESH, () =>
      saveProfile(owner, { companyName: 'Dukaan Labs' }),
    );
    expectInternalError(response);
    const [company] = await rows(
      app,
      sql`select name from companies where owner_user_id = ${owner.user._id}`,
    );
    expect(company).toEqual({ name: COMPANY_PROFILE.companyName });
    expect((await searchable(job._id, 'kirana'))?.by_vector).toBe(true);
    expect((await searchable(job._id, 'dukaan'))?.by_vector).toBe(false);
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
