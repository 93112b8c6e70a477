// Aligns typed words to the passage and names each mistake the way exam checkers do.
import { alignSequences } from './align-dp';
import { classify } from './align-classes';
import { wordGaps, withGapMistakes } from './align-spaces';
import type { AlignedWord, Words } from './align-classes';
import type { Language } from './layouts/types';
import { MISTAKE_CLASSES, SSC_WEIGHTS, weightOf } from './presets';
import type { MistakeClass, MistakeWeights } from './presets';
import { comparisonForm, splitWords, stripPunctuation } from './text';

export type { AlignedWord, WordKind } from './align-classes';

export type AlignOptions = {
  language: Language;
  weights?: MistakeWeights;
  caseSensitive?: boolean;
  /** Mark only the part of the passage the typist reached (practice and speed formulas). */
  attemptedOnly?: boolean;
};

export type Alignment = {
  words: AlignedWord[];
  counts: Record<MistakeClass, number>;
  full: number;
  half: number;
  /** Full + half ÷ 2: the mistake total every formula uses. */
  mistakes: number;
  /** Passage words marked (all of them, or the attempted part). */
  passageWords: number;
  typedWords: number;
  correctWords: number;
};

const DEFAULT_WEIGHTS = SSC_WEIGHTS;

function wordsOf(text: string, caseSensitive: boolean): Words {
  const raw = splitWords(text);
  const keys = raw.map((word) => {
    const folded = comparisonForm(word);
    return caseSensitive ? folded : folded.toLowerCase();
  });
  return { raw, keys };
}

export function alignWords(passage: string, typed: string, options: AlignOptions): Alignment {
  const caseSensitive = options.caseSensitive ?? true;
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const p = wordsOf(passage, caseSensitive);
  const t = wordsOf(typed, caseSensitive);
  // Attempted-only marking keeps the whole passage in view: a reader whose eye jumped ahead
  // can have reached any word of it. The passage beyond the last typed word costs nothing
  // (the alignment may end anywhere) and is trimmed below.
  const { cost, passageIds, typedIds } = pairCosts(p.keys, t.keys);
  const ops = alignSequences(passageIds, typedIds, cost, options.attemptedOnly);
  let words = classify(ops, p, t, options.language);
  if (options.attemptedOnly) words = trimUnattempted(words);
  markCutShort(words, weights);
  words = withGapMistakes(words, wordGaps(passage), wordGaps(typed));
  return summarise(words, weights, t.raw.length);
}

/**
 * Cost of pairing two words inside the alignment: 0 same, 0.5 a near miss, 1 different. Called
 * for every cell of the band, so it uses a cheap likeness test on interned words; the exact class
 * (spelling or substitution) is decided afterwards, once per aligned pair.
 */
function pairCosts(passage: readonly string[], typed: readonly string[]) {
  const ids = new Map<string, number>();
  const info: { word: string; loose: string; length: number; first: string; last: string }[] = [];
  const intern = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = info.length;
      ids.set(word, id);
      const chars = Array.from(word);
      info.push({
        word,
        loose: stripPunctuation(word.toLowerCase()),
        length: chars.length,
        first: chars[0] ?? '',
        last: chars.slice(-2).join(''),
      });
    }
    return id;
  };
  const pIds = Int32Array.from(passage, intern);
  const tIds = Int32Array.from(typed, intern);
  const lastTyped = typed.length - 1;
  const cost = (i: number, j: number): number => {
    const a = pIds[i] ?? -1;
    const b = tIds[j] ?? -2;
    if (a === b) return 0;
    const x = info[a];
    const y = info[b];
    if (!x || !y) return 1;
    if (x.loose === y.loose) return 0.5;
    // The last typed word may be one cut short by the timer: it belongs with the word it begins,
    // not with whichever word the table reaches last.
    if (j === lastTyped && x.length > y.length && x.word.startsWith(y.word)) return 0.5;
    if (Math.abs(x.length - y.length) > 2 || x.length <= 2) return 1;
    return x.first === y.first || x.last === y.last ? 0.5 : 1;
  };
  return { cost, passageIds: pIds, typedIds: tIds };
}

function trimUnattempted(words: AlignedWord[]): AlignedWord[] {
  let end = words.length;
  while (end > 0 && words[end - 1]?.kind === 'omission') end -= 1;
  return words.slice(0, end);
}

/**
 * The word being typed when time ran out: an incomplete word, a mistake of the weight its rule
 * list gives (full for SSC, RRB and UPSSSC); where the list weighs it nothing (plain practice),
 * or an older stored row has no weight for it, it stays unfinished and unmarked.
 */
function markCutShort(words: AlignedWord[], weights: MistakeWeights): void {
  let k = words.length - 1;
  while (k >= 0 && words[k]?.typed.length === 0) k -= 1;
  const last = words[k];
  // Only a word short of letters: a missing full stop stays a punctuation mistake.
  const short = last?.kind === 'spelling' || last?.kind === 'substitution';
  if (!last || !short || last.typed.length !== 1 || last.passage.length !== 1) return;
  const [expected] = last.passage;
  const [partial] = last.typed;
  if (!partial || !expected?.startsWith(partial)) return;
  const weight = weights.incomplete as MistakeWeights['incomplete'] | undefined;
  last.kind = weight === undefined || weight === 'none' ? 'unfinished' : 'incomplete';
}

function summarise(words: AlignedWord[], weights: MistakeWeights, typedWords: number): Alignment {
  const counts = Object.fromEntries(MISTAKE_CLASSES.map((c) => [c, 0])) as Record<
    MistakeClass,
    number
  >;
  let full = 0;
  let half = 0;
  let passageWords = 0;
  let correctWords = 0;
  for (const word of words) {
    passageWords += word.passage.length;
    if (word.kind === 'correct') correctWords += 1;
    if (word.kind === 'correct' || word.kind === 'unfinished') continue;
    counts[word.kind] += 1;
    // A row stored before a class existed has no weight for it: it counts for nothing.
    word.weight = weightOf(weights[word.kind] as MistakeWeights[MistakeClass] | undefined);
    if (word.weight === 1) full += 1;
    else if (word.weight === 0.5) half += 1;
  }
  return {
    words,
    counts,
    full,
    half,
    mistakes: full + half / 2,
    passageWords,
    typedWords,
    correctWords,
  };
}
