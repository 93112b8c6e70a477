import type {
  TypingFigures,
  TypingLanguage,
  TypingLayout,
  TypingMistake,
  TypingPreset,
} from '@shuruaat/contract';
import {
  decodeLog,
  LogFormatError,
  PRESETS,
  splitWords,
  verifyAndRecompute,
  type KeystrokeLog,
  type LayoutId,
  type Preset,
  type VerifyLimits,
} from '@shuruaat/typing';
import type { TypingPresetRow } from '../../db/schema/typing';
import type { NewPreset } from './typing.repository';

/**
 * The one place the server meets the typing engine (packages/typing): its ids and shapes are
 * turned into the contract's here, so the routes and tables never depend on them.
 */
export const LAYOUT_IDS: Record<TypingLayout, LayoutId> = {
  'en-us': 'english',
  inscript: 'hindi-inscript',
  'remington-gail': 'hindi-remington-gail',
  krutidev: 'hindi-krutidev',
};
const languageOf = (language: TypingLanguage) => (language === 'hi' ? 'hindi' : 'english');
const contractLanguage = (language: string): TypingLanguage | null =>
  language === 'hindi' ? 'hi' : language === 'english' ? 'en' : null;

export function layoutFits(language: TypingLanguage, layout: TypingLayout): boolean {
  return language === 'en' ? layout === 'en-us' : layout !== 'en-us';
}

/** The engine's presets as rows; the seed writes them once and leaves edited rows alone. */
export function presetRows(): NewPreset[] {
  return PRESETS.map((preset, i) => ({
    id: preset.id,
    name: preset.name,
    languages: preset.languages.flatMap((l) => contractLanguage(l) ?? []),
    isExam: preset.scoring.formula !== 'practice',
    sortOrder: i,
    definition: JSON.parse(JSON.stringify(preset)) as Record<string, unknown>,
  }));
}

export const definitionOf = (row: TypingPresetRow) => row.definition as unknown as Preset;

export function presetOf(row: TypingPresetRow): TypingPreset {
  const preset = definitionOf(row);
  const limit = preset.passLimit ?? {};
  const speed = (language: 'english' | 'hindi') =>
    limit.minNetWpm?.[language] ?? limit.minGrossWpm?.[language] ?? null;
  return {
    id: row.id,
    name: row.name,
    languages: row.languages.flatMap((l) => (l === 'en' || l === 'hi' ? [l] : [])),
    durationMinutes: preset.durationMinutes,
    backspace: preset.backspace,
    highlightNextWord: preset.highlightNextWord,
    pauseAllowed: preset.pauseAllowed,
    formula: preset.scoring.formula,
    errorLimitPercent: limit.maxErrorPercent ?? null,
    passWpm: { en: speed('english'), hi: speed('hindi') },
    ruleText: preset.rules.join(' '),
    isExam: row.isExam,
    definition: {
      backspace: preset.backspace,
      highlightNextWord: preset.highlightNextWord,
      pauseAllowed: preset.pauseAllowed,
      durationOptions: [...preset.durationOptions],
      passageWords: preset.passageWords
        ? { english: preset.passageWords.english, hindi: preset.passageWords.hindi }
        : null,
    },
  };
}

type Aligned = { kind: string; passageIndex: number }[];

/** Where the passage should end if the last few typed words jumped over a run of omissions. */
function stopBeforeTailJump(words: Aligned): number | null {
  let last = words.length - 1;
  while (last >= 0 && words[last]?.kind !== 'omission') last -= 1;
  const after = words.length - 1 - last;
  if (last < 0 || after === 0 || after > 3) return null;
  let first = last;
  while (first > 0 && words[first - 1]?.kind === 'omission') first -= 1;
  const start = words[first]?.passageIndex;
  return start === undefined ? null : start + after;
}

export type Scored = {
  figures: TypingFigures;
  mistakes: TypingMistake[];
  /** The passage as marked: the words the typist reached (or the whole exam passage). */
  passage: string;
};

/**
 * Decodes, verifies and scores a log against the passage on the layout the test was set to
 * (not the layout the log claims). A log no person could have typed is refused with the
 * engine's reason.
 */
export function readLog(encoded: string): KeystrokeLog | { refused: string } {
  try {
    return decodeLog(encoded);
  } catch (error) {
    if (error instanceof LogFormatError) return { refused: error.message };
    if (error instanceof RangeError || error instanceof TypeError) {
      return { refused: 'The keystroke log could not be read' };
    }
    throw error;
  }
}

export function scoreLog(input: {
  log: KeystrokeLog;
  passage: string;
  preset: TypingPresetRow;
  layout: TypingLayout;
  language: TypingLanguage;
  durationMinutes: number;
  limits?: Partial<VerifyLimits>;
}): Scored | { refused: string } {
  const { log } = input;
  if (log.durationMs > input.durationMinutes * 60_000 + 5_000) {
    return { refused: 'The log runs longer than the test allows.' };
  }
  const preset = definitionOf(input.preset);
  const run = (passage: string) =>
    verifyAndRecompute(log, passage, preset, LAYOUT_IDS[input.layout], {
      language: languageOf(input.language),
      durationMinutes: input.durationMinutes,
      ...(input.limits ? { limits: input.limits } : {}),
    });
  const checked = run(input.passage);
  if (!checked.ok) return { refused: checked.reason };
  let s = checked.score;
  // Where only the attempted part is marked, a last typed word that also appears a few words
  // further on can be paired with that later copy at equal cost, leaving the words between as
  // "omissions". Scoring again with the passage cut where the typist stopped removes that
  // reading; the kinder of the two is kept (both are alignments of the same keys).
  const cut = preset.unattemptedIsOmission ? null : stopBeforeTailJump(s.words);
  if (cut !== null) {
    const again = run(splitWords(input.passage).slice(0, cut).join(' '));
    if (again.ok && again.score.mistakes.total < s.mistakes.total) s = again.score;
  }
  const mistakes: TypingMistake[] = s.words
    .filter((w) => w.kind !== 'correct' && w.kind !== 'unfinished')
    .map((w) => ({
      wordIndex: w.passageIndex,
      kind: w.kind,
      weight: w.weight,
      expected: w.passage.join(' '),
      typed: w.typed.join(' '),
    }));
  const words = splitWords(input.passage);
  const reached = s.words.reduce(
    (max, w) => Math.max(max, w.passageIndex + Math.max(1, w.passage.length)),
    0,
  );
  const shown = preset.unattemptedIsOmission ? s.passageWords : Math.min(words.length, reached);
  return {
    figures: {
      grossWpm: s.grossWpm,
      netWpm: s.netWpm,
      rawWpm: s.rawWpm,
      kdph: s.kdph,
      keyDepressions: s.keyDepressions,
      accuracy: s.accuracy,
      errorPercent: s.errorPercent,
      errorLimitPercent: s.errorLimitPercent,
      fullMistakes: s.mistakes.full,
      halfMistakes: s.mistakes.half,
      wordsTyped: s.typedWords,
      seconds: Math.round(log.durationMs / 1000),
      passed: s.passed,
      shortfalls: s.shortfalls,
      perMinute: s.perMinute.map((m) => m.grossWpm),
    },
    mistakes,
    passage: words.slice(0, Math.max(1, shown)).join(' '),
  };
}
