import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  JobsForYouResponseSchema,
  todayInIndia,
  type PostJobBody,
} from '@shuruaat/contract';
import { jobs } from '../../db/schema/jobs';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate, updateProfile } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';

// Every job in this file is posted here, so each candidate's list can be stated in full.
let app: FastifyInstance;
let employer: TestAccount;
let seeker: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  employer = await readyEmployer(app);
  const post = (title: string, fields: Partial<PostJobBody>) =>
    postJob(app, employer, internshipBody({ title, questions: [], ...fields }));
  await post('Pune React Node Intern', { skills: ['React', 'Node.js'], cities: ['Pune'] });
  await post('Bengaluru React Intern', { skills: ['react', 'TypeScript'], cities: ['Bengaluru'] });
  await post('Pune Python Intern', { skills: ['Python'], cities: ['Pune'] });
  await post('Remote Go Intern', { skills: ['Go'], workMode: 'remote', cities: [] });
  await post('Delhi Office Java Intern', {
    skills: ['Java'],
    workMode: 'office',
    cities: ['Delhi NCR'],
  });
  await post('Delhi Hybrid Java Intern', { skills: ['Java'], cities: ['Delhi NCR'] });
  // Matching, but not open to this candidate.
  const applied = await post('Applied React Intern', { skills: ['React'], cities: ['Pune'] });
  const closed = await post('Closed React Intern', { skills: ['React'], cities: ['Pune'] });
  const paused = await post('Paused React Intern', { skills: ['React'], cities: ['Pune'] });
  await postJob(app, employer, {
    ...internshipBody({ title: 'Draft React Intern', skills: ['React'], cities: ['Pune'] }),
    status: 'draft',
  });
  const expired = await post('Expired React Intern', { skills: ['React'], cities: ['Pune'] });
  await setJobStatus(closed._id, 'closed');
  await setJobStatus(paused._id, 'paused');
  await app.db
    .update(jobs)
    .set({ applyBy: addDays(todayInIndia(), -1) })
    .where(eq(jobs.id, expired._id));

  seeker = await readyCandidate(app, {
    skills: ['React', 'Node.js'],
    city: 'Chennai',
    preferredCities: ['Pune'],
    preferredWorkMode: 'office',
  });
  expect((await apply(app, seeker, applied._id)).statusCode).toBe(201);
});
afterAll(() => app.close());

async function setJobStatus(jobId: string, status: string) {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/employers/employer-job/${jobId}/${status}`,
    headers: bearer(employer.token),
  });
  expect(response.statusCode).toBe(200);
}

const forYou = (account?: TestAccount, query = '') =>
  app.inject({
    url: `/api/candidates/jobs-for-you${query}`,
    headers: account ? bearer(account.token) : {},
  });

async function jobsFor(account: TestAccount, query = '') {
  const response = await forYou(account, query);
  expect(response.statusCode).toBe(200);
  return JobsForYouResponseSchema.parse(response.json());
}

const BEST_FIRST = [
  'Pune React Node Intern',
  'Bengaluru React Intern',
  'Remote Go Intern',
  'Pune Python Intern',
  'Delhi Office Java Intern',
];

describe('GET /api/candidates/jobs-for-you', () => {
  it('ranks open jobs by shared skills, then city (remote suits every city), then work mode', async () => {
    const { jobs: found, nextCursor } = await jobsFor(seeker);
    expect(found.map((j) => j.title)).toEqual(BEST_FIRST);
    expect(nextCursor).toBeNull();
    const fit = Object.fromEntries(
      found.map((j) => [j.title, [j.matchedSkills, j.cityMatch, j.workModeMatch]]),
    );
    expect(fit).toEqual({
      'Pune React Node Intern': [['React', 'Node.js'], true, false],
      'Bengaluru React Intern': [['react'], false, false],
      'Remote Go Intern': [[], true, false],
      'Pune Python Intern': [[], true, false],
      'Delhi Office Java Intern': [[], false, true],
    });
    expect(found[0]).toMatchObject({ status: 'active', company: { name: 'Kirana Cloud' } });
  });

  it('leaves out jobs already applied to, closed, paused, drafts and those past their apply-by date', async () => {
    const titles = (await jobsFor(seeker)).jobs.map((j) => j.title);
    for (const left of ['Applied', 'Closed', 'Paused', 'Draft', 'Expired']) {
      expect(titles).not.toContain(`${left} React Intern`);
    }
    const other = await registerAccount(app, 'candidate');
    await updateProfile(app, other, { skills: ['React'] });
    const theirs = (await jobsFor(other)).jobs.map((j) => j.title);
    expect(theirs).toEqual([
      'Applied React Intern',
      'Bengaluru React Intern',
      'Pune React Node Intern',
    ]);
  });

  it('gives a candidate with no skills, cities or work mode an empty list', async () => {
    const newcomer = await registerAccount(app, 'candidate');
    expect((await jobsFor(newcomer)).jobs).toEqual([]);
    await updateProfile(app, newcomer, { fullName: 'Nikhil Jain', city: 'Pune' });
    expect(await jobsFor(newcomer)).toEqual({ jobs: [], nextCursor: null });
  });

  it('pages through the ranking with nextCursor', async () => {
    const first = await jobsFor(seeker, '?limit=2');
    const second = await jobsFor(seeker, `?limit=2&cursor=${first.nextCursor}`);
    const third = await jobsFor(seeker, `?limit=2&cursor=${second.nextCursor}`);
    const pages = [first, second, third].map((page) => page.jobs.map((j) => j.title));
    expect(pages).toEqual([BEST_FIRST.slice(0, 2), BEST_FIRST.slice(2, 4), BEST_FIRST.slice(4)]);
    expect(second.nextCursor).not.toBeNull();
    expect(third.nextCursor).toBeNull();
  });

  it('answers 400 for a forged cursor or a limit over 50', async () => {
    expect((await forYou(seeker, '?cursor=forged')).statusCode).toBe(400);
    const farAway = Buffer.from('99999').toString('base64url');
    expect((await forYou(seeker, `?cursor=${farAway}`)).statusCode).toBe(400);
    expect((await forYou(seeker, '?limit=51')).statusCode).toBe(400);
  });

  it('answers 403 to an employer and 401 signed out', async () => {
    expect((await forYou(employer)).statusCode).toBe(403);
    expect((await forYou()).statusCode).toBe(401);
  });
});
