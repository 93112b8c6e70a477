import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  UNAVAILABLE_MESSAGE,
} from '@shuruaat/contract';
import { AppError } from '../../lib/app-error';
import { bearer } from '../../test/accounts';
import { internshipBody, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import * as repo from './idempotency.repository';
import { CLAIM_LIMITS } from './idempotency.service';

/**
 * The failure the chaos run found: a COMMIT that succeeds while its acknowledgement is lost (the
 * database restarts between the two), so the request fails with its rows written. Here the
 * answer is lost after the handler committed, which looks the same from the server's side.
 */
const LOSE_ANSWER_HEADER = 'x-test-lose-answer';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.headers[LOSE_ANSWER_HEADER] && reply.statusCode < 300)
      throw new AppError('SERVICE_UNAVAILABLE', UNAVAILABLE_MESSAGE);
    return payload;
  });
});
afterAll(() => app.close());

async function postAs(token: string, key: string, title: string, loseAnswer = false) {
  return app.inject({
    method: 'POST',
    url: '/api/employers/post-job',
    headers: {
      ...bearer(token),
      [IDEMPOTENCY_KEY_HEADER]: key,
      ...(loseAnswer ? { [LOSE_ANSWER_HEADER]: '1' } : {}),
    },
    payload: internshipBody({ title, questions: [] }),
  });
}

async function listingsOf(token: string) {
  const posted = await app.inject({
    method: 'GET',
    url: '/api/employers/jobs-posted',
    headers: bearer(token),
  });
  return posted.json().jobsPosted as { title: string }[];
}

describe('a keyed request whose answer is lost after it wrote', () => {
  it('is not run again by its retry, which is told the first one was carried out', async () => {
    const employer = await readyEmployer(app);
    const lost = await postAs(employer.token, 'lost-answer-key-01', 'Data Analyst Intern', true);
    expect(lost.statusCode).toBe(503);

    const retry = await postAs(employer.token, 'lost-answer-key-01', 'Data Analyst Intern');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(IDEMPOTENCY_MESSAGES.answerLost);
    expect(retry.headers['retry-after']).toBeUndefined();
    expect(await listingsOf(employer.token)).toHaveLength(1);
  });

  it('marks its key in the transaction that wrote, and only that request’s key', async () => {
    const employer = await readyEmployer(app);
    const other = await readyEmployer(app);
    expect((await postAs(employer.token, 'marked-key-000001', 'Sales Intern')).statusCode).toBe(
      201,
    );
    // A request without a key right after must not carry the first one's mark.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/employers/post-job',
          headers: bearer(other.token),
          payload: internshipBody({ title: 'Content Writer Intern', questions: [] }),
        })
      ).statusCode,
    ).toBe(201);
    const marked = await repo.findKey(
      app.db,
      { scope: `user:${employer.user._id}`, key: 'marked-key-000001' },
      CLAIM_LIMITS,
    );
    expect(marked?.committedAt).toBeInstanceOf(Date);
    expect(marked?.status).toBe(201);
  });

  it('a keyed request that fails before writing still leaves its key free for a retry', async () => {
    const employer = await readyEmployer(app);
    const refused = await postAs(employer.token, 'free-again-key-01', 'URGENT HIRING');
    expect(refused.statusCode).toBe(400);
    const retry = await postAs(employer.token, 'free-again-key-01', 'Graphic Design Intern');
    expect(retry.statusCode).toBe(201);
    expect(await listingsOf(employer.token)).toHaveLength(1);
  });
});

describe('a keyed request whose instance died while running it', () => {
  const ROUTE = 'POST /api/employers/post-job';
  const claimAs = async (instance: string, key: string, scope: string) =>
    repo.claimKey(app.db, { scope, key }, ROUTE, instance, CLAIM_LIMITS);

  it('is run by its retry at once, instead of "still being processed" for two minutes', async () => {
    const employer = await readyEmployer(app);
    const scope = `user:${employer.user._id}`;
    expect(await claimAs('killed-host:4242:abcdef', 'orphan-key-00001', scope)).toBe(true);
    const retry = await postAs(employer.token, 'orphan-key-00001', 'Finance Intern');
    expect(retry.statusCode).toBe(201);
    expect(await listingsOf(employer.token)).toHaveLength(1);
  });

  it('still waits for a claim whose instance is alive', async () => {
    const employer = await readyEmployer(app);
    const scope = `user:${employer.user._id}`;
    expect(await claimAs(app.backgroundJobs.instance, 'running-key-0001', scope)).toBe(true);
    const retry = await postAs(employer.token, 'running-key-0001', 'Finance Intern');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(IDEMPOTENCY_MESSAGES.stillRunning);
    expect(retry.headers['retry-after']).toBe('1');
  });

  it('after committing, answers its retry that the answer was lost, and writes nothing again', async () => {
    const employer = await readyEmployer(app);
    const ref = { scope: `user:${employer.user._id}`, key: 'orphan-done-key-1' };
    expect(await claimAs('killed-host:4242:abcdef', ref.key, ref.scope)).toBe(true);
    await repo.markKeyCommitted(app.db, ref);
    const retry = await postAs(employer.token, ref.key, 'Finance Intern');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe(IDEMPOTENCY_MESSAGES.answerLost);
    expect(await listingsOf(employer.token)).toHaveLength(0);
  });
});
