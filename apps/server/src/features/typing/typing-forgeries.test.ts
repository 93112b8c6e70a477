import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TypingResultResponseSchema } from '@shuruaat/contract';
import {
  decodeLog,
  findPreset,
  verifyAndRecompute,
  type KeyPress,
  type KeystrokeEvent,
  type Preset,
} from '@shuruaat/typing';
import { typingAttempts } from '../../db/schema/typing-attempts';
import { bearer, registerAccount, type TestAccount } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import {
  attemptText,
  backdateAttempt,
  fewerWordsEachTime,
  keysFor,
  logOf,
  resultBody,
  startAttempt,
  timed,
  type IssuedAttempt,
} from '../../test/typing';

/**
 * Issue 23's forgery suite: logs an outside probe (and we) forged, each submitted the way a
 * forger would. Each case says what the endpoint answered before the attempt flow (shown by the
 * engine's own checks with their old limits, which were all the old endpoint ran) and now.
 */
let app: FastifyInstance;
let candidate: TestAccount;

const submit = (account: TestAccount | null, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/tools/typing-results',
    headers: account ? bearer(account.token) : {},
    payload,
  });

/** The body for `events`, the attempt backdated as if typed in real time. */
async function bodyFor(
  attempt: IssuedAttempt,
  events: KeystrokeEvent[],
  layout: 'english' | 'native' = 'english',
) {
  await backdateAttempt(app, attempt._id, (events[events.length - 1]?.t ?? 0) + 1000);
  return resultBody(attempt, logOf(layout, events));
}

/** Log-normal gaps around `medianMs`, as a bot imitating a person would draw them. */
function logNormalBot(keys: readonly KeyPress[], medianMs: number, seed = 7): KeystrokeEvent[] {
  let state = seed;
  const uniform = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return (state + 1) / 2147483649;
  };
  let t = 0;
  return keys.map((key) => {
    const normal = Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    t += Math.max(20, Math.round(medianMs * Math.exp(0.35 * normal)));
    return { ...key, t };
  });
}

/** What the engine alone (all the old endpoint ran, with its old limits) says of a log. */
function engineAlone(encoded: string, attempt: IssuedAttempt, presetId = 'practice') {
  const text = attempt.passages.map((p) => p.body).join(' ');
  const preset = findPreset(presetId) as Preset;
  return verifyAndRecompute(decodeLog(encoded), text, preset, 'english', {
    language: 'english',
    durationMinutes: 10,
  }).ok;
}

/** Gives a second attempt the first one's passages, as a forger who drew the same ones would. */
async function samePassages(from: IssuedAttempt, to: IssuedAttempt) {
  const ids = from.passages.map((p) => p._id);
  await app.db.update(typingAttempts).set({ passageIds: ids }).where(eq(typingAttempts.id, to._id));
  return { ...to, passages: from.passages };
}

/** A candidate's genuine 10-minute practice result: 150 words at about 55 wpm. */
async function genuineResult() {
  const attempt = await startAttempt(app, candidate.token, { durationMinutes: 10 });
  const text = attemptText(attempt, fewerWordsEachTime(150));
  const events = timed(keysFor('english', text), 180, Date.now() % 991);
  const response = await submit(candidate, await bodyFor(attempt, events));
  expect(response.statusCode, response.body).toBe(200);
  return { attempt, events };
}

beforeAll(async () => {
  app = await createTestApp();
  candidate = await registerAccount(app, 'candidate');
});
afterAll(() => app.close());

describe('the forgery suite', () => {
  it('duplicate: the same log sent to a second attempt is refused (before: a second certificate)', async () => {
    const { attempt, events } = await genuineResult();
    const again = await samePassages(
      attempt,
      await startAttempt(app, candidate.token, { durationMinutes: 10 }),
    );
    const body = await bodyFor(again, events);
    expect(engineAlone(body.log, again)).toBe(true);
    const response = await submit(candidate, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This keystroke log was already submitted');
  });

  it('replay: a kept log’s keys re-timed and sent from another account are refused', async () => {
    const { attempt, events } = await genuineResult();
    const forger = await registerAccount(app, 'candidate');
    const theirs = await samePassages(
      attempt,
      await startAttempt(app, forger.token, { durationMinutes: 10 }),
    );
    const jittered = events.map((e, i) => ({ ...e, t: e.t + (i % 3) }));
    const response = await submit(forger, await bodyFor(theirs, jittered));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/replayed/);
  });

  it('speed-up: a real log replayed 1.5× faster is refused as a replay (before: accepted)', async () => {
    const { attempt, events } = await genuineResult();
    const faster = events.map((e) => ({ ...e, t: Math.round(e.t / 1.5) }));
    const forged = await samePassages(
      attempt,
      await startAttempt(app, null, { durationMinutes: 10 }),
    );
    const body = await bodyFor(forged, faster);
    expect(engineAlone(body.log, forged)).toBe(true);
    expect((await submit(null, body)).statusCode).toBe(409);
  });

  it('speed: 228 wpm sustained for over 9 minutes is refused (before: accepted, limit 250)', async () => {
    const attempt = await startAttempt(app, candidate.token, {
      presetId: 'rrb-ntpc',
      durationMinutes: 10,
    });
    const passage = keysFor('english', attemptText(attempt, 5000));
    // 9.5 minutes of keys at 228 wpm, unevenly. The issued text is sized for 160 wpm, so a
    // typist this fast runs out of it: the keys go round the passage again, as extra words.
    const space = { code: 'Space', shift: false, altGr: false };
    const count = Math.round(228 * 5 * 9.5);
    const keys = Array.from(
      { length: count },
      (_, i) => passage[i % (passage.length + 1)] ?? space,
    );
    const events = timed(keys, 60_000 / (228 * 5), 5);
    const body = await bodyFor(attempt, events);
    expect(engineAlone(body.log, attempt, 'rrb-ntpc')).toBe(true);
    const response = await submit(candidate, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/above 160 words a minute/);
  });

  it('impossible keys: emulation off, three characters per key press on English, is refused', async () => {
    const attempt = await startAttempt(app, null, { durationMinutes: 2 });
    const text = attemptText(attempt, 60);
    const chunks = text.match(/[\s\S]{1,3}/gu) ?? [];
    const events = timed(
      chunks.map(() => ({ code: 'KeyA', shift: false, altGr: false })),
      200,
    ).map((event, i) => ({ ...event, text: chunks[i] ?? '' }));
    const body = await bodyFor(attempt, events, 'native');
    expect(engineAlone(body.log, attempt)).toBe(true);
    const response = await submit(null, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/types at most 1/);
  });

  it('short passage: SSC CHSL over 48 words at 5 wpm cannot pass (before: passed, client chose the passage)', async () => {
    const old = await submit(candidate, {
      presetId: 'ssc-chsl',
      language: 'en',
      layout: 'en-us',
      durationMinutes: 10,
      passageIds: ['00000000-0000-4000-8000-000000000000'],
      log: 'AAAA',
      resumed: false,
    });
    expect(old.statusCode).toBe(400);
    const attempt = await startAttempt(app, candidate.token, {
      presetId: 'ssc-chsl',
      durationMinutes: 10,
    });
    const issued = attempt.passages.reduce((n, p) => n + p.wordCount, 0);
    expect(issued).toBeGreaterThanOrEqual(350);
    // 48 words at 5.28 wpm: about 9 minutes 6 seconds.
    const keys = keysFor('english', attemptText(attempt, 48));
    const events = timed(keys, 546_000 / keys.length, 3);
    const response = await submit(candidate, await bodyFor(attempt, events));
    expect(response.statusCode, response.body).toBe(200);
    const { result } = TypingResultResponseSchema.parse(response.json());
    expect(result.figures.passed).toBe(false);
    expect(result.certificateId).toBeNull();
  });

  it('bot timing: log-normal gaps at a human speed are NOT told from a person (accepted, unproctored)', async () => {
    const attempt = await startAttempt(app, candidate.token, {
      presetId: 'rrb-ntpc',
      durationMinutes: 10,
    });
    const events = logNormalBot(keysFor('english', attemptText(attempt, 400)), 190);
    const response = await submit(candidate, await bodyFor(attempt, events));
    // An honest limit of a browser test: this bot passes RRB NTPC and gets a certificate that
    // says "unproctored online test"; only a supervised retest can tell.
    expect(response.statusCode, response.body).toBe(200);
    expect(TypingResultResponseSchema.parse(response.json()).result.figures.passed).toBe(true);
  });
});
