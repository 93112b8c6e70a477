import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicantsResponseSchema, MyPortfolioResponseSchema } from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, applyBody, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { addProject, PROJECT_BODY } from '../../test/programs';
import { createTestApp } from '../../test/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const as = (account: TestAccount | null) => (account ? bearer(account.token) : {});

const myPortfolio = async (account: TestAccount) => {
  const response = await app.inject({ url: '/api/candidates/portfolio', headers: as(account) });
  expect(response.statusCode).toBe(200);
  return MyPortfolioResponseSchema.parse(response.json());
};

const saveSettings = (account: TestAccount | null, payload: object) =>
  app.inject({
    method: 'PUT',
    url: '/api/candidates/portfolio/settings',
    headers: as(account),
    payload,
  });

const editProject = (account: TestAccount | null, id: string, payload: object = PROJECT_BODY) =>
  app.inject({
    method: 'PUT',
    url: `/api/candidates/portfolio/projects/${id}`,
    headers: as(account),
    payload,
  });

const deleteProject = (account: TestAccount | null, id: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/candidates/portfolio/projects/${id}`,
    headers: as(account),
  });

let handles = 0;
const newHandle = () => `ananya-${Date.now().toString(36)}-${(handles += 1)}`;

describe('a candidate’s projects', () => {
  it('adds, edits and deletes a project', async () => {
    const candidate = await registerAccount(app);
    const id = await addProject(app, candidate);
    expect((await myPortfolio(candidate)).projects).toMatchObject([
      { _id: id, title: PROJECT_BODY.title, skills: ['React', 'Node.js'] },
    ]);
    const edited = await editProject(candidate, id, { ...PROJECT_BODY, title: 'Mess menu v2' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().project.title).toBe('Mess menu v2');
    expect((await deleteProject(candidate, id)).statusCode).toBe(200);
    expect((await myPortfolio(candidate)).projects).toEqual([]);
  });

  it('starts with empty settings and no projects', async () => {
    expect(await myPortfolio(await registerAccount(app))).toEqual({
      settings: { handle: null, headline: '', isPublished: false },
      projects: [],
    });
  });

  it('refuses links that are not http or https, and an end before the start, with 400', async () => {
    const candidate = await registerAccount(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/candidates/portfolio/projects',
      headers: as(candidate),
      payload: {
        ...PROJECT_BODY,
        codeUrl: 'javascript:alert(1)',
        demoUrl: 'ftp://example.com/app',
        endMonth: '2025-01',
      },
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().details as { path: string }[]).map((d) => d.path).sort();
    expect(paths).toEqual(['codeUrl', 'demoUrl', 'endMonth']);
  });

  it('answers 404 when another candidate edits or deletes the project', async () => {
    const owner = await registerAccount(app);
    const other = await registerAccount(app);
    const id = await addProject(app, owner);
    expect((await editProject(other, id)).statusCode).toBe(404);
    expect((await deleteProject(other, id)).statusCode).toBe(404);
    expect((await editProject(owner, 'not-a-uuid')).statusCode).toBe(404);
    expect((await myPortfolio(owner)).projects).toHaveLength(1);
  });

  it('is for candidates only: 401 signed out, 403 for an employer', async () => {
    const employer = await registerAccount(app, 'employer');
    expect((await app.inject({ url: '/api/candidates/portfolio' })).statusCode).toBe(401);
    const response = await app.inject({ url: '/api/candidates/portfolio', headers: as(employer) });
    expect(response.statusCode).toBe(403);
    expect((await deleteProject(null, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      401,
    );
  });
});

describe('the public portfolio page', () => {
  it('is shown once published and is not found when hidden', async () => {
    const candidate = await registerAccount(app);
    await addProject(app, candidate);
    const handle = newHandle();
    const saved = await saveSettings(candidate, {
      handle,
      headline: 'Frontend developer',
      isPublished: true,
    });
    expect(saved.statusCode).toBe(200);
    const page = await app.inject({ url: `/api/tools/portfolio/${handle}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().portfolio).toMatchObject({
      handle,
      displayName: 'Test Person',
      headline: 'Frontend developer',
      projects: [{ title: PROJECT_BODY.title }],
    });
    await saveSettings(candidate, { handle, headline: '', isPublished: false });
    expect((await app.inject({ url: `/api/tools/portfolio/${handle}` })).statusCode).toBe(404);
  });

  it('refuses to publish an empty portfolio and a handle someone else has (409)', async () => {
    const first = await registerAccount(app);
    const handle = newHandle();
    expect(
      (await saveSettings(first, { handle, headline: '', isPublished: true })).statusCode,
    ).toBe(409);
    expect(
      (await saveSettings(first, { handle, headline: '', isPublished: false })).statusCode,
    ).toBe(200);
    const second = await registerAccount(app);
    const taken = await saveSettings(second, { handle, headline: '', isPublished: false });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ details: [{ path: 'handle' }] });
  });

  it('refuses a handle with spaces or symbols (400)', async () => {
    const response = await saveSettings(await registerAccount(app), {
      handle: 'my portfolio!',
      headline: '',
      isPublished: false,
    });
    expect(response.statusCode).toBe(400);
  });

  it('takes the page down when its last project is deleted', async () => {
    const candidate = await registerAccount(app);
    const id = await addProject(app, candidate);
    const handle = newHandle();
    await saveSettings(candidate, { handle, headline: '', isPublished: true });
    await deleteProject(candidate, id);
    expect((await myPortfolio(candidate)).settings.isPublished).toBe(false);
    expect((await app.inject({ url: `/api/tools/portfolio/${handle}` })).statusCode).toBe(404);
  });
});

describe('sending the portfolio with an application', () => {
  it('shows the employer the portfolio of an applicant who opted in, and none otherwise', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const sharer = await readyCandidate(app);
    await addProject(app, sharer);
    const handle = newHandle();
    await saveSettings(sharer, { handle, headline: '', isPublished: true });
    const quiet = await readyCandidate(app);
    const sent = await apply(
      app,
      sharer,
      job._id,
      applyBody(sharer, [], { includePortfolio: true }),
    );
    expect(sent.statusCode).toBe(201);
    expect((await apply(app, quiet, job._id)).statusCode).toBe(201);
    const response = await app.inject({
      url: `/api/employers/job/${job._id}/applicants`,
      headers: as(employer),
    });
    const { applicants } = ApplicantsResponseSchema.parse(response.json());
    const byUser = new Map(applicants.map((a) => [a.userId, a.portfolioHandle]));
    expect(byUser.get(sharer.user._id)).toBe(handle);
    expect(byUser.get(quiet.user._id)).toBeNull();
  });

  it('refuses to send a portfolio that is not published (400)', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    const response = await apply(
      app,
      candidate,
      job._id,
      applyBody(candidate, [], { includePortfolio: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ details: [{ path: 'includePortfolio' }] });
  });
});
