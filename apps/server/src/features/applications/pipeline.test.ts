import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApplicantsResponseSchema,
  BulkApplicantStatusResponseSchema,
  CandidateApplicationsResponseSchema,
  NotificationsResponseSchema,
  PIPELINE_MESSAGES,
  type Applicant,
  type CandidateApplication,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, applyBody, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let owner: TestAccount;
let rival: TestAccount;
let admin: TestAccount;
let stranger: TestAccount;
// Uploads are rate-limited per address, so a few candidates apply to a fresh job in each test.
let pool: TestAccount[];
beforeAll(async () => {
  app = await createTestApp();
  owner = await readyEmployer(app);
  rival = await readyEmployer(app);
  admin = await adminAccount(app);
  stranger = await registerAccount(app, 'candidate');
  pool = [];
  for (const fullName of ['Asha Rao', 'Bilal Khan', 'Chitra Das']) {
    pool.push(await readyCandidate(app, { fullName }));
  }
});
afterAll(() => app.close());

let jobCount = 0;
const as = (account?: TestAccount) => (account ? bearer(account.token) : {});

const applicants = (jobId: string, account?: TestAccount, query = '') =>
  app.inject({ url: `/api/employers/job/${jobId}/applicants${query}`, headers: as(account) });
const setStatus = (jobId: string, userId: string, payload: object, account?: TestAccount) =>
  app.inject({
    method: 'PATCH',
    url: `/api/employers/job/${jobId}/applicant/${userId}/status`,
    headers: as(account),
    payload,
  });
const bulk = (jobId: string, payload: object, account?: TestAccount) =>
  app.inject({
    method: 'PATCH',
    url: `/api/employers/job/${jobId}/applicants/status`,
    headers: as(account),
    payload,
  });
const removeApplicant = (jobId: string, userId: string, account?: TestAccount) =>
  app.inject({
    method: 'DELETE',
    url: `/api/employers/job/${jobId}/applicant/${userId}`,
    headers: as(account),
  });
const withdraw = (jobId: string, candidate: TestAccount) =>
  app.inject({
    method: 'DELETE',
    url: `/api/candidates/application/${jobId}/${candidate.user._id}`,
    headers: as(candidate),
  });

async function listed(jobId: string, query = ''): Promise<Applicant[]> {
  const response = await applicants(jobId, owner, query);
  expect(response.statusCode).toBe(200);
  return ApplicantsResponseSchema.parse(response.json()).applicants;
}

async function myApplication(candidate: TestAccount, jobId: string): Promise<CandidateApplication> {
  const response = await app.inject({
    url: '/api/candidates/applications',
    headers: as(candidate),
  });
  const found = CandidateApplicationsResponseSchema.parse(response.json()).applications.find(
    (a) => a.jobId === jobId,
  );
  if (!found) throw new Error('application not listed');
  return found;
}

/** The candidate's notifications about one job (each test's job has its own title). */
async function notificationsOf(account: TestAccount, role: string) {
  const response = await app.inject({
    url: '/api/users/notifications?limit=50',
    headers: as(account),
  });
  const all = NotificationsResponseSchema.parse(response.json()).notifications;
  return all.filter((n) => n.title.endsWith(role));
}

/** A fresh job of the owner's, without questions, and `count` candidates who applied in turn. */
async function jobWithApplicants(count: number) {
  jobCount += 1;
  const title = `Pipeline Intern ${jobCount}`;
  const job = await postJob(app, owner, internshipBody({ title, questions: [] }));
  const candidates = pool.slice(0, count);
  for (const candidate of candidates) {
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
  }
  return { job, candidates, candidate: pool[0] as TestAccount, role: `${title} at Kirana Cloud` };
}

async function allPages(jobId: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = '';
  for (let page = 0; cursor !== null && page < 10; page += 1) {
    const query = `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const body = ApplicantsResponseSchema.parse((await applicants(jobId, owner, query)).json());
    expect(body.applicants.length).toBeLessThanOrEqual(limit);
    seen.push(...ids(body.applicants));
    cursor = body.nextCursor;
  }
  return seen;
}

const ids = (list: { userId: string }[]) => list.map((a) => a.userId);
const idsOf = (list: TestAccount[]) => list.map((c) => c.user._id);

describe('GET /api/employers/job/{jobId}/applicants', () => {
  it('shows the owner who applied: profile, cover letter, answers, availability, terms, resume and timeline', async () => {
    const job = await postJob(
      app,
      owner,
      internshipBody({
        questions: [
          { question: 'Share a project you built with React.', required: true },
          { question: 'Anything else we should know?', required: false },
        ],
      }),
    );
    const [required, optional] = (await app.inject({ url: `/api/employers/job/${job._id}` })).json()
      .job.questions as [{ _id: string }, { _id: string }];
    const candidate = await readyCandidate(app, {
      fullName: 'Meera Nair',
      college: 'COEP Pune',
      degree: 'B.Tech IT',
      graduationYear: 2026,
      skills: ['React', 'Figma'],
      city: 'Pune',
    });
    const body = applyBody(candidate, [{ questionId: required._id, answer: 'A fest app' }], {
      availability: { startDate: true, duration: true, location: false, schedule: false },
    });
    expect((await apply(app, candidate, job._id, body)).statusCode).toBe(201);

    const response = ApplicantsResponseSchema.parse((await applicants(job._id, owner)).json());
    expect(response.job).toEqual({
      _id: job._id,
      title: 'React Developer Intern',
      slug: job.slug,
      status: 'active',
    });
    expect(response.applicants).toHaveLength(1);
    const [applicant] = response.applicants;
    expect(applicant).toMatchObject({
      userId: candidate.user._id,
      status: 'applied',
      fullName: 'Meera Nair',
      college: 'COEP Pune',
      degree: 'B.Tech IT',
      graduationYear: 2026,
      skills: ['React', 'Figma'],
      city: 'Pune',
      coverLetter: body.coverLetter,
      availability: body.availability,
      mismatches: ['location', 'schedule'],
      jobTerms: {
        startDate: null,
        durationMonths: 3,
        workMode: 'hybrid',
        cities: ['Bengaluru'],
        partTime: false,
      },
      resume: { publicId: candidate.resume.publicId, version: 1 },
    });
    expect(applicant?.answers).toEqual([
      {
        questionId: required._id,
        question: 'Share a project you built with React.',
        required: true,
        answer: 'A fest app',
      },
      {
        questionId: optional._id,
        question: 'Anything else we should know?',
        required: false,
        answer: '',
      },
    ]);
    expect(applicant?.timeline).toEqual([{ status: 'applied', at: applicant?.appliedAt }]);
    expect(Number.isNaN(Date.parse(applicant?.appliedAt ?? ''))).toBe(false);
  });

  it('counts applicants per status and filters by one status or a comma list', async () => {
    const { job, candidates } = await jobWithApplicants(3);
    const [first, second, third] = idsOf(candidates) as [string, string, string];
    await setStatus(job._id, first, { newStatus: 'shortlisted' }, owner);
    await setStatus(job._id, second, { newStatus: 'interview' }, owner);

    const all = ApplicantsResponseSchema.parse((await applicants(job._id, owner)).json());
    expect(ids(all.applicants)).toEqual([third, second, first]);
    expect(all.counts).toEqual({
      applied: 1,
      shortlisted: 1,
      interview: 1,
      hired: 0,
      rejected: 0,
      withdrawn: 0,
      removed: 0,
    });
    expect(ids(await listed(job._id, '?status=shortlisted'))).toEqual([first]);
    expect(ids(await listed(job._id, '?status=shortlisted,interview'))).toEqual([second, first]);
    expect(await listed(job._id, '?status=hired')).toEqual([]);
    const filtered = ApplicantsResponseSchema.parse(
      (await applicants(job._id, owner, '?status=applied')).json(),
    );
    expect(filtered.counts.shortlisted).toBe(1);
    expect((await applicants(job._id, owner, '?status=archived')).statusCode).toBe(400);
  });

  it('pages one applicant at a time without repeating or skipping', async () => {
    const { job, candidates } = await jobWithApplicants(3);
    const first = ApplicantsResponseSchema.parse(
      (await applicants(job._id, owner, '?limit=1')).json(),
    );
    expect(first.applicants).toHaveLength(1);
    expect(first.nextCursor).not.toBeNull();
    expect(await allPages(job._id, 1)).toEqual(idsOf(candidates).reverse());
  });

  it('pages through applicants who applied at the very same moment, each once', async () => {
    const { job, candidates } = await jobWithApplicants(3);
    await app.db.execute(
      sql`update applications set created_at = '2026-01-05 10:00:00.123+05:30' where job_id = ${job._id}`,
    );
    const paged = await allPages(job._id, 1);
    expect(paged).toHaveLength(3);
    expect(new Set(paged)).toEqual(new Set(idsOf(candidates)));
    expect(paged).toEqual(await allPages(job._id, 50));
  });

  it('answers 400 for a forged cursor', async () => {
    const job = await postJob(app, owner);
    expect((await applicants(job._id, owner, '?cursor=forged')).statusCode).toBe(400);
  });

  it('answers 404 to another employer and for unknown ids, 403 to a candidate and an admin, 401 signed out', async () => {
    const job = await postJob(app, owner);
    expect((await applicants(job._id, rival)).statusCode).toBe(404);
    expect((await applicants('7f1d7a0e-9d2b-4c55-8d5c-2d7d1f2a9b10', owner)).statusCode).toBe(404);
    expect((await applicants('not-an-id', owner)).statusCode).toBe(404);
    expect((await applicants(job._id, stranger)).statusCode).toBe(403);
    // The route is the employer's; getManagedJob would let an admin manage, but the role check comes first.
    expect((await applicants(job._id, admin)).statusCode).toBe(403);
    expect((await applicants(job._id)).statusCode).toBe(401);
  });
});

describe('PATCH /api/employers/job/{jobId}/applicant/{userId}/status', () => {
  it('moves an applicant through every settable status, dating each on the candidate’s timeline', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    const steps = ['shortlisted', 'interview', 'hired', 'rejected', 'applied'] as const;
    for (const newStatus of steps) {
      const response = await setStatus(job._id, candidate.user._id, { newStatus }, owner);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: PIPELINE_MESSAGES.statusUpdated });
      expect((await myApplication(candidate, job._id)).status).toBe(newStatus);
    }
    const { timeline } = await myApplication(candidate, job._id);
    expect(timeline.map((e) => e.status)).toEqual(['applied', ...steps]);
    const times = timeline.map((e) => Date.parse(e.at));
    expect(times.every((t) => !Number.isNaN(t))).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const [listedApplicant] = await listed(job._id);
    expect(listedApplicant?.timeline.map((e) => e.status)).toEqual(['applied', ...steps]);
  });

  it('notifies the candidate of each move', async () => {
    const { job, candidate, role } = await jobWithApplicants(1);
    await setStatus(job._id, candidate.user._id, { newStatus: 'shortlisted' }, owner);
    await setStatus(job._id, candidate.user._id, { newStatus: 'rejected' }, owner);
    const received = await notificationsOf(candidate, role);
    expect(received.map((n) => n.title)).toEqual([`Update on ${role}`, `Shortlisted: ${role}`]);
    expect(received[0]?.body).toMatch(/has not selected you/);
    expect(received[1]?.body).toBe('Kirana Cloud moved your application to Shortlisted.');
    expect(received.every((n) => n.link === '/user/dashboard/applications' && !n.read)).toBe(true);
  });

  it('adds no second event or notification when the status is set again', async () => {
    const { job, candidate, role } = await jobWithApplicants(1);
    await setStatus(job._id, candidate.user._id, { newStatus: 'interview' }, owner);
    const again = await setStatus(job._id, candidate.user._id, { newStatus: 'interview' }, owner);
    expect(again.statusCode).toBe(200);
    const { timeline } = await myApplication(candidate, job._id);
    expect(timeline.map((e) => e.status)).toEqual(['applied', 'interview']);
    expect(await notificationsOf(candidate, role)).toHaveLength(1);
  });

  it.each([
    ['withdrawn', { newStatus: 'withdrawn' }],
    ['removed', { newStatus: 'removed' }],
    ['an unknown status', { newStatus: 'archived' }],
    ['no status', {}],
    ['an extra field', { newStatus: 'shortlisted', note: 'x' }],
  ])('refuses %s with 400 and leaves the application as it was', async (_name, payload) => {
    const { job, candidate } = await jobWithApplicants(1);
    const response = await setStatus(job._id, candidate.user._id, payload, owner);
    expect(response.statusCode).toBe(400);
    expect((await myApplication(candidate, job._id)).status).toBe('applied');
  });

  it('answers 409 once the candidate has withdrawn', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    expect((await withdraw(job._id, candidate)).statusCode).toBe(200);
    const response = await setStatus(job._id, candidate.user._id, { newStatus: 'hired' }, owner);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(PIPELINE_MESSAGES.withdrawnLocked);
    expect((await myApplication(candidate, job._id)).status).toBe('withdrawn');
  });

  it('answers 404 for someone who did not apply, and to another employer', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    const payload = { newStatus: 'shortlisted' };
    expect((await setStatus(job._id, stranger.user._id, payload, owner)).statusCode).toBe(404);
    expect((await setStatus(job._id, 'not-an-id', payload, owner)).statusCode).toBe(404);
    expect((await setStatus(job._id, candidate.user._id, payload, rival)).statusCode).toBe(404);
    expect((await myApplication(candidate, job._id)).status).toBe('applied');
  });

  it('answers 403 to a candidate and 401 signed out', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    const payload = { newStatus: 'hired' };
    expect((await setStatus(job._id, candidate.user._id, payload, candidate)).statusCode).toBe(403);
    expect((await setStatus(job._id, candidate.user._id, payload)).statusCode).toBe(401);
    expect((await myApplication(candidate, job._id)).status).toBe('applied');
  });
});

describe('PATCH /api/employers/job/{jobId}/applicants/status', () => {
  it('shortlists several at once, skipping a withdrawn applicant and a stranger', async () => {
    const { job, candidates, role } = await jobWithApplicants(3);
    const [first, second, gone] = candidates as [TestAccount, TestAccount, TestAccount];
    await withdraw(job._id, gone);
    const userIds = [first.user._id, second.user._id, gone.user._id, stranger.user._id];
    const response = await bulk(job._id, { userIds, newStatus: 'shortlisted' }, owner);
    expect(response.statusCode).toBe(200);
    const body = BulkApplicantStatusResponseSchema.parse(response.json());
    expect(body.message).toBe('2 applicants shortlisted.');
    expect([...body.updated].sort()).toEqual([first.user._id, second.user._id].sort());
    expect([...body.skipped].sort()).toEqual([gone.user._id, stranger.user._id].sort());

    const statuses = Object.fromEntries((await listed(job._id)).map((a) => [a.userId, a.status]));
    expect(statuses).toEqual({
      [first.user._id]: 'shortlisted',
      [second.user._id]: 'shortlisted',
      [gone.user._id]: 'withdrawn',
    });
    for (const candidate of [first, second]) {
      const received = await notificationsOf(candidate, role);
      expect(received.map((n) => n.title)).toEqual([`Shortlisted: ${role}`]);
      const { timeline } = await myApplication(candidate, job._id);
      expect(timeline.map((e) => e.status)).toEqual(['applied', 'shortlisted']);
    }
    expect(await notificationsOf(gone, role)).toEqual([]);
  });

  it('rejects in bulk, reading as one applicant for one', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    const userIds = [candidate.user._id, candidate.user._id];
    const response = await bulk(job._id, { userIds, newStatus: 'rejected' }, owner);
    expect(response.json()).toEqual({
      message: '1 applicant rejected.',
      updated: [candidate.user._id],
      skipped: [],
    });
    expect((await myApplication(candidate, job._id)).status).toBe('rejected');
  });

  it('refuses hired, an empty list and too many ids with 400', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    const userIds = [candidate.user._id];
    expect((await bulk(job._id, { userIds, newStatus: 'hired' }, owner)).statusCode).toBe(400);
    expect((await bulk(job._id, { userIds: [], newStatus: 'rejected' }, owner)).statusCode).toBe(
      400,
    );
    const many = Array.from({ length: 101 }, () => candidate.user._id);
    expect((await bulk(job._id, { userIds: many, newStatus: 'rejected' }, owner)).statusCode).toBe(
      400,
    );
    expect((await myApplication(candidate, job._id)).status).toBe('applied');
  });

  it('answers 404 to another employer, 403 to a candidate and 401 signed out', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    const payload = { userIds: [candidate.user._id], newStatus: 'rejected' };
    expect((await bulk(job._id, payload, rival)).statusCode).toBe(404);
    expect((await bulk(job._id, payload, candidate)).statusCode).toBe(403);
    expect((await bulk(job._id, payload)).statusCode).toBe(401);
    expect((await myApplication(candidate, job._id)).status).toBe('applied');
  });
});

describe('DELETE /api/employers/job/{jobId}/applicant/{userId}', () => {
  it('drops the applicant from the list; the candidate reads “removed” and is told', async () => {
    const { job, candidates, role } = await jobWithApplicants(2);
    const [kept, dropped] = candidates as [TestAccount, TestAccount];
    const response = await removeApplicant(job._id, dropped.user._id, owner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PIPELINE_MESSAGES.removed });

    const list = ApplicantsResponseSchema.parse((await applicants(job._id, owner)).json());
    expect(ids(list.applicants)).toEqual([kept.user._id]);
    expect(list.counts).toMatchObject({ applied: 1, removed: 1 });
    expect(ids(await listed(job._id, '?status=removed'))).toEqual([dropped.user._id]);

    const application = await myApplication(dropped, job._id);
    expect(application.status).toBe('removed');
    expect(application.timeline.map((e) => e.status)).toEqual(['applied', 'removed']);
    expect((await notificationsOf(dropped, role)).map((n) => n.title)).toEqual([
      `Update on ${role}`,
    ]);
    expect(await notificationsOf(kept, role)).toEqual([]);
  });

  it('answers 404 when removing twice, and a removed applicant can no longer be moved', async () => {
    const { job, candidate, role } = await jobWithApplicants(1);
    const userId = candidate.user._id;
    expect((await removeApplicant(job._id, userId, owner)).statusCode).toBe(200);
    expect((await removeApplicant(job._id, userId, owner)).statusCode).toBe(404);
    expect((await setStatus(job._id, userId, { newStatus: 'hired' }, owner)).statusCode).toBe(404);
    expect(await notificationsOf(candidate, role)).toHaveLength(1);
  });

  it('answers 409 for a withdrawn application', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    await withdraw(job._id, candidate);
    expect((await removeApplicant(job._id, candidate.user._id, owner)).statusCode).toBe(409);
  });

  it('answers 404 to another employer, 403 to a candidate and 401 signed out', async () => {
    const { job, candidate } = await jobWithApplicants(1);
    const userId = candidate.user._id;
    expect((await removeApplicant(job._id, userId, rival)).statusCode).toBe(404);
    expect((await removeApplicant(job._id, userId, candidate)).statusCode).toBe(403);
    expect((await removeApplicant(job._id, userId)).statusCode).toBe(401);
    expect(ids(await listed(job._id))).toEqual([userId]);
  });
});
