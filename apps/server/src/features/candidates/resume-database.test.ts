import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EmployerProfileResponseSchema,
  RESUME_ACCESS_MESSAGES,
  ResumeAccessResponseSchema,
  type ResumeRef,
} from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import {
  CANDIDATE_PROFILE,
  readyCandidate,
  updateProfile,
  uploadResume,
} from '../../test/candidates';
import { readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { tinyPdf } from '../../test/uploads';

let app: FastifyInstance;
let admin: TestAccount;
let recruiter: TestAccount;
let pune: TestAccount & { resume: ResumeRef };
let naviMumbai: TestAccount;
let mumbai: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
  recruiter = await readyEmployer(app);
  await grant(recruiter);
  // Listed, in the order they were last updated.
  pune = await readyCandidate(app, {
    fullName: 'Priya Kulkarni',
    skills: ['React', 'Node.js'],
    city: 'Pune',
    college: 'COEP Pune',
    degree: 'B.Tech Computer Engineering',
    graduationYear: 2026,
    visibleToEmployers: true,
  });
  naviMumbai = await readyCandidate(app, {
    fullName: 'Rahul Shetty',
    skills: ['react', 'Python'],
    city: 'Navi Mumbai',
    degree: 'B.E. Electronics',
    graduationYear: 2027,
    visibleToEmployers: true,
  });
  mumbai = await readyCandidate(app, {
    fullName: 'Sana Qureshi',
    skills: ['Java', 'SQL'],
    city: 'Mumbai',
    degree: 'BCA',
    graduationYear: 2026,
    visibleToEmployers: true,
  });
  await uploadResume(app, pune, tinyPdf('Second version'));
  // Left out: one has opted out, the other has no resume.
  await readyCandidate(app, { skills: ['React', 'Node.js'], city: 'Pune' });
  const noResume = await registerAccount(app, 'candidate');
  await updateProfile(app, noResume, { ...CANDIDATE_PROFILE, visibleToEmployers: true });
});
afterAll(() => app.close());

async function grant(employer: TestAccount) {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/admins/employer/${employer.user._id}/resume-access`,
    headers: bearer(admin.token),
    payload: { resumeAccess: true },
  });
  expect(response.statusCode).toBe(200);
}

const search = (query: Record<string, string>, account?: TestAccount) =>
  app.inject({
    url: `/api/employers/resume-access?${new URLSearchParams(query)}`,
    headers: account ? bearer(account.token) : {},
  });

async function found(query: Record<string, string>): Promise<string[]> {
  const response = await search(query, recruiter);
  expect(response.statusCode).toBe(200);
  return ResumeAccessResponseSchema.parse(response.json()).candidates.map((c) => c.fullName);
}

describe('GET /api/employers/resume-access', () => {
  it('refuses an employer without access with the contract message', async () => {
    const employer = await readyEmployer(app);
    const response = await search({}, employer);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(RESUME_ACCESS_MESSAGES.noAccess);
    const newcomer = await registerAccount(app, 'employer');
    expect((await search({}, newcomer)).json().message).toBe(RESUME_ACCESS_MESSAGES.noAccess);
  });

  it('shows resume access on the employer profile once an admin grants it', async () => {
    const employer = await readyEmployer(app);
    const profile = async () =>
      EmployerProfileResponseSchema.parse(
        (
          await app.inject({
            url: '/api/employers/get-employer-profile',
            headers: bearer(employer.token),
          })
        ).json(),
      ).profile;
    expect((await profile()).resumeAccess).toBe(false);
    await grant(employer);
    expect((await profile()).resumeAccess).toBe(true);
    expect((await search({}, employer)).statusCode).toBe(200);
  });

  it('lists only opted-in candidates with a resume, most recently updated first', async () => {
    const response = await search({}, recruiter);
    const { candidates, nextCursor } = ResumeAccessResponseSchema.parse(response.json());
    expect(candidates.map((c) => c.fullName)).toEqual([
      'Sana Qureshi',
      'Rahul Shetty',
      'Priya Kulkarni',
    ]);
    expect(nextCursor).toBeNull();
    expect(candidates[2]).toMatchObject({
      userId: pune.user._id,
      city: 'Pune',
      college: 'COEP Pune',
      degree: 'B.Tech Computer Engineering',
      graduationYear: 2026,
      skills: ['React', 'Node.js'],
      resume: { publicId: pune.resume.publicId, version: 2 },
    });
    expect(response.json().candidates[2]).not.toHaveProperty('phone');
    expect(response.json().candidates[2]).not.toHaveProperty('email');
    expect(candidates.map((c) => c.userId)).toEqual([
      mumbai.user._id,
      naviMumbai.user._id,
      pune.user._id,
    ]);
  });

  it.each([
    ['one skill in any case', { skills: 'REACT' }, ['Rahul Shetty', 'Priya Kulkarni']],
    ['every listed skill', { skills: 'react, node.js' }, ['Priya Kulkarni']],
    ['skills nobody has together', { skills: 'React,Java' }, []],
    ['part of a city', { city: 'mumbai' }, ['Sana Qureshi', 'Rahul Shetty']],
    ['a city in capitals', { city: 'PUNE' }, ['Priya Kulkarni']],
    ['a city given as a wildcard', { city: '%' }, []],
    ['part of a degree', { degree: 'b.e.' }, ['Rahul Shetty']],
    ['a graduation year', { graduationYear: '2026' }, ['Sana Qureshi', 'Priya Kulkarni']],
    ['skills and year together', { skills: 'react', graduationYear: '2026' }, ['Priya Kulkarni']],
  ])('filters by %s', async (_name, query, names) => {
    expect(await found(query)).toEqual(names);
  });

  it('pages one candidate at a time with nextCursor', async () => {
    const first = ResumeAccessResponseSchema.parse(
      (await search({ limit: '1' }, recruiter)).json(),
    );
    const second = ResumeAccessResponseSchema.parse(
      (await search({ limit: '1', cursor: first.nextCursor ?? '' }, recruiter)).json(),
    );
    const third = ResumeAccessResponseSchema.parse(
      (await search({ limit: '1', cursor: second.nextCursor ?? '' }, recruiter)).json(),
    );
    const names = [first, second, third].map((page) => page.candidates.map((c) => c.fullName));
    expect(names).toEqual([['Sana Qureshi'], ['Rahul Shetty'], ['Priya Kulkarni']]);
    expect(second.nextCursor).not.toBeNull();
    expect(third.nextCursor).toBeNull();
  });

  it.each([
    ['a graduation year that is not a number', { graduationYear: 'soon' }],
    ['a graduation year out of range', { graduationYear: '1900' }],
    ['a limit of zero', { limit: '0' }],
    ['a forged cursor', { cursor: 'forged' }],
    ['an unknown filter', { college: 'COEP' }],
  ])('answers 400 for %s', async (_name, query) => {
    expect((await search(query, recruiter)).statusCode).toBe(400);
  });

  it('answers 403 to a candidate and 401 signed out', async () => {
    expect((await search({}, pune)).statusCode).toBe(403);
    expect((await search({})).statusCode).toBe(401);
  });
});
