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
  type LayoutId,
  type Preset,
} from '@shuruaat/typing';
import type { TypingPresetRow } from '../../db/schema/typing';
import type { NewPreset } from './typing.repository';

/**
 * The one place the server meets the typing engine (packages/typing): its ids and shapes are
 * turned into the contract's here, so the routes and tables never depend on them.
 */
const LAYOUT_IDS: Record<TypingLayout, LayoutId> = {
  'en-us': 'english',
  inscript: 'hindi-inscript',
  'remington-gail': 'hindi-remington-gail',
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

const definitionOf = (row: TypingPresetRow) => row.definition as unknown as Preset;

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
    definition: row.definition,
  };
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
export function scoreLog(input: {
  log: string;
  passage: string;
  preset: TypingPresetRow;
  layout: TypingLayout;
  language: TypingLanguage;
  durationMinutes: number;
}): Scored | { refused: string } {
  let log;
  try {
    log = decodeLog(input.log);
  } catch (error) {
    if (error instanceof LogFormatError) return { refused: error.message };
    if (error instanceof RangeError || error instanceof TypeError) {
      return { refused: 'The keystroke log could not be read' };
    }
    throw error;
  }
  if (log.durationMs > input.durationMinutes * 60_000 + 5_000) {
    return { refused: 'The log runs longer than the test allows.' };
  }
  const preset = definitionOf(input.preset);
  const checked = verifyAndRecompute(log, input.passage, preset, LAYOUT_IDS[input.layout], {
    language: languageOf(input.language),
    durationMinutes: input.durationMinutes,
  });
  if (!checked.ok) return { refused: checked.reason };
  const s = checked.score;
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
