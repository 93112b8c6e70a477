import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TypingAttemptResponseSchema,
  TypingCertificateResponseSchema,
  TypingHistoryWithApplicationsSchema,
  TypingResultResponseSchema,
  TypingRetestResponseSchema,
} from '@shuruaat/contract';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { apply, readyCandidate } from '../../test/candidates';
import { internshipBody, postJob, readyEmployer } from '../../test/jobs';
import { createTestApp } from '../../test/test-app';
import {
  attemptText,
  backdateAttempt,
  fewerWordsEachTime,
  keysFor,
  logOf,
  passedSscResult,
  resultBody,
  startAttempt,
  timed,
  type IssuedAttempt,
} from '../../test/typing';

let app: FastifyInstance;
const as = (account: TestAccount | null) => (account ? bearer(account.token) : {});
const submit = (account: TestAccount | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/tools/typing-results', headers: as(account), payload });

/** A clean log of about the attempt's first `words` words; the start moved back by `backBy` ms. */
async function typedBody(attempt: IssuedAttempt, words = 40, backBy?: number) {
  const text = attemptText(attempt, fewerWordsEachTime(words));
  const events = timed(keysFor('english', text), 150, Date.now() % 977);
  const last = events[events.length - 1]?.t ?? 0;
  await backdateAttempt(app, attempt._id, backBy ?? last + 1000);
  return resultBody(attempt, logOf('english', events));
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('a test the server issues', () => {
  it('picks the passages: at least the preset’s size for an exam, enough for the time otherwise', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tools/typing-attempts',
      payload: { presetId: 'ssc-chsl', language: 'en', layout: 'en-us', durationMinutes: 10 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { attempt } = TypingAttemptResponseSchema.parse(response.json());
    expect(attempt.nonce.length).toBeGreaterThanOrEqual(32);
    expect(attempt.passages.reduce((n, p) => n + p.wordCount, 0)).toBeGreaterThanOrEqual(350);
    expect(attempt.submitBy).not.toBeNull();
    const long = await startAttempt(app, null, { durationMinutes: 10 });
    expect(long.passages.reduce((n, p) => n + p.wordCount, 0)).toBeGreaterThanOrEqual(1600);
  });

  it('takes no passages from the page: the old body naming them is refused', async () => {
    const attempt = await startAttempt(app, null);
    const body = await typedBody(attempt);
    const response = await submit(null, { ...body, passageIds: [attempt.passages[0]?._id] });
    expect(response.statusCode).toBe(400);
  });

  it('needs the attempt’s nonce: a wrong one or an unknown attempt answers 404', async () => {
    const attempt = await startAttempt(app, null);
    const body = await typedBody(attempt);
    expect((await submit(null, { ...body, nonce: 'x'.repeat(32) })).statusCode).toBe(404);
    const unknown = { ...body, attemptId: '00000000-0000-4000-8000-000000000000' };
    expect((await submit(null, unknown)).statusCode).toBe(404);
    expect((await submit(null, { ...body, attemptId: 'nope' })).statusCode).toBe(404);
  });

  it('accepts one result per attempt: a second answers 409', async () => {
    const attempt = await startAttempt(app, null);
    const body = await typedBody(attempt);
    expect((await submit(null, body)).statusCode).toBe(200);
    const again = await submit(null, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already has a result/);
  });

  it('refuses an exam result after the preset’s time, lead-in and grace', async () => {
    const attempt = await startAttempt(app, null, { presetId: 'rrb-ntpc', durationMinutes: 10 });
    const late = await typedBody(attempt, 40, (120 + 600 + 31) * 1000);
    const response = await submit(null, late);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/after the test’s time/);
  });

  it('refuses a log claiming more typing time than has passed since the test was issued', async () => {
    const attempt = await startAttempt(app, null);
    const response = await submit(null, await typedBody(attempt, 40, 0));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/more typing time than has passed/);
  });

  it('keeps a result only for the account that started it', async () => {
    const owner = await registerAccount(app, 'candidate');
    const other = await registerAccount(app, 'candidate');
    const attempt = await startAttempt(app, owner.token);
    const body = await typedBody(attempt);
    expect((await submit(other, body)).statusCode).toBe(403);
    expect((await submit(null, body)).statusCode).toBe(403);
    const mine = await submit(owner, body);
    expect(mine.statusCode).toBe(200);
    expect(TypingResultResponseSchema.parse(mine.json()).result._id).not.toBeNull();
  });

  it('puts the unproctored note, passage and speed per minute on the certificate', async () => {
    const candidate = await registerAccount(app, 'candidate');
    const { certificateId } = await passedSscResult(app, candidate.token);
    const response = await app.inject({ url: `/api/tools/typing-certificates/${certificateId}` });
    const { certificate } = TypingCertificateResponseSchema.parse(response.json());
    expect(certificate).toMatchObject({ proctoring: 'unproctored', viaRetest: false });
    expect(certificate.passage.split(' ')).toHaveLength(350);
    expect(certificate.perMinute.length).toBeGreaterThan(0);
  });
});

describe('an employer’s supervised-retest link', () => {
  async function attachedApplicant() {
    const employer = await readyEmployer(app);
    const candidate = await readyCandidate(app);
    const job = await postJob(app, employer, internshipBody({ questions: [] }));
    expect((await apply(app, candidate, job._id)).statusCode).toBe(201);
    const result = await passedSscResult(app, candidate.token);
    const history = TypingHistoryWithApplicationsSchema.parse(
      (await app.inject({ url: '/api/candidates/typing-results', headers: as(candidate) })).json(),
    );
    const applicationId = history.applications[0]?.applicationId ?? '';
    const attached = await app.inject({
      method: 'PUT',
      url: `/api/candidates/applications/${applicationId}/typing-result`,
      headers: as(candidate),
      payload: { resultId: result._id },
    });
    expect(attached.statusCode).toBe(200);
    return { employer, candidate, job, applicationId, result };
  }
  const askRetest = (account: TestAccount | null, applicationId: string) =>
    app.inject({
      method: 'POST',
      url: `/api/employers/applications/${applicationId}/typing-retest`,
      headers: as(account),
    });

  it('is issued only by the job’s employer, for an attached exam result', async () => {
    const { candidate, applicationId } = await attachedApplicant();
    const stranger = await readyEmployer(app);
    expect((await askRetest(null, applicationId)).statusCode).toBe(401);
    expect((await askRetest(candidate, applicationId)).statusCode).toBe(403);
    expect((await askRetest(stranger, applicationId)).statusCode).toBe(404);
    expect((await askRetest(stranger, 'nope')).statusCode).toBe(404);
  });

  it('starts the same test on a new passage for its candidate only, once, marked as a retest', async () => {
    const { employer, candidate, job, applicationId, result } = await attachedApplicant();
    const asked = await askRetest(employer, applicationId);
    expect(asked.statusCode, asked.body).toBe(201);
    const { retest } = TypingRetestResponseSchema.parse(asked.json());
    expect(retest).toMatchObject({ presetId: 'ssc-chsl', durationMinutes: 10, used: false });
    expect(retest.path).toBe(`/tools/typing-test/retest/${retest.token}`);

    const shown = (account: TestAccount) =>
      app.inject({ url: `/api/tools/typing-retests/${retest.token}`, headers: as(account) });
    expect((await shown(candidate)).statusCode).toBe(200);
    const other = await registerAccount(app, 'candidate');
    expect((await shown(other)).statusCode).toBe(404);

    const setup = { presetId: 'ssc-chsl', durationMinutes: 10, retestToken: retest.token };
    await expect(startAttempt(app, other.token, setup)).rejects.toThrow(/another candidate/);
    await expect(
      startAttempt(app, candidate.token, { ...setup, durationMinutes: 15 }),
    ).rejects.toThrow(/the test its link names/);
    const attempt = await startAttempt(app, candidate.token, setup);
    const original = await app.inject({
      url: `/api/tools/typing-results/${result._id}`,
      headers: as(candidate),
    });
    // Passages may share a first word ("The"); twenty words apart tell them apart.
    const opening = (text: string) => text.split(/\s+/).slice(0, 20).join(' ');
    const before = TypingResultResponseSchema.parse(original.json()).result.passage;
    expect(opening(attemptText(attempt, 20))).not.toBe(opening(before));
    const events = timed(keysFor('english', attemptText(attempt, 350)), 120, 31);
    await backdateAttempt(app, attempt._id, (events[events.length - 1]?.t ?? 0) + 1000);
    const scored = await submit(candidate, resultBody(attempt, logOf('english', events)));
    expect(scored.statusCode, scored.body).toBe(200);
    const retaken = TypingResultResponseSchema.parse(scored.json()).result;
    expect(retaken.viaRetest).toBe(true);

    const seen = await app.inject({
      url: `/api/employers/job/${job._id}/applicants/typing-results`,
      headers: as(employer),
    });
    expect(seen.json().results[0]).toMatchObject({
      _id: retaken._id,
      viaRetest: true,
      proctoring: 'unproctored',
    });
    const certificate = await app.inject({
      url: `/api/tools/typing-certificates/${retaken.certificateId}`,
    });
    expect(certificate.json().certificate.viaRetest).toBe(true);
    await expect(startAttempt(app, candidate.token, setup)).rejects.toThrow(/already used/);
  });
});

describe('the test-only backdate beside the test clock', () => {
  it('moves an attempt’s issue back so a log of that length is accepted at once', async () => {
    const withClock = await createTestApp({ testClock: true });
    try {
      const attempt = await startAttempt(withClock, null);
      const events = timed(keysFor('english', attemptText(attempt, 40)), 150, 5);
      const body = resultBody(attempt, logOf('english', events));
      const early = await withClock.inject({
        method: 'POST',
        url: '/api/tools/typing-results',
        payload: body,
      });
      expect(early.statusCode).toBe(400);
      const seconds = Math.ceil((events[events.length - 1]?.t ?? 0) / 1000) + 1;
      const moved = await withClock.inject({
        method: 'POST',
        url: `/api/test/typing-attempts/${attempt._id}/backdate`,
        payload: { seconds },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const startedAt = new Date(moved.json().startedAt).getTime();
      expect(Date.now() - startedAt).toBeGreaterThanOrEqual(seconds * 1000);
      const accepted = await withClock.inject({
        method: 'POST',
        url: '/api/tools/typing-results',
        payload: body,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const unknown = await withClock.inject({
        method: 'POST',
        url: '/api/test/typing-attempts/not-an-attempt/backdate',
        payload: { seconds: 5 },
      });
      expect(unknown.statusCode).toBe(404);
    } finally {
      await withClock.close();
    }
  });

  it('does not exist without the test clock', async () => {
    const attempt = await startAttempt(app, null);
    const response = await app.inject({
      method: 'POST',
      url: `/api/test/typing-attempts/${attempt._id}/backdate`,
      payload: { seconds: 60 },
    });
    expect(response.statusCode).toBe(404);
  });
});
