// How much each kind of mistake costs, one row per rule list, with where the list comes from.
// Exams disagree (spelling is full in SSC, RRB and UPSSSC, half in the LAHDC court notice), so
// each preset names its row and the row its source.

export type MistakeClass =
  | 'omission'
  | 'addition'
  | 'substitution'
  | 'spelling'
  | 'repetition'
  | 'capitalisation'
  | 'punctuation'
  | 'spacing'
  | 'transposition'
  /** The last word, cut short when time ran out (happiness → happi). */
  | 'incomplete'
  /** More spaces between two words than the passage has (`skill  test`). */
  | 'extra-space'
  /** A new paragraph (Enter or Tab) not started where the passage starts one, or started where it does not. */
  | 'paragraph';

export const MISTAKE_CLASSES: readonly MistakeClass[] = [
  'omission',
  'addition',
  'substitution',
  'spelling',
  'repetition',
  'capitalisation',
  'punctuation',
  'spacing',
  'transposition',
  'incomplete',
  'extra-space',
  'paragraph',
];

export type MistakeWeight = 'full' | 'half' | 'none';
export type MistakeWeights = Readonly<Record<MistakeClass, MistakeWeight>>;
export type MistakeWeightRow = { weights: MistakeWeights; source: string };

export function weightOf(weight: MistakeWeight | undefined): number {
  return weight === 'full' ? 1 : weight === 'half' ? 0.5 : 0;
}

const SSC: MistakeWeights = {
  omission: 'full',
  addition: 'full',
  substitution: 'full',
  // Recent SSC instructions as reproduced by practice sites say full; older CPT guidance says
  // half. Full is the stricter reading, so a pass here is a pass there.
  spelling: 'full',
  repetition: 'full',
  incomplete: 'full',
  capitalisation: 'half',
  punctuation: 'half',
  spacing: 'half',
  transposition: 'half',
  'extra-space': 'half',
  paragraph: 'half',
};

export const MISTAKE_WEIGHT_ROWS = {
  ssc: {
    weights: SSC,
    source:
      'SSC skill-test instructions (Hindustan Times, Oct 2021) and typingexam.in/exam/ssc: omitted, added, substituted, misspelt, repeated and incomplete words are full mistakes; capitalisation, punctuation, spacing (an undesired space included), transposition and paragraph errors are half.',
  },
  rrb: {
    weights: { ...SSC, paragraph: 'none' },
    source:
      'RRB CBTST rule list as practice sites reproduce it (jobsme.in RRB NTPC test instructions; wisegears RRB/SSC error guide): wrong spelling and incomplete words are full mistakes; wrong case, punctuation and extra spaces are half. The list says nothing of paragraphs, so they are not counted.',
  },
  upsssc: {
    weights: { ...SSC, paragraph: 'none' },
    source:
      'UPSSSC Junior Assistant rule list as typingexam.in/exam/upsssc reproduces it: omission, addition, substitution and "spelling error or incomplete word" are full mistakes; transposition, capitalisation, punctuation and extra spacing are half. Paragraphs are not in the list and are not counted.',
  },
  court: {
    weights: { ...SSC, spelling: 'half', incomplete: 'half', paragraph: 'none' },
    source:
      'LAHDC Leh notice as reproduced on a practice site (older SSC CPT guidance agrees): a spelling mistake and a missing or extra space are half mistakes. An incomplete word, which the notice does not name, is weighed as the misspelling it is; paragraphs are not counted.',
  },
  unlisted: {
    weights: { ...SSC, spelling: 'half', incomplete: 'half', paragraph: 'none' },
    source:
      'No list of mistake classes is published for this test (the sources give only its formula). Weighed as the court notice weighs them: spelling, incomplete words and extra spaces half; paragraphs not counted.',
  },
  practice: {
    weights: {
      ...SSC,
      capitalisation: 'full',
      punctuation: 'full',
      spacing: 'full',
      transposition: 'full',
      'extra-space': 'full',
      paragraph: 'full',
      incomplete: 'none',
    },
    source:
      'Practice-site convention: every mistake counts one; the word being typed when time runs out is left unmarked, as Monkeytype credits a correct start of the last word.',
  },
} as const satisfies Record<string, MistakeWeightRow>;

export const SSC_WEIGHTS: MistakeWeights = SSC;
