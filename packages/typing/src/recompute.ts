// What the server runs on a submitted log: replay it on the attempt's layout, verify it, and
// score it from scratch. A speed sent by the client is never read.
import type { KeystrokeLog, LogLayout } from './log';
import type { Preset } from './presets';
import { replay } from './replay';
import { score } from './score';
import type { ScoreResult } from './score';
import type { Language } from './layouts/types';
import { verifyLog } from './verify';
import type { VerifyLimits, VerifyResult } from './verify';

export type RecomputeOptions = {
  language?: Language;
  durationMinutes?: number;
};

/** The full score of a log on `layoutId` (the layout the server issued, not the log's claim). */
export function recompute(
  log: KeystrokeLog,
  passage: string,
  preset: Preset,
  layoutId: LogLayout,
  options: RecomputeOptions = {},
): ScoreResult {
  const fixed = withLayout(log, layoutId);
  return scoreReplay(
    fixed,
    passage,
    preset,
    options,
    replay(fixed, { backspace: preset.backspace }),
  );
}

export type CheckedScore = { ok: true; score: ScoreResult } | Extract<VerifyResult, { ok: false }>;

/** Verification and scoring from one replay: what a result endpoint needs. */
export function verifyAndRecompute(
  log: KeystrokeLog,
  passage: string,
  preset: Preset,
  layoutId: LogLayout,
  options: RecomputeOptions & { limits?: Partial<VerifyLimits> } = {},
): CheckedScore {
  const fixed = withLayout(log, layoutId);
  const replayed = replay(fixed, { backspace: preset.backspace });
  const verdict = verifyLog(fixed, passage, options.limits, replayed);
  if (!verdict.ok) return verdict;
  return { ok: true, score: scoreReplay(fixed, passage, preset, options, replayed) };
}

function withLayout(log: KeystrokeLog, layoutId: LogLayout): KeystrokeLog {
  // A log typed through the operating system's input method stays native: its text is checked
  // for pasting instead of being replayed through a layout the typist did not use.
  return log.layoutId === 'native' || log.layoutId === layoutId ? log : { ...log, layoutId };
}

function scoreReplay(
  log: KeystrokeLog,
  passage: string,
  preset: Preset,
  options: RecomputeOptions,
  replayed: ReturnType<typeof replay>,
): ScoreResult {
  return score({
    preset,
    passage,
    typed: replayed.text,
    elapsedMs: log.durationMs,
    keystrokes: log.events,
    keyDepressions: replayed.keyDepressions,
    ...(options.language ? { language: options.language } : {}),
    ...(options.durationMinutes ? { durationMinutes: options.durationMinutes } : {}),
  });
}
