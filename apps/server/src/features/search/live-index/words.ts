import { stemmer } from 'stemmer';
import { SYNONYM_GROUPS } from './synonyms';

/**
 * How text becomes searchable words, the same way for listings and for what students type:
 * lower case without accents, split on anything but letters, digits, "+" and "#" (so "C++" and
 * "C#" survive), common English words dropped, and synonym phrases folded into one word.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by for from has have i in is it of on or our the to we with you your will this that'.split(
    ' ',
  ),
);

export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

export function splitWords(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w.length > 0 && !STOP_WORDS.has(w));
}

// Stemming is the costly step when millions of words are indexed; listings repeat words.
const stems = new Map<string, string>();
const STEM_MEMO_MAX = 200_000;

/** The Porter stem: "developers" and "developer" are both "develop". */
export function stem(word: string): string {
  let found = stems.get(word);
  if (found === undefined) {
    found = /^[a-z]+$/.test(word) ? stemmer(word) : word;
    if (stems.size >= STEM_MEMO_MAX) stems.clear();
    stems.set(word, found);
  }
  return found;
}

type Fold = { words: string[]; canonical: string };
const folds: Fold[] = [];
const singleWordFold = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const canonical = (group[0] ?? '').replaceAll(' ', '');
  for (const spelling of group) {
    const words = spelling.split(' ');
    if (words.length === 1) singleWordFold.set(spelling, canonical);
    else folds.push({ words, canonical });
  }
}
folds.sort((a, b) => b.words.length - a.words.length);

/** The synonym word a run of words starting at `i` stands for, and how many words it takes. */
export function foldAt(words: string[], i: number): { canonical: string; length: number } | null {
  for (const fold of folds) {
    if (fold.words.every((w, k) => words[i + k] === w)) {
      return { canonical: fold.canonical, length: fold.words.length };
    }
  }
  const single = singleWordFold.get(words[i] ?? '');
  return single && single !== words[i] ? { canonical: single, length: 1 } : null;
}

/**
 * A listing's words for the index: every word as written plus the synonym word of any phrase,
 * so "Front End Developer" is found by "front", by "end" and by "frontend".
 */
export function indexWords(text: string): string[] {
  const words = splitWords(text);
  const extra: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const fold = foldAt(words, i);
    if (fold) extra.push(fold.canonical);
  }
  return extra.length ? words.concat(extra) : words;
}
