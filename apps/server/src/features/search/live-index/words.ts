import { stemmer } from 'stemmer';
import { normalizeSearchText } from '@shuruaat/contract';
import {
  ENGLISH_STOP_WORDS,
  HINDI_STOP_WORDS,
  HINGLISH_STOP_WORDS,
} from '../vocabulary/stop-words';
import { WORD_TRANSLATIONS } from '../vocabulary/word-translations';
import { SYNONYM_GROUPS } from './synonyms';

/**
 * How text becomes searchable words, the same way for listings and for what students type:
 * normalised (`normalizeSearchText`: lower case, Latin accents dropped, Devanagari kept whole,
 * canonically equal spellings made one), split on anything but letters, their marks, digits,
 * "+" and "#" (so "C++", "C#" and "इंटर्नशिप" survive), stop words of English, Hindi and
 * Hinglish dropped, Devanagari and Hinglish job words given their English word, and synonym
 * phrases folded into one word.
 */
const STOP_WORDS = new Set<string>(
  [...ENGLISH_STOP_WORDS, ...HINGLISH_STOP_WORDS, ...HINDI_STOP_WORDS].map(normalizeSearchText),
);

export const normalizeText = normalizeSearchText;

const WORD_BREAK = /[^\p{L}\p{M}\p{N}+#]+/u;
const LEADING_MARKS = /^\p{M}+/u;
/** Below U+0300 no character is a mark: ASCII words skip the test. */
const FIRST_MARK = 0x300;
/** Longer runs are no word anyone searches for; cut, so hostile text makes no huge keys. */
const MAX_WORD_LENGTH = 60;

/** Every word of a text, stop words included: phrases such as "ghar se kaam" need them. */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (let word of normalizeText(text).split(WORD_BREAK)) {
    if (!word) continue;
    // A mark belongs to the letter before it; one with none (a stray or hostile run) is no word.
    if (word.charCodeAt(0) >= FIRST_MARK && LEADING_MARKS.test(word)) {
      word = word.replace(LEADING_MARKS, '');
      if (!word) continue;
    }
    if (word.length > MAX_WORD_LENGTH) word = Array.from(word).slice(0, MAX_WORD_LENGTH).join('');
    words.push(word);
  }
  return words;
}

export const isStopWord = (word: string) => STOP_WORDS.has(word);

export function splitWords(text: string): string[] {
  return tokenize(text).filter((w) => !STOP_WORDS.has(w));
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

const TRANSLATIONS = new Map<string, string>();
for (const [english, ...spellings] of WORD_TRANSLATIONS) {
  for (const spelling of spellings) TRANSLATIONS.set(normalizeText(spelling), english);
}

/** The English word a Devanagari or Hinglish job word stands for ("डेवलपर" → "developer"). */
export function translate(word: string): string {
  return TRANSLATIONS.get(word) ?? word;
}

/** The words in English, where the table knows them: "कंटेंट राइटर" → content, writer. */
export function inEnglish(words: string[]): string[] {
  // Most texts have no word the table knows: they are returned as they are, not copied.
  return words.some((w) => TRANSLATIONS.has(w)) ? words.map(translate) : words;
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

/** Words as searched: in English where known, synonym phrases folded ("front end" → frontend). */
export function searchedWords(words: string[]): string[] {
  const english = inEnglish(words);
  const searched: string[] = [];
  for (let i = 0; i < english.length;) {
    const fold = foldAt(english, i);
    searched.push(fold ? fold.canonical : (english[i] as string));
    i += fold ? fold.length : 1;
  }
  return searched;
}

/**
 * A listing's words for the index: every word as written, plus the English word of a
 * Devanagari or Hinglish one and the synonym word of any phrase, so "Front End Developer" is
 * found by "front", by "end" and by "frontend", and "डेटा एंट्री" by "data entry".
 */
export function indexWords(text: string): string[] {
  const words = splitWords(text);
  const english = inEnglish(words);
  const extra = english === words ? [] : english.filter((w, i) => w !== words[i]);
  for (let i = 0; i < english.length; i += 1) {
    const fold = foldAt(english, i);
    if (fold) extra.push(fold.canonical);
  }
  return extra.length ? words.concat(extra) : words;
}
