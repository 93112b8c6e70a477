import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@shuruaat/contract';
import { bearer, PASSWORD, uniqueEmail } from '../../test/accounts';
import { applyBody, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import { multipart, tinyPdf } from '../../test/uploads';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const keyed = (key: string, token?: string) => ({
  [IDEMPOTENCY_KEY_HEADER]: key,
  ...(token ? bearer(token) : {}),
});

describe('Idempotency-Key on creating POSTs', () => {
  it('posting a job twice with one key creates one listing and answers the first answer again', async () => {
    const employer = await readyEmployer(app);
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/employers/post-job',
        headers: keyed('post-job-key-0001', employer.token),
        payload: internshipBody({ questions: [] }),
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const posted = await app.inject({
      method: 'GET',
      url: '/api/employers/jobs-posted',
      headers: bearer(employer.token),
    });
    expect(posted.json().jobsPosted).toHaveLength(1);
  });

  it('applying twice with one key answers 201 both times instead of "already applied"', async () => {
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const candidate = await readyCandidate(app);
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/candidates/apply/${job._id}`,
        headers: keyed('apply-key-00000001', candidate.token),
        payload: applyBody(candidate),
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const again = await app.inject({
      method: 'POST',
      url: `/api/candidates/apply/${job._id}`,
      headers: bearer(candidate.token),
      payload: applyBody(candidate),
    });
    expect(again.statusCode).toBe(409);
  });

  it('registering twice with one key returns the same account', async () => {
    const email = uniqueEmail('retry');
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: keyed('register-key-000001'),
        payload: { name: 'Retry Person', email, password: PASSWORD, role: 'candidate' },
      });
    const first = await send();
    const retry = await send();
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().user._id).toBe(first.json().user._id);
  });

  it('a key is remembered per user: another user with the same key gets their own answer', async () => {
    const [one, two] = [await readyEmployer(app), await readyEmployer(app)];
    const post = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/employers/post-job',
        headers: keyed('shared-key-0000001', token),
        payload: internshipBody({ questions: [] }),
      });
    const first = await post(one.token);
    const second = await post(two.token);
    expect(second.statusCode).toBe(201);
    expect(second.json().job._id).not.toBe(first.json().job._id);
  });

  it('a failed first request is not remembered, so its retry runs afresh', async () => {
    const employer = await readyEmployer(app);
    const send = (title: string) =>
      app.inject({
        method: 'POST',
        url: '/api/employers/post-job',
        headers: keyed('fix-and-retry-0001', employer.token),
        payload: internshipBody({ title, questions: [] }),
      });
    expect((await send('URGENT HIRING')).statusCode).toBe(400);
    expect((await send('Data Analyst Intern')).statusCode).toBe(201);
  });

  it('a key used on another endpoint, or a malformed key, answers 400', async () => {
    const candidate = await readyCandidate(app);
    const employer = await readyEmployer(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    const apply = (key: string) =>
      app.inject({
        method: 'POST',
        url: `/api/candidates/apply/${job._id}`,
        headers: keyed(key, candidate.token),
        payload: applyBody(candidate),
      });
    expect((await apply('short')).statusCode).toBe(400);
    expect((await apply('cross-route-key-01')).statusCode).toBe(201);
    const upload = await app.inject({
      method: 'POST',
      url: '/api/users/register',
      headers: keyed('cross-route-key-01', candidate.token),
      payload: { name: 'Someone', email: uniqueEmail(), password: PASSWORD, role: 'candidate' },
    });
    expect(upload.statusCode).toBe(400);
  });

  it('uploading a resume twice with one key keeps one version and answers the first answer again', async () => {
    const candidate = await readyCandidate(app); // version 1 already uploaded
    const upload = () => {
      const body = multipart('resume', 'resume.pdf', 'application/pdf', tinyPdf('Retried'));
      return app.inject({
        method: 'POST',
        url: '/api/candidates/upload-resume',
        payload: body.payload,
        headers: { ...body.headers, ...keyed('resume-upload-key-01', candidate.token) },
      });
    };
    const first = await upload();
    const retry = await upload();
    expect(first.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const versions = await app.inject({
      method: 'GET',
      url: '/api/candidates/resumes',
      headers: bearer(candidate.token),
    });
    expect(versions.json().versions).toHaveLength(2);
  });
});
