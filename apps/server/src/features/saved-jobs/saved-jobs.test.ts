import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  SAVED_JOB_MESSAGES,
  SavedJobIdsResponseSchema,
  SavedJobStateSchema,
  SavedJobsResponseSchema,
  todayInIndia,
} from '@shuruaat/contract';
import { jobs } from '../../db/schema/jobs';
import { savedJobs } from '../../db/schema/saved-jobs';
import {
  adminAccount,
  bearer,
  PASSWORD,
  registerAccount,
  type TestAccount,
} from '../../test/accounts';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let employer: TestAccount;
let admin: TestAccount;
let asha: TestAccount;
let ravi: TestAccount;
let open: { _id: string };
let closed: { _id: string };
let expired: { _id: string };
let draft: { _id: string };
beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
  admin = await adminAccount(app);
  asha = await registerAccount(app, 'candidate');
  ravi = await registerAccount(app, 'candidate');
  open = await postJob(app, employer, internshipBody({ title: 'Open React Intern' }));
  closed = await postJob(app, employer, internshipBody({ title: 'Closed React Intern' }));
  expired = await postJob(app, employer, internshipBody({ title: 'Expired React Intern' }));
  draft = await postJob(app, employer, { ...internshipBody(), status: 'draft' });
});
afterAll(() => app.close());

const save = (jobId: string, account?: TestAccount) =>
  app.inject({
    method: 'PUT',
    url: `/api/candidates/saved-jobs/${jobId}`,
    headers: account ? bearer(account.token) : {},
  });
const unsave = (jobId: string, account?: TestAccount) =>
  app.inject({
    method: 'DELETE',
    url: `/api/candidates/saved-jobs/${jobId}`,
    headers: account ? bearer(account.token) : {},
  });
const list = (account?: TestAccount, query = '') =>
  app.inject({
    url: `/api/candidates/saved-jobs${query}`,
    headers: account ? bearer(account.token) : {},
  });
async function savedTitles(account: TestAccount, query = '') {
  const response = await list(account, query);
  expect(response.statusCode).toBe(200);
  return SavedJobsResponseSchema.parse(response.json());
}
async function savedIds(account: TestAccount) {
  const response = await app.inject({
    url: '/api/candidates/saved-job-ids',
    headers: bearer(account.token),
  });
  expect(response.statusCode).toBe(200);
  return SavedJobIdsResponseSchema.parse(response.json()).jobIds;
}

describe('who may use saved jobs', () => {
  it('answers 401 to an anonymous caller on every endpoint', async () => {
    for (const response of [
      await save(open._id),
      await unsave(open._id),
      await list(),
      await app.inject({ url: '/api/candidates/saved-job-ids' }),
    ]) {
      expect(response.statusCode).toBe(401);
    }
  });

  it('answers 403 to employers and admins, who have no saved jobs', async () => {
    for (const account of [employer, admin]) {
      expect((await save(open._id, account)).statusCode).toBe(403);
      expect((await unsave(open._id, account)).statusCode).toBe(403);
      expect((await list(account)).statusCode).toBe(403);
    }
  });
});

describe('saving a listing', () => {
  it('saving twice (a double click) answers the same and keeps one save', async () => {
    const first = await save(open._id, asha);
    const second = await save(open._id, asha);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(SavedJobStateSchema.parse(second.json())).toEqual({
      jobId: open._id,
      isSaved: true,
      message: SAVED_JOB_MESSAGES.saved,
    });
    const rows = await app.db.select().from(savedJobs).where(eq(savedJobs.jobId, open._id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a draft, an unknown id or a malformed id', async () => {
    expect((await save(draft._id, asha)).statusCode).toBe(404);
    expect((await save('00000000-0000-4000-8000-000000000000', asha)).statusCode).toBe(404);
    const malformed = await save('not-a-job', asha);
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('Job not found');
  });

  it("one candidate neither sees nor removes another's saves", async () => {
    await save(open._id, asha);
    expect((await savedTitles(ravi)).savedJobs).toEqual([]);
    expect(await savedIds(ravi)).toEqual([]);
    // Ravi's removal only ever names his own save, so Asha's stays.
    expect((await unsave(open._id, ravi)).statusCode).toBe(200);
    expect(await savedIds(asha)).toContain(open._id);
  });

  it('removing is idempotent and takes the listing off the list', async () => {
    await save(open._id, ravi);
    expect((await unsave(open._id, ravi)).json()).toEqual({
      jobId: open._id,
      isSaved: false,
      message: SAVED_JOB_MESSAGES.removed,
    });
    expect((await unsave(open._id, ravi)).statusCode).toBe(200);
    expect(await savedIds(ravi)).toEqual([]);
  });
});

describe('the saved list', () => {
  it('marks listings that no longer take applications as closed, newest save first', async () => {
    const candidate = await registerAccount(app, 'candidate');
    for (const job of [open, closed, expired]) await save(job._id, candidate);
    await app.inject({
      method: 'PATCH',
      url: `/api/employers/employer-job/${closed._id}/closed`,
      headers: bearer(employer.token),
    });
    await app.db
      .update(jobs)
      .set({ applyBy: addDays(todayInIndia(), -1) })
      .where(eq(jobs.id, expired._id));

    const page = await savedTitles(candidate);
    expect(page.savedJobs.map((s) => [s.job.title, s.isClosed])).toEqual([
      ['Expired React Intern', true],
      ['Closed React Intern', true],
      ['Open React Intern', false],
    ]);
    expect(page.savedJobs[0]?.job).not.toHaveProperty('description');
  });

  it('pages through saves with a cursor and refuses a forged one with 400', async () => {
    const candidate = await registerAccount(app, 'candidate');
    for (const job of [open, closed, expired]) await save(job._id, candidate);
    const first = await savedTitles(candidate, '?limit=2');
    expect(first.savedJobs).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await savedTitles(candidate, `?limit=2&cursor=${first.nextCursor ?? ''}`);
    expect(rest.savedJobs.map((s) => s.job._id)).toEqual([open._id]);
    expect(rest.nextCursor).toBeNull();
    expect((await list(candidate, '?cursor=forged')).statusCode).toBe(400);
  });

  it('drops a save when its listing is deleted', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const doomed = await postJob(app, employer, internshipBody({ title: 'Soon Deleted Intern' }));
    await save(doomed._id, candidate);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/employers/delete-job/${doomed._id}`,
      headers: bearer(employer.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await savedIds(candidate)).toEqual([]);
  });

  it("erasing the candidate's account deletes their saves (decision 027)", async () => {
    const candidate = await registerAccount(app, 'candidate');
    await save(open._id, candidate);
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/users/me/delete',
      headers: bearer(candidate.token),
      payload: { password: PASSWORD, confirm: 'DELETE' },
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await app.db
      .select()
      .from(savedJobs)
      .where(eq(savedJobs.candidateId, candidate.user._id));
    expect(rows).toEqual([]);
  });
});
