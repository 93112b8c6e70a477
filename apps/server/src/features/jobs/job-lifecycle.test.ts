import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobsPostedResponseSchema } from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let owner: TestAccount;
let rival: TestAccount;
let candidate: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  owner = await readyEmployer(app);
  rival = await readyEmployer(app);
  candidate = await registerAccount(app, 'candidate');
});
afterAll(() => app.close());

const as = (account?: TestAccount) => (account ? bearer(account.token) : {});
const getJob = (id: string, account?: TestAccount) =>
  app.inject({ url: `/api/employers/job/${id}`, headers: as(account) });
const setStatus = (id: string, status: string, account?: TestAccount) =>
  app.inject({
    method: 'PATCH',
    url: `/api/employers/employer-job/${id}/${status}`,
    headers: as(account),
  });
const remove = (id: string, account?: TestAccount) =>
  app.inject({ method: 'DELETE', url: `/api/employers/delete-job/${id}`, headers: as(account) });
const edit = (id: string, payload: object, account?: TestAccount) =>
  app.inject({ method: 'PUT', url: `/api/employers/job/${id}`, headers: as(account), payload });
const jobsPosted = (account?: TestAccount, query = '') =>
  app.inject({ url: `/api/employers/jobs-posted${query}`, headers: as(account) });

async function addApplication(jobId: string) {
  const applicant = await registerAccount(app, 'candidate');
  await app.db.execute(
    sql`insert into applications (job_id, candidate_id) values (${jobId}, ${applicant.user._id})`,
  );
}

describe('GET /api/employers/jobs-posted', () => {
  it('lists only the caller’s jobs, newest first, with zero applicant counts', async () => {
    const employer = await readyEmployer(app);
    const first = await postJob(app, employer, internshipBody({ title: 'First Intern Role' }));
    const second = await postJob(app, employer, internshipBody({ title: 'Second Intern Role' }));
    await postJob(app, rival);
    const body = JobsPostedResponseSchema.parse((await jobsPosted(employer)).json());
    expect(body.jobsPosted.map((j) => j._id)).toEqual([second._id, first._id]);
    expect(body.jobsPosted[0]?.applicantTotal).toBe(0);
    expect(body.jobsPosted[0]?.applicantCounts.shortlisted).toBe(0);
  });

  it('counts applicants by status', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer);
    await addApplication(job._id);
    await addApplication(job._id);
    const [posted] = (await jobsPosted(employer)).json().jobsPosted;
    expect(posted.applicantCounts.applied).toBe(2);
    expect(posted.applicantTotal).toBe(2);
  });

  it('pages with a cursor without repeating or skipping', async () => {
    const employer = await readyEmployer(app);
    for (let i = 1; i <= 5; i += 1)
      await postJob(app, employer, internshipBody({ title: `Paged Intern Role ${i}` }));
    const first = (await jobsPosted(employer, '?limit=2')).json();
    const second = (await jobsPosted(employer, `?limit=2&cursor=${first.nextCursor}`)).json();
    const third = (await jobsPosted(employer, `?limit=2&cursor=${second.nextCursor}`)).json();
    const titles = [...first.jobsPosted, ...second.jobsPosted, ...third.jobsPosted].map(
      (j: { title: string }) => j.title,
    );
    expect(titles).toEqual([5, 4, 3, 2, 1].map((i) => `Paged Intern Role ${i}`));
    expect(third.nextCursor).toBeNull();
  });

  it('answers 400 for a forged cursor or a limit over 50', async () => {
    expect((await jobsPosted(owner, '?cursor=not-a-cursor')).statusCode).toBe(400);
    expect((await jobsPosted(owner, '?limit=500')).statusCode).toBe(400);
  });

  it('gives an employer who has not started a company an empty list', async () => {
    const newcomer = await registerAccount(app, 'employer');
    expect((await jobsPosted(newcomer)).json()).toEqual({ jobsPosted: [], nextCursor: null });
  });

  it('answers 401 signed out and 403 to a candidate', async () => {
    expect((await jobsPosted()).statusCode).toBe(401);
    expect((await jobsPosted(candidate)).statusCode).toBe(403);
  });
});

describe('GET /api/employers/job/{id}', () => {
  it('shows an active job to anyone', async () => {
    const job = await postJob(app, owner);
    const response = await getJob(job._id);
    expect(response.statusCode).toBe(200);
    expect(response.json().job.company.name).toBe('Kirana Cloud');
    expect(response.json().job).not.toHaveProperty('contactEmail');
  });

  it('shows a draft only to its owner', async () => {
    const draft = await postJob(app, owner, { ...internshipBody(), status: 'draft' });
    expect((await getJob(draft._id, owner)).statusCode).toBe(200);
    expect((await getJob(draft._id)).statusCode).toBe(404);
    expect((await getJob(draft._id, rival)).statusCode).toBe(404);
    expect((await getJob(draft._id, candidate)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await getJob('7f1d7a0e-9d2b-4c55-8d5c-2d7d1f2a9b10')).statusCode).toBe(404);
    expect((await getJob('not-an-id')).statusCode).toBe(404);
  });
});

describe('PUT /api/employers/job/{id}', () => {
  it('edits the job, keeps its slug and the ids of unchanged questions', async () => {
    const job = await postJob(app, owner);
    const before = (await getJob(job._id, owner)).json().job;
    const response = await edit(
      job._id,
      internshipBody({
        title: 'Frontend Developer Intern',
        questions: [
          { question: 'Share a project you built with React.', required: true },
          { question: 'When can you start?', required: false },
        ],
      }),
      owner,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Job updated successfully!');
    const after = response.json().job;
    expect(after.title).toBe('Frontend Developer Intern');
    expect(after.slug).toBe(job.slug);
    expect(after.questions[0]._id).toBe(before.questions[0]._id);
    expect(after.questions).toHaveLength(2);
  });

  it('applies the listing rules to edits', async () => {
    const job = await postJob(app, owner);
    const response = await edit(job._id, internshipBody({ stipend: { min: 50, max: 80 } }), owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('stipend.min');
  });

  it('answers 404 to another employer, 403 to a candidate and 401 signed out', async () => {
    const job = await postJob(app, owner);
    expect((await edit(job._id, internshipBody(), rival)).statusCode).toBe(404);
    expect((await edit(job._id, internshipBody(), candidate)).statusCode).toBe(403);
    expect((await edit(job._id, internshipBody())).statusCode).toBe(401);
  });
});

describe('PATCH /api/employers/employer-job/{jobId}/{status}', () => {
  it('pauses and resumes a job with the spec message', async () => {
    const job = await postJob(app, owner);
    const paused = await setStatus(job._id, 'paused', owner);
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      message: 'Job status updated successfully!',
      job: { status: 'paused', isAcceptingApplications: false },
    });
    const resumed = await setStatus(job._id, 'active', owner);
    expect(resumed.json().job).toMatchObject({ status: 'active', isAcceptingApplications: true });
  });

  it('publishes a draft and closes a job', async () => {
    const draft = await postJob(app, owner, { ...internshipBody(), status: 'draft' });
    expect((await setStatus(draft._id, 'active', owner)).json().job.status).toBe('active');
    expect((await setStatus(draft._id, 'closed', owner)).json().job.status).toBe('closed');
  });

  it('answers 400 for an unknown status', async () => {
    const job = await postJob(app, owner);
    const response = await setStatus(job._id, 'archived', owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0].path).toBe('status');
  });

  it('refuses to reactivate a job whose apply-by date has passed', async () => {
    const job = await postJob(app, owner);
    await setStatus(job._id, 'paused', owner);
    await app.db.execute(sql`update jobs set apply_by = current_date - 2 where id = ${job._id}`);
    const response = await setStatus(job._id, 'active', owner);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/apply-by date has passed/);
  });

  it('answers 404 to another employer, 403 to a candidate and 401 signed out', async () => {
    const job = await postJob(app, owner);
    expect((await setStatus(job._id, 'paused', rival)).statusCode).toBe(404);
    expect((await setStatus(job._id, 'paused', candidate)).statusCode).toBe(403);
    expect((await setStatus(job._id, 'paused')).statusCode).toBe(401);
    expect((await getJob(job._id)).json().job.status).toBe('active');
  });
});

describe('DELETE /api/employers/delete-job/{id}', () => {
  it('erases a job nobody applied to', async () => {
    const job = await postJob(app, owner);
    const response = await remove(job._id, owner);
    expect(response.json()).toEqual({ jobId: job._id, message: 'Job deleted successfully!' });
    expect((await getJob(job._id, owner)).statusCode).toBe(404);
  });

  it('closes and hides a job that has applications, keeping the rows', async () => {
    const job = await postJob(app, owner);
    await addApplication(job._id);
    expect((await remove(job._id, owner)).statusCode).toBe(200);
    const listed = (await jobsPosted(owner)).json().jobsPosted.map((j: { _id: string }) => j._id);
    expect(listed).not.toContain(job._id);
    const result = (await app.db.execute(
      sql`select status, hidden_at from jobs where id = ${job._id}`,
    )) as unknown as { rows: { status: string; hidden_at: unknown }[] };
    expect(result.rows[0]?.status).toBe('closed');
    expect(result.rows[0]?.hidden_at).not.toBeNull();
  });

  it('answers 404 to another employer, 403 to a candidate and 401 signed out', async () => {
    const job = await postJob(app, owner);
    expect((await remove(job._id, rival)).statusCode).toBe(404);
    expect((await remove(job._id, candidate)).statusCode).toBe(403);
    expect((await remove(job._id)).statusCode).toBe(401);
    expect((await getJob(job._id)).statusCode).toBe(200);
  });
});

describe('GET /api/candidates/active-jobs', () => {
  it('lists only active jobs still open, without drafts, paused, closed or expired ones', async () => {
    const employer = await readyEmployer(app);
    const open = await postJob(app, employer, internshipBody({ title: 'Open Intern Role' }));
    await postJob(app, employer, {
      ...internshipBody({ title: 'Draft Intern Role' }),
      status: 'draft',
    });
    const paused = await postJob(app, employer, internshipBody({ title: 'Paused Intern Role' }));
    await setStatus(paused._id, 'paused', employer);
    const expired = await postJob(app, employer, internshipBody({ title: 'Expired Intern Role' }));
    await app.db.execute(
      sql`update jobs set apply_by = current_date - 1 where id = ${expired._id}`,
    );

    const response = await app.inject({ url: '/api/candidates/active-jobs?limit=50' });
    expect(response.statusCode).toBe(200);
    const titles = response.json().items.map((j: { title: string }) => j.title);
    expect(titles).toContain('Open Intern Role');
    for (const hidden of ['Draft Intern Role', 'Paused Intern Role', 'Expired Intern Role']) {
      expect(titles).not.toContain(hidden);
    }
    const expiredJob = (await getJob(expired._id)).json().job;
    expect(expiredJob.isAcceptingApplications).toBe(false);
    expect(open._id).toBeTruthy();
  });

  it('pages with nextCursor', async () => {
    const first = (await app.inject({ url: '/api/candidates/active-jobs?limit=1' })).json();
    expect(first.items).toHaveLength(1);
    const second = (
      await app.inject({ url: `/api/candidates/active-jobs?limit=1&cursor=${first.nextCursor}` })
    ).json();
    expect(second.items[0]._id).not.toBe(first.items[0]._id);
  });
});
