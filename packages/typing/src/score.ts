// Scores one attempt: aligns the words, applies the preset's formula and judges it against the
// preset's limits. Everything is computed from the passage, the typed text and the keys.
import { alignWords } from './align';
import type { AlignedWord } from './align';
import { GAP_KINDS } from './align-spaces';
import { applyFormula, errorPercent, round2 } from './formulas';
import { BACKSPACE } from './keys';
import type { Language } from './layouts/types';
import type { KeystrokeEvent } from './log';
import type { MistakeClass, Preset } from './presets';
import { nfc, wordSpans } from './text';

export type ScoreInput = {
  preset: Preset;
  passage: string;
  typed: string;
  elapsedMs: number;
  /** The key presses, for key depressions and the per-minute series. */
  keystrokes?: readonly KeystrokeEvent[];
  /** Key depressions surviving in the typed text (from replay); estimated from the text if absent. */
  keyDepressions?: number;
  language?: Language;
  /** The duration the user chose, for presets that offer several; the preset's own otherwise. */
  durationMinutes?: number;
  /** A reserved category the candidate belongs to (as the preset names it); UR when absent. */
  category?: string;
};

export type MinuteSpeed = {
  minute: number;
  /** Keys that stayed (typed minus erased) per minute, five to a word. */
  grossWpm: number;
  /** Every key typed, erased or not. */
  rawWpm: number;
  keys: number;
  backspaces: number;
};

export type ScoreResult = {
  presetId: string;
  language: Language;
  minutes: number;
  keyDepressions: number;
  /** Key depressions per hour, as SSC states speed standards. */
  kdph: number;
  grossWpm: number;
  netWpm: number;
  /** Plain practice only: every key typed, per minute, five to a word. */
  rawWpm: number;
  accuracy: number;
  errorPercent: number;
  errorLimitPercent: number | null;
  mistakes: { full: number; half: number; total: number; counts: Record<MistakeClass, number> };
  /** null for plain practice, which has no pass mark. */
  passed: boolean | null;
  /** Why a result did not pass, in the words the result page shows. */
  shortfalls: string[];
  words: AlignedWord[];
  passageWords: number;
  typedWords: number;
  correctWords: number;
  perMinute: MinuteSpeed[];
  rules: readonly string[];
};

const DEVANAGARI = /[\u0900-\u097F]/u;

export function detectLanguage(text: string): Language {
  return DEVANAGARI.test(text) ? 'hindi' : 'english';
}

/** The passage up to the preset's size, its own spaces and paragraph breaks kept. */
function limitedPassage(passage: string, preset: Preset, language: Language): string {
  const size = preset.passageWords?.[language];
  if (!size) return passage;
  const spans = wordSpans(passage);
  const last = spans[Math.min(size, spans.length) - 1];
  return last ? nfc(passage).slice(0, last.end) : passage;
}

export function score(input: ScoreInput): ScoreResult {
  const { preset } = input;
  const language = input.language ?? detectLanguage(input.passage);
  const passage = limitedPassage(input.passage, preset, language);
  const alignment = alignWords(passage, input.typed, {
    language,
    weights: preset.mistakeWeights,
    caseSensitive: preset.caseSensitive,
    attemptedOnly: !preset.unattemptedIsOmission,
  });
  const allotted = input.durationMinutes ?? preset.durationMinutes;
  const elapsed = Math.max(0, input.elapsedMs) / 60_000;
  const minutes =
    preset.scoring.time === 'allotted' ? Math.max(allotted, Math.min(elapsed, allotted)) : elapsed;
  const keyDepressions = input.keyDepressions ?? estimateKeyDepressions(input.typed);
  const formula = applyFormula(preset.scoring, {
    keyDepressions,
    mistakes: alignment.mistakes,
    minutes,
  });
  const perMinute = speedPerMinute(input.keystrokes ?? [], minutes);
  const rawKeys =
    (input.keystrokes ?? []).filter((k) => k.code !== BACKSPACE).length || keyDepressions;
  const practice = preset.scoring.formula === 'practice';
  const errorPct = errorPercent(alignment.mistakes, alignment.passageWords);
  const result: ScoreResult = {
    presetId: preset.id,
    language,
    minutes: round2(minutes),
    keyDepressions,
    kdph: minutes > 0 ? Math.round((keyDepressions / minutes) * 60) : 0,
    grossWpm: formula.grossWpm,
    netWpm: practice ? practiceNet(alignment.words, input.typed, formula.grossWpm) : formula.netWpm,
    rawWpm: minutes > 0 ? round2(rawKeys / 5 / minutes) : 0,
    accuracy: practice ? practiceAccuracy(alignment.words) : formula.accuracy,
    errorPercent: errorPct,
    errorLimitPercent: errorLimitFor(preset, input.category),
    mistakes: {
      full: alignment.full,
      half: alignment.half,
      total: alignment.mistakes,
      counts: alignment.counts,
    },
    passed: null,
    shortfalls: [],
    words: alignment.words,
    passageWords: alignment.passageWords,
    typedWords: alignment.typedWords,
    correctWords: alignment.correctWords,
    perMinute,
    rules: preset.rules,
  };
  if (!practice) judge(result, preset, language);
  return result;
}

/** The error limit for the candidate's category, or the unreserved one. */
export function errorLimitFor(preset: Preset, category?: string): number | null {
  const reserved = preset.passLimit.categories?.find((c) => c.category === category);
  return reserved?.maxErrorPercent ?? preset.passLimit.maxErrorPercent ?? null;
}

function judge(result: ScoreResult, preset: Preset, language: Language): void {
  const limit = preset.passLimit;
  const shortfalls: string[] = [];
  const maxError = result.errorLimitPercent;
  if (maxError !== null && result.errorPercent > maxError) {
    shortfalls.push(`Errors ${result.errorPercent}% are above the ${maxError}% allowed.`);
  }
  const minNet = limit.minNetWpm?.[language];
  if (minNet !== undefined && result.netWpm < minNet) {
    shortfalls.push(`Net speed ${result.netWpm} wpm is below the ${minNet} wpm required.`);
  }
  const minGross = limit.minGrossWpm?.[language];
  if (minGross !== undefined && result.grossWpm < minGross) {
    shortfalls.push(`Speed ${result.grossWpm} wpm is below the ${minGross} wpm required.`);
  }
  result.shortfalls = shortfalls;
  result.passed = shortfalls.length === 0;
}

/** Without a key log, one character is one key depression (true for English). */
function estimateKeyDepressions(typed: string): number {
  return Array.from(typed.normalize('NFC')).length;
}

/**
 * Typing-site WPM: the share of typed characters that sit in correctly typed words (with their
 * space), applied to the key-depression speed. For English that is Monkeytype's "correct
 * characters ÷ 5 per minute"; for Hindi it keeps KD-true speed, so a faultless attempt has net
 * equal to gross whatever the layout.
 */
function practiceNet(words: readonly AlignedWord[], typed: string, grossWpm: number): number {
  const typedChars = Array.from(typed.normalize('NFC').trimEnd()).length + 1;
  let correctChars = 0;
  for (const word of words) {
    if (word.kind === 'correct') correctChars += Array.from(word.typed[0] ?? '').length + 1;
  }
  return round2(grossWpm * Math.min(1, correctChars / typedChars));
}

function practiceAccuracy(words: readonly AlignedWord[]): number {
  const marked = words.filter((w) => w.kind !== 'unfinished' && !GAP_KINDS.has(w.kind)).length;
  if (marked === 0) return 0;
  return round2((words.filter((w) => w.kind === 'correct').length / marked) * 100);
}

/** Speed in each minute of the test, however long: one bucket per minute, never dropped. */
export function speedPerMinute(keys: readonly KeystrokeEvent[], minutes: number): MinuteSpeed[] {
  const count = Math.max(1, Math.ceil(minutes - 1e-9));
  const typed = new Array<number>(count).fill(0);
  const erased = new Array<number>(count).fill(0);
  for (const key of keys) {
    const bucket = Math.min(count - 1, Math.max(0, Math.floor(key.t / 60_000)));
    const counts = key.code === BACKSPACE ? erased : typed;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return typed.map((keysInMinute, minute) => {
    const length = Math.min(1, minutes - minute) || 1;
    return {
      minute: minute + 1,
      grossWpm: round2(Math.max(0, keysInMinute - (erased[minute] ?? 0)) / 5 / length),
      rawWpm: round2(keysInMinute / 5 / length),
      keys: keysInMinute,
      backspaces: erased[minute] ?? 0,
    };
  });
}
