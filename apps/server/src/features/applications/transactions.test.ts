import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { expectInternalError, rows, whileWritesFail } from '../../test/injected-failures';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

// Each test injects a failure into the last write of one action and checks that the writes
// before it were rolled back with it.
let app: FastifyInstance;
let owner: TestAccount;
let candidates: TestAccount[];
beforeAll(async () => {
  app = await createTestApp();
  owner = await readyEmployer(app);
  candidates = [await readyCandidate(app), await readyCandidate(app)];
});
afterAll(() => app.close());

const first = () => candidates[0] as TestAccount;

async function jobAppliedToBy(applicants: TestAccount[]) {
  const job = await postJob(app, owner, internshipBody({ questions: [] }));
  for (const candidate of applicants) {
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
  }
  return job;
}

/** What a candidate's application to a job looks like in the database, and their bell. */
async function stored(jobId: string, candidate: TestAccount) {
  const [application] = await rows<{ status: string; events: number }>(
    app,
    sql`select a.status, (select count(*)::int from application_events e where e.application_id = a.id) as events
        from applications a where a.job_id = ${jobId} and a.candidate_id = ${candidate.user._id}`,
  );
  const [bell] = await rows<{ n: number }>(
    app,
    sql`select count(*)::int as n from notifications where user_id = ${candidate.user._id}`,
  );
  return { ...application, notifications: bell?.n };
}

const employerCall = (method: 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/employers/job/${url}`, headers: bearer(owner.token), payload });

describe('applying', () => {
  it('an application whose timeline entry fails is not kept, so the candidate can apply again', async () => {
    const job = await jobAppliedToBy([]);
    const response = await whileWritesFail(app, 'application_events', 'INSERT', () =>
      apply(app, first(), job._id),
    );
    expectInternalError(response);
    const kept = await rows(app, sql`select id from applications where job_id = ${job._id}`);
    expect(kept).toEqual([]);
    expect((await apply(app, first(), job._id)).statusCode).toBe(201);
  });
});

describe('changing an applicant’s status', () => {
  it('a status change whose notification fails leaves the status, the timeline and the bell unchanged', async () => {
    const job = await jobAppliedToBy([first()]);
    const before = await stored(job._id, first());
    const response = await whileWritesFail(app, 'notifications', 'INSERT', () =>
      employerCall('PATCH', `${job._id}/applicant/${first().user._id}/status`, {
        newStatus: 'shortlisted',
      }),
    );
    expectInternalError(response);
    expect(await stored(job._id, first())).toEqual({ ...before, status: 'applied', events: 1 });
  });

  it('a status change whose timeline entry fails leaves the status unchanged', async () => {
    const job = await jobAppliedToBy([first()]);
    const before = await stored(job._id, first());
    const response = await whileWritesFail(app, 'application_events', 'INSERT', () =>
      employerCall('PATCH', `${job._id}/applicant/${first().user._id}/status`, {
        newStatus: 'interview',
      }),
    );
    expectInternalError(response);
    expect(await stored(job._id, first())).toEqual(before);
  });

  it('a bulk change whose notifications fail changes none of the applicants', async () => {
    const job = await jobAppliedToBy(candidates);
    const before = await Promise.all(candidates.map((c) => stored(job._id, c)));
    const response = await whileWritesFail(app, 'notifications', 'INSERT', () =>
      employerCall('PATCH', `${job._id}/applicants/status`, {
        userIds: candidates.map((c) => c.user._id),
        newStatus: 'rejected',
      }),
    );
    expectInternalError(response);
    expect(await Promise.all(candidates.map((c) => stored(job._id, c)))).toEqual(before);
    expect(before.map((b) => b.status)).toEqual(['applied', 'applied']);
  });

  it('a removal whose notification fails keeps the applicant on the list, with no timeline entry', async () => {
    const job = await jobAppliedToBy([first()]);
    const before = await stored(job._id, first());
    const response = await whileWritesFail(app, 'notifications', 'INSERT', () =>
      employerCall('DELETE', `${job._id}/applicant/${first().user._id}`),
    );
    expectInternalError(response);
    expect(await stored(job._id, first())).toEqual({ ...before, status: 'applied', events: 1 });
  });
});

describe('withdrawing', () => {
  it('a withdrawal whose timeline entry fails leaves the application active', async () => {
    const job = await jobAppliedToBy([first()]);
    const response = await whileWritesFail(app, 'application_events', 'INSERT', () =>
      app.inject({
        method: 'DELETE',
        url: `/api/candidates/application/${job._id}/${first().user._id}`,
        headers: bearer(first().token),
      }),
    );
    expectInternalError(response);
    expect(await stored(job._id, first())).toMatchObject({ status: 'applied', events: 1 });
  });
});
