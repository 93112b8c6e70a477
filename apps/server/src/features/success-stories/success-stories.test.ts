import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminStoriesResponseSchema, SuccessStoriesResponseSchema } from '@shuruaat/contract';
import { adminAccount, bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { hire, STORY_TEXT } from '../../test/programs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
let admin: TestAccount;
let employer: TestAccount;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminAccount(app);
  employer = await readyEmployer(app);
});
afterAll(() => app.close());

const as = (account: TestAccount | null) => (account ? bearer(account.token) : {});

/** A candidate hired for a new job; the job's id. */
async function hiredCandidate() {
  const candidate = await readyCandidate(app);
  const job = await postJob(app, employer, internshipBody({ questions: [] }));
  expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
  await hire(app, employer, job._id, candidate.user._id);
  return { candidate, jobId: job._id };
}

const submit = (account: TestAccount | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/candidates/success-stories',
    headers: as(account),
    payload,
  });

const decide = (account: TestAccount | null, id: string, status: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admins/success-stories/${id}`,
    headers: as(account),
    payload: { status },
  });

const publicStories = async () =>
  SuccessStoriesResponseSchema.parse(
    (await app.inject({ url: '/api/tools/success-stories?limit=50' })).json(),
  );

describe('success stories', () => {
  it('lets a hired candidate send a story, which is public only once an admin publishes it', async () => {
    const { candidate, jobId } = await hiredCandidate();
    const mine = await app.inject({
      url: '/api/candidates/success-stories',
      headers: as(candidate),
    });
    expect(mine.json().hiredJobs).toMatchObject([{ jobId }]);
    const response = await submit(candidate, { jobId, ...STORY_TEXT, consent: true });
    expect(response.statusCode).toBe(201);
    const story = response.json().story;
    expect(story).toMatchObject({
      status: 'pending',
      name: 'Test P.',
      headline: STORY_TEXT.headline,
    });
    expect((await publicStories()).items.map((s) => s._id)).not.toContain(story._id);

    const published = await decide(admin, story._id, 'published');
    expect(published.statusCode).toBe(200);
    expect((await publicStories()).items.find((s) => s._id === story._id)).toMatchObject({
      jobTitle: expect.any(String),
      companyName: expect.any(String),
    });
    await decide(admin, story._id, 'hidden');
    expect((await publicStories()).items.map((s) => s._id)).not.toContain(story._id);
  });

  it('refuses a story without consent (400) and a second story for the same job (409)', async () => {
    const { candidate, jobId } = await hiredCandidate();
    const noConsent = await submit(candidate, { jobId, ...STORY_TEXT, consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json()).toMatchObject({ details: [{ path: 'consent' }] });
    expect((await submit(candidate, { jobId, ...STORY_TEXT, consent: true })).statusCode).toBe(201);
    expect((await submit(candidate, { jobId, ...STORY_TEXT, consent: true })).statusCode).toBe(409);
  });

  it('refuses a candidate who was not hired for the job, and another candidate’s hire (403)', async () => {
    const { jobId } = await hiredCandidate();
    const other = await registerAccount(app);
    const response = await submit(other, { jobId, ...STORY_TEXT, consent: true });
    expect(response.statusCode).toBe(403);
  });

  it('is for candidates: 401 signed out, 403 for an employer', async () => {
    expect((await submit(null, { jobId: 'x', ...STORY_TEXT, consent: true })).statusCode).toBe(401);
    expect((await submit(employer, { jobId: 'x', ...STORY_TEXT, consent: true })).statusCode).toBe(
      403,
    );
  });

  it('lists every story for admins, filtered by status; others are refused', async () => {
    const { candidate, jobId } = await hiredCandidate();
    const { story } = (await submit(candidate, { jobId, ...STORY_TEXT, consent: true })).json();
    const response = await app.inject({
      url: '/api/admins/success-stories?status=pending&limit=50',
      headers: as(admin),
    });
    const list = AdminStoriesResponseSchema.parse(response.json());
    expect(list.items.find((s) => s._id === story._id)).toMatchObject({ email: candidate.email });
    const asCandidate = await app.inject({
      url: '/api/admins/success-stories',
      headers: as(candidate),
    });
    expect(asCandidate.statusCode).toBe(403);
    expect((await decide(candidate, story._id, 'published')).statusCode).toBe(403);
    expect((await decide(null, story._id, 'published')).statusCode).toBe(401);
  });

  it('answers 404 for an unknown story and 400 for an unknown status', async () => {
    expect(
      (await decide(admin, '00000000-0000-4000-8000-000000000000', 'published')).statusCode,
    ).toBe(404);
    expect(
      (await decide(admin, '00000000-0000-4000-8000-000000000000', 'pending')).statusCode,
    ).toBe(400);
  });

  it('answers 400 for a bad page cursor on the public list', async () => {
    expect((await app.inject({ url: '/api/tools/success-stories?cursor=nope' })).statusCode).toBe(
      400,
    );
  });
});
