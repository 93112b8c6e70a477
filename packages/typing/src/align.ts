// Aligns typed words to the passage and names each mistake the way exam checkers do.
import { alignSequences } from './align-dp';
import type { AlignOp } from './align-dp';
import type { Language } from './layouts/types';
import { MISTAKE_CLASSES, SSC_WEIGHTS, weightOf } from './presets';
import type { MistakeClass, MistakeWeights } from './presets';
import { foldDigits, splitWords, stripPunctuation } from './text';
import { isMisspelling } from './word-distance';

export type WordKind = 'correct' | MistakeClass | 'unfinished';

export type AlignedWord = {
  kind: WordKind;
  /** Passage words this item covers (two for a run-together or a transposed pair). */
  passage: string[];
  typed: string[];
  /** Index of the first passage word covered, or where an added word was inserted. */
  passageIndex: number;
  typedIndex: number;
  /** 1 for a full mistake, 0.5 for a half one, 0 for a correct word or a pardoned class. */
  weight: number;
};

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

type Words = { raw: string[]; keys: string[] };

function wordsOf(text: string, caseSensitive: boolean): Words {
  const raw = splitWords(text);
  const keys = raw.map((word) => {
    const folded = foldDigits(word);
    return caseSensitive ? folded : folded.toLowerCase();
  });
  return { raw, keys };
}

function pairClass(expected: string, typed: string, language: Language): MistakeClass | 'correct' {
  if (expected === typed) return 'correct';
  if (language === 'english' && expected.toLowerCase() === typed.toLowerCase()) {
    return 'capitalisation';
  }
  if (stripPunctuation(expected) === stripPunctuation(typed)) return 'punctuation';
  return isMisspelling(expected, typed) ? 'spelling' : 'substitution';
}

export function alignWords(passage: string, typed: string, options: AlignOptions): Alignment {
  const caseSensitive = options.caseSensitive ?? true;
  const weights = options.weights ?? DEFAULT_WEIGHTS;
  const p = wordsOf(passage, caseSensitive);
  const t = wordsOf(typed, caseSensitive);
  if (options.attemptedOnly) {
    // The typist can only have reached so far; the rest is not theirs to be marked on.
    const reach = t.keys.length + 40;
    p.raw.length = Math.min(p.raw.length, reach);
    p.keys.length = p.raw.length;
  }
  const cost = pairCosts(p.keys, t.keys);
  const ops = alignSequences(p.keys.length, t.keys.length, cost);
  let words = classify(ops, p, t, options.language);
  if (options.attemptedOnly) words = trimUnattempted(words);
  return summarise(words, weights, t.raw.length);
}

/**
 * Cost of pairing two words inside the alignment: 0 same, 0.5 a near miss, 1 different. Called
 * for every cell of the band, so it uses a cheap likeness test on interned words; the exact class
 * (spelling or substitution) is decided afterwards, once per aligned pair.
 */
function pairCosts(passage: readonly string[], typed: readonly string[]) {
  const ids = new Map<string, number>();
  const info: { loose: string; length: number; first: string; last: string }[] = [];
  const intern = (word: string) => {
    let id = ids.get(word);
    if (id === undefined) {
      id = info.length;
      ids.set(word, id);
      const chars = Array.from(word);
      info.push({
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
  return (i: number, j: number): number => {
    const a = pIds[i] ?? -1;
    const b = tIds[j] ?? -2;
    if (a === b) return 0;
    const x = info[a];
    const y = info[b];
    if (!x || !y) return 1;
    if (x.loose === y.loose) return 0.5;
    if (Math.abs(x.length - y.length) > 2 || x.length <= 2) return 1;
    return x.first === y.first || x.last === y.last ? 0.5 : 1;
  };
}

function trimUnattempted(words: AlignedWord[]): AlignedWord[] {
  let end = words.length;
  while (end > 0 && words[end - 1]?.kind === 'omission') end -= 1;
  const kept = words.slice(0, end);
  const last = kept[kept.length - 1];
  // The word being typed when time ran out is unfinished, not misspelt.
  if (last && last.typed.length === 1 && last.passage.length === 1) {
    const [expected] = last.passage;
    const [partial] = last.typed;
    if (last.kind !== 'correct' && expected?.startsWith(partial ?? '\u0000')) {
      last.kind = 'unfinished';
    }
  }
  return kept;
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
    word.weight = weightOf(weights[word.kind]);
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

function item(
  kind: WordKind,
  p: Words,
  t: Words,
  ps: number[],
  ts: number[],
  at: [number, number],
) {
  return {
    kind,
    passage: ps.map((i) => p.raw[i] ?? ''),
    typed: ts.map((j) => t.raw[j] ?? ''),
    passageIndex: at[0],
    typedIndex: at[1],
    weight: 0,
  };
}

/** Turns edit operations into exam classes, looking at up to three operations at a time. */
function classify(ops: AlignOp[], p: Words, t: Words, language: Language): AlignedWord[] {
  const out: AlignedWord[] = [];
  let nextP = 0;
  let nextT = 0;
  for (let k = 0; k < ops.length; k += 1) {
    const [a, b, c] = [ops[k], ops[k + 1], ops[k + 2]];
    if (!a) break;
    const combined = combine(a, b, c, p, t);
    if (combined) {
      out.push(
        item(combined.kind, p, t, combined.ps, combined.ts, [
          combined.ps[0] ?? nextP,
          combined.ts[0] ?? nextT,
        ]),
      );
      k += combined.used - 1;
    } else if (a.op === 'pair') {
      out.push(
        item(
          pairClass(p.keys[a.p] ?? '', t.keys[a.t] ?? '', language),
          p,
          t,
          [a.p],
          [a.t],
          [a.p, a.t],
        ),
      );
    } else if (a.op === 'omit') {
      out.push(item('omission', p, t, [a.p], [], [a.p, nextT]));
    } else {
      const repeated = t.keys[a.t] === t.keys[a.t - 1] || t.keys[a.t] === t.keys[a.t + 1];
      out.push(item(repeated ? 'repetition' : 'addition', p, t, [], [a.t], [nextP, a.t]));
    }
    const last = out[out.length - 1];
    if (!last) continue;
    nextP = last.passage.length > 0 ? last.passageIndex + last.passage.length : nextP;
    nextT = last.typed.length > 0 ? last.typedIndex + last.typed.length : nextT;
  }
  return out;
}

type Combined = { kind: MistakeClass; ps: number[]; ts: number[]; used: number };

function combine(
  a: AlignOp,
  b: AlignOp | undefined,
  c: AlignOp | undefined,
  p: Words,
  t: Words,
): Combined | null {
  if (!b) return null;
  const P = (i: number) => p.keys[i] ?? '';
  const T = (j: number) => t.keys[j] ?? '';
  // Two passage words typed as one ("Ihope") or one typed as two ("h ope"): one spacing mistake.
  if (a.op === 'pair' && b.op === 'omit' && T(a.t) === P(a.p) + P(b.p)) {
    return { kind: 'spacing', ps: [a.p, b.p], ts: [a.t], used: 2 };
  }
  if (a.op === 'omit' && b.op === 'pair' && T(b.t) === P(a.p) + P(b.p)) {
    return { kind: 'spacing', ps: [a.p, b.p], ts: [b.t], used: 2 };
  }
  if (a.op === 'pair' && b.op === 'add' && P(a.p) === T(a.t) + T(b.t) && P(a.p) !== T(a.t)) {
    return { kind: 'spacing', ps: [a.p], ts: [a.t, b.t], used: 2 };
  }
  if (a.op === 'add' && b.op === 'pair' && P(b.p) === T(a.t) + T(b.t)) {
    return { kind: 'spacing', ps: [b.p], ts: [a.t, b.t], used: 2 };
  }
  // Two neighbouring words swapped: one transposition.
  if (
    a.op === 'pair' &&
    b.op === 'pair' &&
    P(a.p) !== T(a.t) &&
    P(a.p) === T(b.t) &&
    P(b.p) === T(a.t)
  ) {
    return { kind: 'transposition', ps: [a.p, b.p], ts: [a.t, b.t], used: 2 };
  }
  if (!c) return null;
  if (
    a.op === 'omit' &&
    b.op === 'pair' &&
    c.op === 'add' &&
    P(b.p) === T(b.t) &&
    P(a.p) === T(c.t)
  ) {
    return { kind: 'transposition', ps: [a.p, b.p], ts: [b.t, c.t], used: 3 };
  }
  if (
    a.op === 'add' &&
    b.op === 'pair' &&
    c.op === 'omit' &&
    P(b.p) === T(b.t) &&
    T(a.t) === P(c.p)
  ) {
    return { kind: 'transposition', ps: [b.p, c.p], ts: [a.t, b.t], used: 3 };
  }
  return null;
}
