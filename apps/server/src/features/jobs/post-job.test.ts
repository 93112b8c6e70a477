import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, JobSchema, todayInIndia, type PostJobBody } from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { internshipBody, jobBody, readyEmployer } from '../../test/jobs';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let employer: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
});
afterAll(() => app.close());

const post = (payload: object, token = employer.token) =>
  app.inject({ method: 'POST', url: '/api/employers/post-job', headers: bearer(token), payload });

async function detailsFor(body: PostJobBody) {
  const response = await post(body);
  expect(response.statusCode).toBe(400);
  return response.json().details as { path: string; message: string }[];
}

describe('POST /api/employers/post-job', () => {
  it('publishes an internship and answers it in full with the spec message', async () => {
    const response = await post(internshipBody());
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Job posted successfully!');
    const job = JobSchema.parse(response.json().job);
    expect(job).toMatchObject({
      kind: 'internship',
      status: 'active',
      stipend: { min: 10_000, max: 15_000 },
      ctc: null,
      ppo: true,
      isAcceptingApplications: true,
      company: { name: 'Kirana Cloud', logoUrl: null, verified: false },
    });
    expect(job.slug).toMatch(/^react-developer-intern-kirana-cloud-bengaluru-[a-f0-9]{8}$/);
    expect(job.questions[0]).toMatchObject({
      question: 'Share a project you built with React.',
      required: true,
    });
    expect(job.questions[0]?._id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('publishes a job with a yearly CTC', async () => {
    const response = await post(jobBody());
    expect(response.statusCode).toBe(201);
    expect(response.json().job).toMatchObject({
      kind: 'job',
      ctc: { min: 450_000, max: 600_000 },
      durationMonths: null,
    });
  });

  it('saves a draft when asked', async () => {
    const response = await post({ ...internshipBody(), status: 'draft' });
    expect(response.json().job.status).toBe('draft');
    expect(response.json().job.isAcceptingApplications).toBe(false);
  });

  it('accepts an unpaid internship and a remote role with no city', async () => {
    const response = await post(internshipBody({ stipend: null, workMode: 'remote', cities: [] }));
    expect(response.statusCode).toBe(201);
    expect(response.json().job).toMatchObject({ stipend: null, cities: [] });
    expect(response.json().job.slug).toContain('-remote-');
  });

  it('refuses to post until the company profile is complete, naming what is missing', async () => {
    const newcomer = await registerAccount(app, 'employer');
    const response = await post(internshipBody(), newcomer.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Complete your company profile before posting. Still missing: company name, about the company, industry, city.',
    );
  });

  it('answers 401 signed out, 403 to candidates and to admins', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const admin = await adminAccount(app);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/employers/post-job',
      payload: internshipBody(),
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await post(internshipBody(), candidate.token)).statusCode).toBe(403);
    expect((await post(internshipBody(), admin.token)).statusCode).toBe(403);
  });
});

describe('listing rules catch classic mistakes', () => {
  const cases: [string, PostJobBody, string, RegExp][] = [
    [
      'minimum above maximum',
      internshipBody({ stipend: { min: 20_000, max: 10_000 } }),
      'stipend.max',
      /at least the minimum/,
    ],
    [
      'a stipend under ₹1,000',
      internshipBody({ stipend: { min: 500, max: 800 } }),
      'stipend.min',
      /under ₹1,000 .* mark it unpaid/,
    ],
    [
      'a yearly figure as stipend',
      internshipBody({ stipend: { min: 150_000, max: 300_000 } }),
      'stipend.max',
      /over ₹2,00,000 a month/,
    ],
    [
      'a stipend range too wide to mean anything',
      internshipBody({ stipend: { min: 5_000, max: 150_000 } }),
      'stipend.max',
      /too wide a range .* within 3 times the minimum/,
    ],
    [
      'an unpaid internship with 500 openings',
      internshipBody({ stipend: null, openings: 500 }),
      'openings',
      /unpaid internship may offer at most 20 openings/,
    ],
    [
      'a CTC in thousands',
      jobBody({ ctc: { min: 45_000, max: 60_000 } }),
      'ctc.min',
      /per year .* 450000/,
    ],
    [
      'a CTC over a crore',
      jobBody({ ctc: { min: 500_000, max: 50_000_000 } }),
      'ctc.max',
      /over ₹1,00,00,000 a year/,
    ],
    [
      'an internship without duration',
      internshipBody({ durationMonths: null }),
      'durationMonths',
      /how many months/,
    ],
    [
      'a job with a stipend',
      jobBody({ stipend: { min: 10_000, max: 12_000 } }),
      'stipend',
      /Jobs pay a yearly CTC/,
    ],
    [
      'an internship with a CTC',
      internshipBody({ ctc: { min: 300_000, max: 400_000 } }),
      'ctc',
      /Internships pay a monthly stipend/,
    ],
    [
      'an internship with no stipend decision',
      internshipBody({ stipend: undefined }),
      'stipend',
      /or mark the internship unpaid/,
    ],
    ['a job without CTC', jobBody({ ctc: null }), 'ctc', /yearly CTC range/],
    [
      'pay in the title',
      internshipBody({ title: 'Design intern ₹15k stipend' }),
      'title',
      /Keep pay out of the title/,
    ],
    [
      'pay in LPA in the title',
      jobBody({ title: 'Sales Executive 4 LPA' }),
      'title',
      /Keep pay out/,
    ],
    [
      '"urgent" in the title',
      internshipBody({ title: 'Urgent hiring: content writer' }),
      'title',
      /Leave “urgent” out/,
    ],
    [
      'a shouting title',
      internshipBody({ title: 'MARKETING INTERN NEEDED' }),
      'title',
      /not in capital letters/,
    ],
    ['no city for an office role', internshipBody({ cities: [] }), 'cities', /at least one city/],
    [
      'an apply-by date of today',
      internshipBody({ applyBy: todayInIndia() }),
      'applyBy',
      /Choose an apply-by date/,
    ],
    [
      'an apply-by date past 90 days',
      internshipBody({ applyBy: addDays(todayInIndia(), 91) }),
      'applyBy',
      /Choose an apply-by date/,
    ],
    [
      'a start date in the past',
      internshipBody({ startDate: addDays(todayInIndia(), -3) }),
      'startDate',
      /has passed/,
    ],
    ['a PPO on a job', jobBody({ ppo: true }), 'ppo', /only to internships/],
  ];

  it.each(cases)('refuses %s with a message on the field', async (_, body, path, message) => {
    const details = await detailsFor(body);
    const detail = details.find((d) => d.path === path);
    expect(detail?.message).toMatch(message);
  });

  it('keeps acronyms in a normal title', async () => {
    expect((await post(internshipBody({ title: 'SEO and HR Analytics Intern' }))).statusCode).toBe(
      201,
    );
  });

  it.each([
    [
      'more than 20 skills',
      { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) },
      'skills',
    ],
    ['the same skill twice', { skills: ['React', 'react'] }, 'skills'],
    [
      'more than 5 questions',
      {
        questions: Array.from({ length: 6 }, () => ({
          question: 'Why us, honestly?',
          required: false,
        })),
      },
      'questions',
    ],
    [
      'more than 10 cities',
      {
        cities: [
          'Delhi NCR',
          'Mumbai',
          'Bengaluru',
          'Pune',
          'Hyderabad',
          'Chennai',
          'Kolkata',
          'Jaipur',
          'Ahmedabad',
          'Goa',
          'Kochi',
        ],
      },
      'cities',
    ],
    ['an unknown city', { cities: ['Atlantis'] }, 'cities.0'],
    ['an unknown perk', { perks: ['free-cars'] }, 'perks.0'],
    ['zero openings', { openings: 0 }, 'openings'],
    ['a 25-month internship', { durationMonths: 25 }, 'durationMonths'],
    ['an unknown category', { category: 'astrology' }, 'category'],
    ['a short description', { description: 'Too short.' }, 'description'],
  ] as [string, Record<string, unknown>, string][])('refuses %s', async (_, overrides, path) => {
    const response = await post({ ...internshipBody(), ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { path: string }) => d.path)).toContain(path);
  });

  it('refuses fields the server owns', async () => {
    for (const field of ['slug', 'company', '_id', 'createdAt']) {
      const response = await post({ ...internshipBody(), [field]: 'x' });
      expect(response.statusCode).toBe(400);
    }
    expect((await post({ ...internshipBody(), status: 'closed' })).statusCode).toBe(400);
  });
});

describe('how fast one employer may post', () => {
  let tight: FastifyInstance;
  beforeAll(async () => {
    tight = await createTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, postingsPerAccount: { max: 2, windowMs: 60_000 } },
    });
  });
  afterAll(() => tight.close());

  const postAs = (account: TestAccount) =>
    tight.inject({
      method: 'POST',
      url: '/api/employers/post-job',
      headers: bearer(account.token),
      payload: internshipBody(),
    });

  it('answers 429 past the hourly limit of one account, and not for another employer', async () => {
    const flooding = await readyEmployer(tight);
    expect((await postAs(flooding)).statusCode).toBe(201);
    expect((await postAs(flooding)).statusCode).toBe(201);
    const refused = await postAs(flooding);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await postAs(await readyEmployer(tight))).statusCode).toBe(201);
  });
});
