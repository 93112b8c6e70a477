// Exam presets as data. Each row says which rule it follows and where that rule comes from;
// where sources disagree the row picks one and the choice is a field, so a setting can change it.
import type { Language } from './layouts/types';
import { MISTAKE_WEIGHT_ROWS } from './mistake-weights';
import type { MistakeWeightRow, MistakeWeights } from './mistake-weights';

export type {
  MistakeClass,
  MistakeWeight,
  MistakeWeightRow,
  MistakeWeights,
} from './mistake-weights';
export { MISTAKE_CLASSES, MISTAKE_WEIGHT_ROWS, SSC_WEIGHTS, weightOf } from './mistake-weights';

export type BackspaceRule = 'free' | 'current-and-previous-word' | 'current-word' | 'none';

export type FormulaId =
  | 'practice'
  | 'error-percent'
  | 'ignorable-percent'
  | 'grace-mistakes'
  | 'gross-minus-errors'
  | 'net-wpm'
  | 'strokes-per-mistake';

export type ScoringRule = {
  formula: FormulaId;
  /** Words deducted per mistake beyond the pardoned ones (RRB 10, UPSSSC 5). */
  wordsPerMistake?: number;
  /** Mistakes up to this percentage of words typed are ignored (RRB 5). */
  ignorablePercent?: number;
  /** This many mistakes are pardoned outright (UPSSSC 5). */
  graceMistakes?: number;
  /** Key depressions deducted per mistake (AIIMS-style 50). */
  strokesPerMistake?: number;
  /** Divide by the allotted time even if the candidate stops early (MKCL, SSC), or by time used. */
  time: 'allotted' | 'elapsed';
};

export type PassLimit = {
  minNetWpm?: Partial<Record<Language, number>>;
  minGrossWpm?: Partial<Record<Language, number>>;
  /** Unreserved (UR) limit; the one a result is judged against. */
  maxErrorPercent?: number;
  /** Other categories' limits, shown beside the result. */
  categories?: readonly { category: string; maxErrorPercent: number }[];
};

export type Preset = {
  id: string;
  /** The exam's part of the page slug: `english-typing-test-<slug>-10-minutes`. */
  slug: string;
  name: string;
  languages: readonly Language[];
  durationMinutes: number;
  /** Durations a user may pick for this preset (an exam allows only its own). */
  durationOptions: readonly number[];
  /** Passage size in words per language; null means "enough for the whole duration". */
  passageWords: Readonly<Record<Language, number>> | null;
  /** The notice's size in key depressions, shown as the target. */
  passageKd?: Readonly<Partial<Record<Language, number>>>;
  backspace: BackspaceRule;
  highlightNextWord: boolean;
  pauseAllowed: boolean;
  caseSensitive: boolean;
  /** Passage words left untyped at time-out are omissions (the SSC reading). */
  unattemptedIsOmission: boolean;
  scoring: ScoringRule;
  mistakeWeights: MistakeWeights;
  /** Where the weights come from (a rule list, a notice, or the reading chosen without one). */
  mistakeWeightsSource: string;
  passLimit: PassLimit;
  /** Shown on the result page, so a candidate sees how the figures were worked out. */
  rules: readonly string[];
  source: string;
};

/** A preset's weights row: the weights and the source they follow, side by side in the row. */
function weighed(row: MistakeWeightRow) {
  return { mistakeWeights: row.weights, mistakeWeightsSource: row.source };
}

const PRACTICE_DURATIONS = [1, 2, 5, 10, 15, 20, 30, 45, 60, 90] as const;

export const PRESETS: readonly Preset[] = [
  {
    id: 'practice',
    slug: 'practice',
    name: 'Plain practice',
    languages: ['english', 'hindi'],
    durationMinutes: 5,
    durationOptions: PRACTICE_DURATIONS,
    passageWords: null,
    backspace: 'free',
    highlightNextWord: true,
    pauseAllowed: true,
    caseSensitive: true,
    unattemptedIsOmission: false,
    scoring: { formula: 'practice', time: 'elapsed' },
    ...weighed(MISTAKE_WEIGHT_ROWS.practice),
    passLimit: {},
    rules: [
      'Gross WPM counts the key depressions left in your text, five to a word, per minute; raw WPM also counts keys you erased.',
      'Net WPM keeps only the share of your typing that is in correctly typed words; accuracy is the share of typed words that match the passage.',
      'Only the part of the passage you reached is marked.',
    ],
    source: 'Common practice-site convention (as Monkeytype reports WPM, raw WPM and accuracy).',
  },
  {
    id: 'ssc-chsl',
    slug: 'ssc-chsl',
    name: 'SSC CHSL typing test',
    languages: ['english', 'hindi'],
    durationMinutes: 10,
    durationOptions: [10, 15],
    passageWords: { english: 350, hindi: 300 },
    passageKd: { english: 1750, hindi: 1500 },
    backspace: 'free',
    highlightNextWord: false,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: true,
    scoring: { formula: 'error-percent', time: 'allotted' },
    ...weighed(MISTAKE_WEIGHT_ROWS.ssc),
    passLimit: {
      maxErrorPercent: 7,
      categories: [{ category: 'OBC / EWS / SC / ST', maxErrorPercent: 10 }],
    },
    rules: [
      'Error % = (full mistakes + half mistakes ÷ 2) ÷ words in the passage × 100.',
      'Omitted, added, substituted, repeated, misspelt and incomplete words are full mistakes; spacing (an extra space too), capitalisation, punctuation, transposition and paragraph errors are half.',
      'Words not typed when time runs out count as omissions.',
      'Qualifying: up to 7% errors (UR), 10% (OBC, EWS, SC, ST). The passage is 1,750 key depressions in English (35 wpm) and 1,500 in Hindi (30 wpm).',
    ],
    source:
      'SSC CHSL skill-test instructions (Hindustan Times, Oct 2021) and practice sites reproducing the notice; spelling taken as full, as recent reproductions say.',
  },
  {
    id: 'ssc-cgl-dest',
    slug: 'ssc-cgl-dest',
    name: 'SSC CGL Data Entry Speed Test (DEST)',
    languages: ['english'],
    durationMinutes: 15,
    durationOptions: [15],
    passageWords: { english: 400, hindi: 400 },
    passageKd: { english: 2000 },
    backspace: 'free',
    highlightNextWord: false,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: true,
    scoring: { formula: 'error-percent', time: 'allotted' },
    ...weighed(MISTAKE_WEIGHT_ROWS.ssc),
    passLimit: {
      maxErrorPercent: 20,
      minGrossWpm: { english: 26.67 },
      categories: [
        { category: 'OBC / EWS', maxErrorPercent: 25 },
        { category: 'Others', maxErrorPercent: 30 },
      ],
    },
    rules: [
      'About 2,000 key depressions in 15 minutes: 8,000 key depressions per hour (about 27 wpm).',
      'Error % = (full mistakes + half mistakes ÷ 2) ÷ words in the passage × 100; untyped words are omissions.',
      'Normal standard: up to 20% errors (UR), 25% (OBC, EWS), 30% (others). Case-sensitive; no extra spaces.',
    ],
    source:
      'SSC CGL 2026 notice ¶16.2 as quoted by cgltyping.in; KDPH from the SSC DEST instructions.',
  },
  {
    id: 'ssc-chsl-dest',
    slug: 'ssc-chsl-dest',
    name: 'SSC CHSL Data Entry Speed Test (DEO)',
    languages: ['english'],
    durationMinutes: 15,
    durationOptions: [15],
    passageWords: { english: 400, hindi: 400 },
    passageKd: { english: 2000 },
    backspace: 'free',
    highlightNextWord: false,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: true,
    scoring: { formula: 'error-percent', time: 'allotted' },
    ...weighed(MISTAKE_WEIGHT_ROWS.ssc),
    passLimit: {
      maxErrorPercent: 5,
      minGrossWpm: { english: 26.67 },
      categories: [{ category: 'OBC / EWS / SC / ST', maxErrorPercent: 7 }],
    },
    rules: [
      '8,000 key depressions per hour: about 2,000 in 15 minutes.',
      'Error % = (full + half ÷ 2) ÷ words in the passage × 100; up to 5% (UR), 7% (others).',
    ],
    source:
      'SSC DEST instructions (2012) and practice sites; the 5% / 7% limits are third-party reports.',
  },
  {
    id: 'rrb-ntpc',
    slug: 'rrb-ntpc',
    name: 'RRB NTPC typing skill test (CBTST)',
    languages: ['english', 'hindi'],
    durationMinutes: 10,
    durationOptions: [10],
    passageWords: null,
    backspace: 'none',
    highlightNextWord: false,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: false,
    scoring: {
      formula: 'ignorable-percent',
      ignorablePercent: 5,
      wordsPerMistake: 10,
      time: 'allotted',
    },
    ...weighed(MISTAKE_WEIGHT_ROWS.rrb),
    passLimit: { minNetWpm: { english: 30, hindi: 25 } },
    rules: [
      'Words typed W = key depressions ÷ 5; mistakes M = full + half ÷ 2.',
      'Mistakes up to 5% of W are ignored; each one beyond costs 10 words.',
      'Misspelt and incomplete words are full mistakes; wrong case, punctuation and extra spaces are half.',
      'Speed = (W − 10 × remaining mistakes) ÷ 10 minutes. Qualifying: 30 wpm English, 25 wpm Hindi.',
      'Editing tools are disabled in the exam; here that means no Backspace.',
    ],
    source: 'RRB CEN 06/2024 CBTST notice (via indnotice and examontips).',
  },
  {
    id: 'upsssc',
    slug: 'upsssc',
    name: 'UPSSSC Junior Assistant typing test',
    languages: ['english', 'hindi'],
    durationMinutes: 5,
    durationOptions: [5],
    passageWords: { english: 150, hindi: 125 },
    backspace: 'current-and-previous-word',
    highlightNextWord: true,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: false,
    scoring: { formula: 'grace-mistakes', graceMistakes: 5, wordsPerMistake: 5, time: 'allotted' },
    ...weighed(MISTAKE_WEIGHT_ROWS.upsssc),
    passLimit: { minNetWpm: { english: 30, hindi: 25 } },
    rules: [
      'Speed = (words typed − 5 × (mistakes − 5)) ÷ minutes: the first 5 mistakes are pardoned.',
      'Omitted, added, wrong, misspelt and incomplete words are full mistakes; transposition, capitalisation, punctuation and extra spaces are half.',
      'Backspace works only in the current word and the one before it; no pause once started.',
      'Qualifying: 30 wpm English, 25 wpm Hindi.',
    ],
    source: 'UPSSSC notice text as reproduced by typingexam.in and indiatyping.',
  },
  {
    id: 'mp-cpct',
    slug: 'mp-cpct',
    name: 'MP CPCT typing test',
    languages: ['english', 'hindi'],
    durationMinutes: 15,
    durationOptions: [15],
    passageWords: null,
    backspace: 'free',
    highlightNextWord: true,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: false,
    scoring: { formula: 'net-wpm', time: 'allotted' },
    ...weighed(MISTAKE_WEIGHT_ROWS.unlisted),
    passLimit: { minNetWpm: { english: 30, hindi: 20 } },
    rules: [
      'Net WPM = (key depressions ÷ 5 − mistakes) ÷ minutes; erased characters and Backspace are not counted.',
      'Recruiters commonly ask for 30 net wpm in English and 20 in Hindi.',
    ],
    source:
      'TCS typing-engine description reproduced by freeallnotes; duration 15 minutes per most sources.',
  },
  {
    id: 'court-gross-minus-errors',
    slug: 'court',
    name: 'Court clerk test (gross minus mistakes)',
    languages: ['english', 'hindi'],
    durationMinutes: 10,
    durationOptions: [10],
    passageWords: null,
    backspace: 'free',
    highlightNextWord: false,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: false,
    scoring: { formula: 'gross-minus-errors', time: 'allotted' },
    ...weighed(MISTAKE_WEIGHT_ROWS.court),
    passLimit: { minNetWpm: { english: 30, hindi: 25 } },
    rules: [
      'Net WPM = gross WPM − mistakes (full + half ÷ 2); accuracy = net ÷ gross × 100.',
      'Example from the notice: 48 gross − 14 mistakes = 34 net in a 10-minute test.',
      'Misspelt words and extra spaces are half mistakes.',
    ],
    source:
      'LAHDC Leh notice reproduced on a practice site; speeds from High Court clerical notices.',
  },
  {
    id: 'strokes-per-mistake',
    slug: 'aiims-jaa',
    name: 'AIIMS-style test (50 strokes per mistake)',
    languages: ['english', 'hindi'],
    durationMinutes: 15,
    durationOptions: [15],
    passageWords: null,
    backspace: 'free',
    highlightNextWord: false,
    pauseAllowed: false,
    caseSensitive: true,
    unattemptedIsOmission: false,
    scoring: { formula: 'strokes-per-mistake', strokesPerMistake: 50, time: 'allotted' },
    ...weighed(MISTAKE_WEIGHT_ROWS.unlisted),
    passLimit: { minNetWpm: { english: 35, hindi: 30 } },
    rules: [
      'Net WPM = (key depressions − 50 × mistakes) ÷ 5 ÷ minutes: each mistake costs ten words.',
      'Qualifying: 35 wpm English, 30 wpm Hindi.',
    ],
    source: 'balajityping (AIIMS JAA and many simulators).',
  },
];

export function findPreset(id: string): Preset | undefined {
  return PRESETS.find((preset) => preset.id === id);
}
