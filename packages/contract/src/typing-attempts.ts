import { z } from 'zod';
import { text } from './text';
import {
  PassageDifficultySchema,
  TYPING_DURATIONS,
  TypingLanguageSchema,
  TypingLayoutSchema,
  TypingPassageSchema,
} from './typing';

/**
 * Issue 23: a certificate comes only from a test the server issued. The page asks for an
 * attempt, the server picks the passages and a nonce and records the start, and the keystroke
 * log is then submitted against that attempt, once, within the preset's time.
 */
export const TYPING_ATTEMPT_RULES = {
  /** Time between the passages arriving and the first key (the clock starts with that key). */
  leadInSeconds: 120,
  /** Network and page time allowed after an exam's clock has run out. */
  graceSeconds: 30,
  /** A practice test may pause; its attempt stays open this long. */
  practiceHours: 24,
  /** Key sequences shorter than this are not compared with earlier logs (too short to tell). */
  replayMinKeys: 100,
} as const;

/**
 * The highest sustained speed accepted, in words of five keys a minute (every key pressed,
 * erased or not, over the typing time). The fastest typists on record sustain about 150–170 wpm
 * over tens of minutes and reach about 200 over a minute or two; the limits leave them room.
 */
export function typingSpeedLimitWpm(durationMinutes: number): number {
  if (durationMinutes <= 2) return 200;
  if (durationMinutes <= 5) return 180;
  return 160;
}

/** What every certificate and attached result says about how it was taken. */
export const TYPING_UNPROCTORED_NOTE =
  'Unproctored online test: taken in a browser without supervision. Shuruaat checks the keystroke log (replays, pasting, impossible speeds and keys), but no browser test can prove that a person, or this person, typed it.';

export const TypingAttemptBodySchema = z.strictObject({
  presetId: text().max(64),
  language: TypingLanguageSchema,
  layout: TypingLayoutSchema,
  durationMinutes: z.union(
    TYPING_DURATIONS.map((d) => z.literal(d)),
    { error: 'Choose a duration the test offers' },
  ),
  difficulty: PassageDifficultySchema.optional(),
  /** An employer's supervised-retest link: the test it names, on new passages. */
  retestToken: text().max(128).optional(),
});
export type TypingAttemptBody = z.infer<typeof TypingAttemptBodySchema>;

export const TypingAttemptSchema = z.object({
  _id: z.string(),
  /** Sent back with the log: only the page the attempt was issued to knows it. */
  nonce: z.string(),
  presetId: z.string(),
  language: TypingLanguageSchema,
  layout: TypingLayoutSchema,
  durationMinutes: z.number(),
  /** The passages in the order the test chains them (one may repeat in a long test). */
  passages: z.array(TypingPassageSchema),
  startedAt: z.string(),
  /** The latest time a result is accepted, or null for practice (which may pause). */
  submitBy: z.string().nullable(),
  speedLimitWpm: z.number(),
  viaRetest: z.boolean(),
});
export type TypingAttempt = z.infer<typeof TypingAttemptSchema>;
export const TypingAttemptResponseSchema = z.object({ attempt: TypingAttemptSchema });

/** A supervised-retest link as the employer and the candidate see it. */
export const TypingRetestSchema = z.object({
  token: z.string(),
  /** The page the candidate opens: /tools/typing-test/retest/{token}. */
  path: z.string(),
  presetId: z.string(),
  presetName: z.string(),
  language: TypingLanguageSchema,
  layout: TypingLayoutSchema,
  durationMinutes: z.number(),
  jobTitle: z.string(),
  used: z.boolean(),
  createdAt: z.string(),
});
export type TypingRetest = z.infer<typeof TypingRetestSchema>;
export const TypingRetestResponseSchema = z.object({ retest: TypingRetestSchema });

export const TYPING_ATTEMPT_MESSAGES = {
  start: 'Failed to start the test',
  attemptNotFound: 'This test was not issued here, or has expired',
  alreadySubmitted: 'This test already has a result: start a new test',
  tooLate: 'The result arrived after the test’s time was up',
  notYours: 'This test was started by another account',
  duplicateLog: 'This keystroke log was already submitted',
  replayedLog: 'These keys were already submitted in another test (a replayed log)',
  retestNotFound: 'This retest link does not exist',
  retestUsed: 'This retest link was already used',
  retestNotYours: 'This retest link was sent to another candidate',
  retestMismatch: 'A retest is the test its link names',
  noResultToRetest: 'This applicant has attached no exam result to retest',
} as const;
