import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { typingAttempts } from '../db/schema/typing-attempts';
import {
  encodeLog,
  planKeys,
  usKeyFor,
  type KeystrokeEvent,
  type KeyPress,
  type LayoutId,
} from '@shuruaat/typing';

/** The physical keys that type `text` on a layout, word by word, as a typist would press them. */
export function keysFor(layoutId: LayoutId, text: string): KeyPress[] {
  const presses: KeyPress[] = [];
  text
    .normalize('NFC')
    .split(/\s+/u)
    .filter(Boolean)
    .forEach((word, i) => {
      if (i > 0) presses.push({ code: 'Space', shift: false, altGr: false });
      const plan = planKeys(layoutId, word, 'typewriter');
      if (!plan) throw new Error(`${layoutId} cannot type ${word}`);
      for (const char of plan) {
        const key = usKeyFor(char);
        if (!key) throw new Error(`No US key types ${char}`);
        presses.push({ code: key.code, shift: key.shift, altGr: key.altGr ?? false });
      }
    });
  return presses;
}

/** Key presses at uneven, human-looking intervals (a fixed pseudo-random walk). */
export function timed(presses: readonly KeyPress[], meanGapMs = 150, seed = 11): KeystrokeEvent[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  let t = 0;
  return presses.map((key) => {
    t += Math.round(meanGapMs * (0.4 + 1.2 * random()));
    return { ...key, t };
  });
}

/** An encoded log of `events` on a layout; the duration defaults to the last key's time. */
export function logOf(
  layoutId: LayoutId | 'native',
  events: KeystrokeEvent[],
  durationMs = (events[events.length - 1]?.t ?? 0) + 200,
): string {
  return encodeLog({ v: 1, layoutId, order: 'typewriter', durationMs, events });
}

type Passage = { _id: string; body: string; wordCount: number };
export type IssuedAttempt = {
  _id: string;
  nonce: string;
  passages: Passage[];
  startedAt: string;
};

/** Starts a test as the server issues it: the passages are the server's choice. */
export async function startAttempt(
  app: FastifyInstance,
  token: string | null,
  setup: Record<string, unknown> = {},
): Promise<IssuedAttempt> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/tools/typing-attempts',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: {
      presetId: 'practice',
      language: 'en',
      layout: 'en-us',
      durationMinutes: 1,
      ...setup,
    },
  });
  if (response.statusCode !== 201) throw new Error(`attempt refused: ${response.body}`);
  return (response.json() as { attempt: IssuedAttempt }).attempt;
}

/** Moves an attempt's start back, as if the test had been typed in real time since then. */
export async function backdateAttempt(app: FastifyInstance, attemptId: string, ms: number) {
  await app.db
    .update(typingAttempts)
    .set({ startedAt: new Date(Date.now() - ms) })
    .where(eq(typingAttempts.id, attemptId));
}

// Each clean log of a test's own making types a word fewer than the last: the server draws
// passages from a small pool, and two clean logs of the same words are the same keys, which it
// refuses as a replayed log (409).
let cleanLogs = 0;

/** `words`, less one more word at each call, so no two clean logs of one app share their keys. */
export function fewerWordsEachTime(words: number): number {
  cleanLogs += 1;
  return words - cleanLogs;
}

/** The first `words` words of an attempt's chained passages. */
export const attemptText = (attempt: IssuedAttempt, words: number) =>
  attempt.passages
    .map((p) => p.body)
    .join(' ')
    .split(/\s+/)
    .slice(0, words)
    .join(' ');

/** The body submitting `log` for an attempt. */
export const resultBody = (attempt: IssuedAttempt, log: string, resumed = false) => ({
  attemptId: attempt._id,
  nonce: attempt.nonce,
  log,
  resumed,
});

/**
 * A well-formed practice test, issued anonymously and backdated by its length: a random number
 * of the passage's first words typed without a mistake (so no two share their keys).
 */
// Each practice result types a different number of words, so no two of one app's are the same
// keys: the server refuses a key sequence it has seen as a replayed log.
let practiceResults = 0;

export async function practiceResultBody(app: FastifyInstance) {
  const attempt = await startAttempt(app, null);
  practiceResults += 1;
  const words = 20 + (practiceResults % 80);
  const events = timed(keysFor('english', attemptText(attempt, words)), 150, Date.now() % 1000);
  const log = logOf('english', events);
  await backdateAttempt(app, attempt._id, (events[events.length - 1]?.t ?? 0) + 1000);
  return resultBody(attempt, log);
}

/**
 * An SSC CHSL test passed by the token's candidate: the 350-word passage typed without a mistake
 * but for a few final words, a different number each time, so no two share their keys.
 */
let sscResults = 0;

export async function passedSscResult(
  app: FastifyInstance,
  token: string,
): Promise<{ _id: string; certificateId: string }> {
  const attempt = await startAttempt(app, token, { presetId: 'ssc-chsl', durationMinutes: 10 });
  sscResults += 1;
  const words = 350 - (sscResults % 10);
  const events = timed(keysFor('english', attemptText(attempt, words)), 120, Date.now() % 1000);
  await backdateAttempt(app, attempt._id, (events[events.length - 1]?.t ?? 0) + 1000);
  const response = await app.inject({
    method: 'POST',
    url: '/api/tools/typing-results',
    headers: { authorization: `Bearer ${token}` },
    payload: resultBody(attempt, logOf('english', events)),
  });
  if (response.statusCode !== 200) throw new Error(`typing result failed: ${response.body}`);
  return (response.json() as { result: { _id: string; certificateId: string } }).result;
}
