// Refuses keystroke logs no person at a keyboard could have produced. Each check names its
// reason, because a refused candidate must be told why.
import { BACKSPACE } from './keys';
import type { KeystrokeLog } from './log';
import type { Replay } from './replay';
import { replay } from './replay';
import { nfc, splitWords } from './text';

export type VerifyResult = { ok: true } | { ok: false; reason: string; check: VerifyCheck };

export type VerifyCheck =
  | 'empty'
  | 'clock'
  | 'speed'
  | 'burst'
  | 'regular'
  | 'simultaneous'
  | 'pasted'
  | 'mismatch'
  | 'overlong';

export type VerifyLimits = {
  /** Highest sustained speed accepted over the whole test (words of five keys per minute). */
  maxWpm: number;
  /** Most keys accepted in any 5-second window. */
  maxKeysIn5s: number;
  /** Lowest variation of key intervals (standard deviation ÷ mean) a person shows. */
  minIntervalVariation: number;
  /** Highest share of intervals that may be exactly the same length. */
  maxSameIntervalShare: number;
  /** Highest share of keys that may land in the same millisecond as the key before. */
  maxSimultaneousShare: number;
};

export const DEFAULT_VERIFY_LIMITS: VerifyLimits = {
  // The fastest sustained typists reach about 200 wpm; 250 leaves them room and refuses scripts.
  maxWpm: 250,
  // 25 keys a second is 300 wpm, beyond even a short human burst.
  maxKeysIn5s: 125,
  minIntervalVariation: 0.12,
  maxSameIntervalShare: 0.5,
  maxSimultaneousShare: 0.25,
};

const MAX_DURATION_MS = 91 * 60_000;
const MAX_INSERT_CODE_POINTS = 4;
const PATTERN_MIN_INTERVALS = 60;
/** Gaps this long are thinking, not typing, and would hide a machine's rhythm. */
const THINKING_GAP_MS = 2_000;

const fail = (check: VerifyCheck, reason: string): VerifyResult => ({ ok: false, check, reason });

export function verifyLog(
  log: KeystrokeLog,
  passage: string,
  limits: Partial<VerifyLimits> = {},
  replayed?: Replay,
): VerifyResult {
  const limit = { ...DEFAULT_VERIFY_LIMITS, ...limits };
  const keys = log.events.filter((event) => event.code !== BACKSPACE);
  if (keys.length === 0) return fail('empty', 'No keys were typed in this test.');
  const clock = checkClock(log);
  if (clock) return clock;
  const speed = checkSpeed(log, keys.length, limit);
  if (speed) return speed;
  const rhythm = checkRhythm(log, limit);
  if (rhythm) return rhythm;
  const pasted = checkInserts(log);
  if (pasted) return pasted;
  const result = replayed ?? replay(log);
  if (log.finalText !== undefined && nfc(log.finalText).trimEnd() !== result.text.trimEnd()) {
    return fail(
      'mismatch',
      'The text on the page is not what the keys typed: text was pasted or changed outside the test.',
    );
  }
  if (result.longInserts > 0) {
    return fail('pasted', 'Text was inserted many characters at a time, as pasting does.');
  }
  const passageWords = splitWords(passage).length;
  if (splitWords(result.text).length > passageWords * 1.5 + 20) {
    return fail('overlong', 'Far more words were typed than the passage has.');
  }
  return { ok: true };
}

function checkClock(log: KeystrokeLog): VerifyResult | null {
  if (log.durationMs <= 0 || log.durationMs > MAX_DURATION_MS) {
    return fail('clock', 'The test length is outside what any test allows.');
  }
  let previous = 0;
  for (const event of log.events) {
    if (!Number.isFinite(event.t) || event.t < previous) {
      return fail('clock', 'Key times run backwards.');
    }
    previous = event.t;
  }
  if (previous > log.durationMs + 1_000)
    return fail('clock', 'Keys were recorded after the test ended.');
  return null;
}

function checkSpeed(log: KeystrokeLog, keys: number, limit: VerifyLimits): VerifyResult | null {
  const minutes = Math.max(log.durationMs, 30_000) / 60_000;
  if (keys / 5 / minutes > limit.maxWpm) {
    return fail(
      'speed',
      `The speed is above ${limit.maxWpm} words a minute, faster than people type.`,
    );
  }
  const times = log.events.filter((e) => e.code !== BACKSPACE).map((e) => e.t);
  for (let start = 0, end = 0; end < times.length; end += 1) {
    while ((times[end] ?? 0) - (times[start] ?? 0) >= 5_000) start += 1;
    if (end - start + 1 > limit.maxKeysIn5s) {
      return fail('burst', 'More keys were pressed in five seconds than a person can press.');
    }
  }
  return null;
}

/**
 * The step of the page's clock. Privacy modes (Firefox's resist-fingerprinting, Tor Browser)
 * round `performance.now()` to 100 ms; there, equal and zero intervals are the clock's doing.
 */
function clockStep(log: KeystrokeLog): number {
  let step = 0;
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (const event of log.events.slice(0, 400)) step = gcd(Math.round(event.t), step);
  return step;
}

const COARSE_CLOCK_MS = 100;

function checkRhythm(log: KeystrokeLog, limit: VerifyLimits): VerifyResult | null {
  const coarse = clockStep(log) >= COARSE_CLOCK_MS;
  const gaps: number[] = [];
  let simultaneous = 0;
  for (let i = 1; i < log.events.length; i += 1) {
    const gap = (log.events[i]?.t ?? 0) - (log.events[i - 1]?.t ?? 0);
    if (gap === 0) simultaneous += 1;
    if (gap > 0 && gap < THINKING_GAP_MS) gaps.push(gap);
  }
  if (
    !coarse &&
    log.events.length >= PATTERN_MIN_INTERVALS &&
    simultaneous / log.events.length > limit.maxSimultaneousShare
  ) {
    return fail('simultaneous', 'Too many keys arrived at the same instant, as scripts send them.');
  }
  if (gaps.length < PATTERN_MIN_INTERVALS) return null;
  const mean = gaps.reduce((sum, g) => sum + g, 0) / gaps.length;
  const variance = gaps.reduce((sum, g) => sum + (g - mean) ** 2, 0) / gaps.length;
  if (Math.sqrt(variance) / mean < limit.minIntervalVariation) {
    return fail(
      'regular',
      'The keys came at almost perfectly even intervals, as scripts send them.',
    );
  }
  const counts = new Map<number, number>();
  let most = 0;
  for (const gap of gaps) {
    const rounded = Math.round(gap);
    const count = (counts.get(rounded) ?? 0) + 1;
    counts.set(rounded, count);
    if (count > most) most = count;
  }
  if (!coarse && most / gaps.length > limit.maxSameIntervalShare) {
    return fail('regular', 'Most keys came at exactly the same interval, as scripts send them.');
  }
  return null;
}

function checkInserts(log: KeystrokeLog): VerifyResult | null {
  if (log.layoutId !== 'native') return null;
  let produced = 0;
  let keys = 0;
  for (const event of log.events) {
    if (event.text === undefined) continue;
    keys += 1;
    const length = Array.from(event.text).length;
    produced += length;
    if (length > MAX_INSERT_CODE_POINTS) {
      return fail('pasted', 'Text was inserted many characters at a time, as pasting does.');
    }
  }
  if (keys > 0 && produced > keys * 3) {
    return fail('pasted', 'More text appeared than the keys pressed can type.');
  }
  return null;
}
