import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_MESSAGES,
  CandidateApplicationResponseSchema,
  CandidateApplicationsResponseSchema,
  type ApplyBody,
} from '@shuruaat/contract';
import {
  adminAccount,
  bearer,
  latestMail,
  registerAccount,
  type TestAccount,
} from '../../test/accounts';
import {
  apply,
  applyBody,
  readyCandidate,
  updateProfile,
  uploadResume,
  CANDIDATE_PROFILE,
} from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { tinyPdf } from '../../test/uploads';

let app: FastifyInstance;
let employer: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
});
afterAll(() => app.close());

const TWO_QUESTIONS = [
  { question: 'Share a project you built with React.', required: true },
  { question: 'Anything else we should know?', required: false },
];

async function jobWithQuestions() {
  const job = await postJob(app, employer, internshipBody({ questions: TWO_QUESTIONS }));
  const full = (await app.inject({ url: `/api/employers/job/${job._id}` })).json().job;
  const [required, optional] = full.questions as { _id: string }[];
  return { ...job, requiredId: required?._id ?? '', optionalId: optional?._id ?? '' };
}

const myApplication = (candidate: TestAccount, jobId: string) =>
  app.inject({ url: `/api/candidates/application/${jobId}`, headers: bearer(candidate.token) });
const myApplications = (candidate: TestAccount, query = '') =>
  app.inject({ url: `/api/candidates/applications${query}`, headers: bearer(candidate.token) });
const withdraw = (caller: TestAccount, jobId: string, candidateId = caller.user._id) =>
  app.inject({
    method: 'DELETE',
    url: `/api/candidates/application/${jobId}/${candidateId}`,
    headers: bearer(caller.token),
  });

describe('POST /api/candidates/apply/:jobId', () => {
  it('submits with answers paired to their questions, the resume version and the job as it was', async () => {
    const job = await jobWithQuestions();
    const candidate = await readyCandidate(app);
    const body = applyBody(
      candidate,
      [{ questionId: job.requiredId, answer: 'A billing app for my uncle’s shop.' }],
      { availability: { startDate: true, duration: false, location: true, schedule: true } },
    );
    const response = await apply(app, candidate, job._id, body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CANDIDATE_MESSAGES.applied });

    // A later edit of the job and a new resume change nothing in what was sent.
    await app.inject({
      method: 'PUT',
      url: `/api/employers/job/${job._id}`,
      headers: bearer(employer.token),
      payload: internshipBody({
        questions: [{ question: 'Which state are you from?', required: true }],
      }),
    });
    await uploadResume(app, candidate, tinyPdf('Newer'));

    const { application } = CandidateApplicationResponseSchema.parse(
      (await myApplication(candidate, job._id)).json(),
    );
    if (!application) throw new Error('the application was not found');
    expect(application).toMatchObject({
      jobId: job._id,
      candidateId: candidate.user._id,
      status: 'applied',
      coverLetter: body.coverLetter,
      availability: body.availability,
      resume: candidate.resume,
    });
    expect(application.answers).toEqual([
      {
        questionId: job.requiredId,
        question: TWO_QUESTIONS[0]?.question,
        required: true,
        answer: 'A billing app for my uncle’s shop.',
      },
      {
        questionId: job.optionalId,
        question: TWO_QUESTIONS[1]?.question,
        required: false,
        answer: '',
      },
    ]);
    expect(application.timeline).toEqual([{ status: 'applied', at: application.appliedAt }]);
  });

  it('refuses a second application to the same job with 409', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
    const again = await apply(app, candidate, job._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CONFLICT');
  });

  it('answers 400 naming each required question left unanswered, and stores nothing', async () => {
    const job = await jobWithQuestions();
    const candidate = await readyCandidate(app);
    const blank = await apply(
      app,
      candidate,
      job._id,
      applyBody(candidate, [{ questionId: job.requiredId, answer: '   ' }]),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([
      { path: `answers.${job.requiredId}`, message: 'Answer this question to apply' },
    ]);
    const stranger = await apply(
      app,
      candidate,
      job._id,
      applyBody(candidate, [
        { questionId: job.requiredId, answer: 'Yes' },
        { questionId: 'not-a-question', answer: 'Hello' },
      ]),
    );
    expect(stranger.statusCode).toBe(400);
    expect((await myApplication(candidate, job._id)).json().application).toBeNull();
  });

  it.each([
    ['a short cover letter', { coverLetter: 'Hire me' }],
    ['a missing availability flag', { availability: { startDate: true } }],
    ['an unknown field', { status: 'hired' }],
  ])('answers 400 for %s', async (_name, overrides) => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    const body = { ...applyBody(candidate), ...overrides } as ApplyBody;
    expect((await apply(app, candidate, job._id, body)).statusCode).toBe(400);
  });

  it('refuses with 400 when the job is paused, closed or past its apply-by date', async () => {
    const candidate = await readyCandidate(app);
    for (const status of ['paused', 'closed'] as const) {
      const job = await postJob(app, employer, internshipBody({ questions: [] }));
      await app.inject({
        method: 'PATCH',
        url: `/api/employers/employer-job/${job._id}/${status}`,
        headers: bearer(employer.token),
      });
      const response = await apply(app, candidate, job._id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This job is no longer accepting applications.');
    }
    const expired = await postJob(app, employer, internshipBody({ questions: [] }));
    await app.db.execute(
      sql`update jobs set apply_by = current_date - 1 where id = ${expired._id}`,
    );
    expect((await apply(app, candidate, expired._id)).statusCode).toBe(400);
  });

  it('answers 404 for a draft or an unknown job', async () => {
    const candidate = await readyCandidate(app);
    const draft = await postJob(app, employer, internshipBody({ questions: [], status: 'draft' }));
    expect((await apply(app, candidate, draft._id)).statusCode).toBe(404);
    expect((await apply(app, candidate, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await apply(app, candidate, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('asks for a complete profile, then for a resume, before accepting', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await registerAccount(app, 'candidate');
    const incomplete = await apply(app, candidate, job._id);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toMatch(/^Complete your profile before applying/);
    expect(incomplete.json().details).toContainEqual({
      path: 'profile.phone',
      message: 'Required before applying',
    });
    await updateProfile(app, candidate, CANDIDATE_PROFILE);
    const noResume = await apply(app, candidate, job._id);
    expect(noResume.statusCode).toBe(400);
    expect(noResume.json().message).toBe('Upload your resume before applying.');
    await uploadResume(app, candidate);
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
  });

  it('lets only the candidate apply for themselves', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    const other = await readyCandidate(app);
    const forSomeoneElse = await apply(app, candidate, job._id, applyBody(other));
    expect(forSomeoneElse.statusCode).toBe(403);
    expect((await myApplication(other, job._id)).json().application).toBeNull();

    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/candidates/apply/${job._id}`,
      payload: applyBody(candidate),
    });
    expect(anonymous.statusCode).toBe(401);
    for (const account of [employer, await adminAccount(app)]) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/candidates/apply/${job._id}`,
        headers: bearer(account.token),
        payload: { ...applyBody(candidate), candidateId: account.user._id },
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('the confirmation email of an application (decision 032)', () => {
  it('goes to the candidate in English by default, naming the listing and company', async () => {
    const job = await postJob(
      app,
      employer,
      internshipBody({ title: 'Data Analyst Intern', questions: [] }),
    );
    const candidate = await readyCandidate(app);
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
    const mail = await latestMail(app, candidate.email, 'application_sent');
    expect(mail.subject).toMatch(/^Application sent: Data Analyst Intern at /);
    expect(mail.text).toContain('Your application for Data Analyst Intern');
    expect(mail.text).toContain('— Team Shuruaat');
  });

  it('is written in Hindi, subject, text and HTML, for a candidate who reads in Hindi', async () => {
    const title = 'Web Developer Intern <b>$&</b>';
    const job = await postJob(app, employer, internshipBody({ title, questions: [] }));
    const candidate = await readyCandidate(app);
    await app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: bearer(candidate.token),
      payload: { language: 'hi' },
    });
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
    const mail = await latestMail(app, candidate.email, 'application_sent');
    expect(mail.subject).toMatch(/^आवेदन भेज दिया गया: .+ में Web Developer Intern <b>\$&<\/b>$/);
    expect(mail.text).toContain(`${title} के लिए आपका आवेदन भेज दिया गया है।`);
    expect(mail.text).toContain('अपने आवेदन देखें: ');
    expect(mail.text).toContain('— टीम Shuruaat');
    expect(mail.html).toContain('<html lang="hi-IN">');
    // The listing's title is the employer's text: escaped in HTML, never markup.
    expect(mail.html).toContain('Web Developer Intern &lt;b&gt;$&amp;&lt;/b&gt;');
    expect(mail.html).not.toContain('Your application');
  });
});

describe('DELETE /api/candidates/application/:jobId/:candidateId', () => {
  it('withdraws for good: the application stays, withdrawn, and cannot be re-opened', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    await apply(app, candidate, job._id);
    const response = await withdraw(candidate, job._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CANDIDATE_MESSAGES.withdrawn });

    const { application } = (await myApplication(candidate, job._id)).json();
    expect(application.status).toBe('withdrawn');
    expect(application.timeline.map((e: { status: string }) => e.status)).toEqual([
      'applied',
      'withdrawn',
    ]);
    expect((await withdraw(candidate, job._id)).statusCode).toBe(409);
    expect((await apply(app, candidate, job._id)).statusCode).toBe(409);
  });

  it('touches only the caller’s own application', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    const other = await readyCandidate(app);
    await apply(app, candidate, job._id);
    expect((await withdraw(other, job._id, candidate.user._id)).statusCode).toBe(403);
    expect((await withdraw(other, job._id)).statusCode).toBe(404);
    const anonymous = await app.inject({
      method: 'DELETE',
      url: `/api/candidates/application/${job._id}/${candidate.user._id}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await withdraw(employer, job._id, candidate.user._id)).statusCode).toBe(403);
    const { application } = (await myApplication(candidate, job._id)).json();
    expect(application.status).toBe('applied');
  });

  it('cannot withdraw an application the employer already decided', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    await apply(app, candidate, job._id);
    await app.inject({
      method: 'PATCH',
      url: `/api/employers/job/${job._id}/applicant/${candidate.user._id}/status`,
      headers: bearer(employer.token),
      payload: { newStatus: 'hired' },
    });
    expect((await withdraw(candidate, job._id)).statusCode).toBe(409);
  });
});

describe('GET /api/candidates/applications', () => {
  it('lists the candidate’s own applications newest first, with counts, filters and pages', async () => {
    const candidate = await readyCandidate(app);
    const other = await readyCandidate(app);
    const jobs = [];
    for (let i = 0; i < 3; i += 1) {
      const job = await postJob(app, employer, internshipBody({ questions: [] }));
      await apply(app, candidate, job._id);
      jobs.push(job);
    }
    await apply(app, other, jobs[0]?._id ?? '');
    await withdraw(candidate, jobs[0]?._id ?? '');

    const all = CandidateApplicationsResponseSchema.parse((await myApplications(candidate)).json());
    expect(all.applications.map((a) => a.jobId)).toEqual(jobs.map((j) => j._id).reverse());
    expect(all.applications.every((a) => a.candidateId === candidate.user._id)).toBe(true);
    expect(all.counts).toMatchObject({ applied: 2, withdrawn: 1 });
    expect(all.applications[0]?.job.company.name).toBe('Kirana Cloud');

    const withdrawn = (await myApplications(candidate, '?status=withdrawn')).json();
    expect(withdrawn.applications.map((a: { jobId: string }) => a.jobId)).toEqual([jobs[0]?._id]);
    const several = (await myApplications(candidate, '?status=applied,withdrawn')).json();
    expect(several.applications).toHaveLength(3);

    const first = (await myApplications(candidate, '?limit=2')).json();
    expect(first.applications).toHaveLength(2);
    const second = (
      await myApplications(candidate, `?limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.applications.map((a: { jobId: string }) => a.jobId)).toEqual([jobs[0]?._id]);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 for an unknown status or a broken cursor, 401/403 for others', async () => {
    const candidate = await readyCandidate(app);
    expect((await myApplications(candidate, '?status=pending')).statusCode).toBe(400);
    expect((await myApplications(candidate, '?cursor=broken')).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/candidates/applications' })).statusCode).toBe(401);
    expect((await myApplications(employer)).statusCode).toBe(403);
  });

  it('answers one job’s application only to candidates (401 signed out, 403 employer)', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const anonymous = await app.inject({ url: `/api/candidates/application/${job._id}` });
    expect(anonymous.statusCode).toBe(401);
    expect((await myApplication(employer, job._id)).statusCode).toBe(403);
  });

  it('answers null for a job the candidate has not applied to', async () => {
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    for (const jobId of [job._id, 'nonsense']) {
      const response = await myApplication(candidate, jobId);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ application: null });
    }
  });
});
