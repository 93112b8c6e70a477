import type { City, JobKind, SearchChip } from '@shuruaat/contract';
import { editDistance } from './live-index/spelling';
import { isStopWord, searchedWords, splitWords, tokenize } from './live-index/words';
import { CITY_NAMES } from './place-names';
import {
  KIND_PHRASES,
  PART_TIME_PHRASES,
  WORK_FROM_HOME_PHRASES,
} from './vocabulary/understood-phrases';

/**
 * What a student means by what they type: "web developer, pune" is the words "web developer" in
 * Pune; "internship in mumbai" is internships in Mumbai; "wfh" is work from home; in Hindi and
 * Hinglish too ("पुणे में इंटर्नशिप", "ghar se kaam"). Each phrase understood becomes a filter
 * and a chip the student can remove; the rest are the words searched, in English where the
 * word table knows them ("डेवलपर" is developer).
 */
export type UnderstoodQuery = {
  /** Words to find, synonyms folded: "front end" is "frontend". */
  words: string[];
  /** Words after a "-", which no result may contain. */
  excluded: string[];
  cities: City[];
  remote: boolean;
  partTime: boolean;
  kind: JobKind | undefined;
  chips: SearchChip[];
};

type Meaning =
  | { type: 'city'; city: City }
  | { type: 'workMode' }
  | { type: 'partTime' }
  | { type: 'kind'; kind: JobKind };

const PHRASES: [string, Meaning][] = [
  ...CITY_NAMES.map(([name, city]): [string, Meaning] => [name, { type: 'city', city }]),
  ...WORK_FROM_HOME_PHRASES.map((p): [string, Meaning] => [p, { type: 'workMode' }]),
  ...PART_TIME_PHRASES.map((p): [string, Meaning] => [p, { type: 'partTime' }]),
  ...Object.entries(KIND_PHRASES).flatMap(([kind, phrases]) =>
    phrases.map((p): [string, Meaning] => [p, { type: 'kind', kind: kind as JobKind }]),
  ),
];

// Longest phrases first, so "navi mumbai" wins over "mumbai" and "fresher jobs" over "fresher".
// Stop words stay in: "ghar se kaam" is three words, and "kaam" alone means nothing.
const PATTERNS = PHRASES.map(([phrase, meaning]) => ({
  words: tokenize(phrase),
  phrase,
  meaning,
}))
  .filter((p) => p.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

/** Words of the phrases above: never "corrected" into English ("ghar" is no misspelt "gear"). */
const PHRASE_WORDS = new Set(PATTERNS.flatMap((p) => p.words));
export const isPhraseWord = (word: string) => PHRASE_WORDS.has(word);

const KIND_LABELS: Record<JobKind, string> = { internship: 'Internships', job: 'Jobs' };

function chipFor(meaning: Meaning, phrase: string): SearchChip {
  switch (meaning.type) {
    case 'city':
      return { type: 'city', phrase, label: meaning.city, value: meaning.city };
    case 'workMode':
      return { type: 'workMode', phrase, label: 'Work from home', value: 'remote' };
    case 'partTime':
      return { type: 'partTime', phrase, label: 'Part-time', value: 'true' };
    case 'kind':
      return { type: 'kind', phrase, label: KIND_LABELS[meaning.kind], value: meaning.kind };
  }
}

function apply(meaning: Meaning, into: UnderstoodQuery): void {
  if (meaning.type === 'city' && !into.cities.includes(meaning.city))
    into.cities.push(meaning.city);
  if (meaning.type === 'workMode') into.remote = true;
  if (meaning.type === 'partTime') into.partTime = true;
  if (meaning.type === 'kind') into.kind = meaning.kind;
}

/** Edits a typed word may be from a phrase's word and still mean it: none for short words. */
const editsAllowed = (word: string) => (word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

/**
 * Whether a typed word means a phrase's word: the same, or a misspelling of it ("intership",
 * "Hydrabad") that no listing uses as a word of its own, so "sales" never becomes Salem.
 */
function means(token: string | undefined, word: string, isKnownWord: (w: string) => boolean) {
  if (token === undefined) return false;
  if (token === word) return true;
  const allowed = editsAllowed(word);
  return (
    allowed > 0 &&
    token.length >= 5 &&
    editDistance(token, word, allowed) <= allowed &&
    !isKnownWord(token)
  );
}

/**
 * A phrase of several words typed with one slip in a word ("work form home", "part tme", "new
 * dehli"): the other words are exact, so the slip may even be a word of its own ("form").
 */
function meansPhrase(tokens: string[], i: number, words: string[]) {
  if (words.length < 2) return false;
  let slips = 0;
  for (let k = 0; k < words.length; k += 1) {
    const token = tokens[i + k];
    const word = words[k] as string;
    if (token === word) continue;
    slips += 1;
    if (slips > 1 || token === undefined || token.length < 3) return false;
    if (editDistance(token, word, 1) > 1) return false;
  }
  return slips === 1;
}

type Pattern = (typeof PATTERNS)[number];

// Patterns by their first and second word, so a typed word is compared with the few phrases it
// can start (hundreds of city names and phrases in three scripts), not with all of them.
function byWord(patterns: Pattern[], at: number): Map<string, Pattern[]> {
  const map = new Map<string, Pattern[]>();
  for (const p of patterns) {
    const word = p.words[at];
    if (word !== undefined) map.set(word, [...(map.get(word) ?? []), p]);
  }
  return map;
}
const BY_FIRST_WORD = byWord(PATTERNS, 0);
const BY_SECOND_WORD = byWord(PATTERNS, 1);
/** The tables hold Latin and Devanagari: a word in one is many edits from any in the other. */
const isDevanagari = (word: string) => /^[\u0900-\u097f]/.test(word);
const MISSPELLABLE_FIRST = new Map<boolean, Pattern[]>();
for (const p of PATTERNS) {
  const first = p.words[0] ?? '';
  if (editsAllowed(first) === 0) continue;
  const script = isDevanagari(first);
  MISSPELLABLE_FIRST.set(script, [...(MISSPELLABLE_FIRST.get(script) ?? []), p]);
}
const RANK = new Map(PATTERNS.map((p, rank) => [p, rank]));

/** The first of these in PATTERNS' order (longest phrases first). */
function firstOf(candidates: Pattern[]): Pattern | undefined {
  let best: Pattern | undefined;
  for (const p of candidates) if (!best || (RANK.get(p) ?? 0) < (RANK.get(best) ?? 0)) best = p;
  return best;
}

/** The longest phrase wins, so "fresher jbos" is fresher jobs, not fresher and a word "jbos". */
function matchAt(tokens: string[], i: number, isKnownWord: (w: string) => boolean) {
  const token = tokens[i] as string;
  const sameStart = BY_FIRST_WORD.get(token) ?? [];
  const exact = sameStart.find((p) => p.words.every((w, k) => tokens[i + k] === w));
  // One slip leaves the first word exact, or the second.
  const slipCandidates = [...sameStart, ...(BY_SECOND_WORD.get(tokens[i + 1] ?? '') ?? [])];
  const slipped = firstOf(slipCandidates.filter((p) => meansPhrase(tokens, i, p.words)));
  if (slipped && slipped.words.length > (exact?.words.length ?? 0)) return slipped;
  if (exact) return exact;
  // A misspelt first word is in the same script, and at most two letters longer or shorter.
  const near =
    token.length >= 5
      ? (MISSPELLABLE_FIRST.get(isDevanagari(token)) ?? []).filter((p) => {
          const first = p.words[0] as string;
          return Math.abs(first.length - token.length) <= editsAllowed(first);
        })
      : [];
  return firstOf(
    [...sameStart, ...near].filter((p) =>
      p.words.every((w, k) => means(tokens[i + k], w, isKnownWord)),
    ),
  );
}

/**
 * `isKnownWord` tells a word some listing has; without it (no index yet) only exact phrases
 * are understood.
 */
export function understandQuery(
  q: string,
  isKnownWord: (word: string) => boolean = () => true,
): UnderstoodQuery {
  const excluded: string[] = [];
  const rest = q.replace(/(^|\s)-(\S+)/g, (_match, _space: string, word: string) => {
    excluded.push(...searchedWords(splitWords(word)));
    return ' ';
  });
  const tokens = tokenize(rest);
  const result: UnderstoodQuery = {
    words: [],
    excluded,
    cities: [],
    remote: false,
    partTime: false,
    kind: undefined,
    chips: [],
  };
  const unread: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] as string;
    // A stop word starts no phrase, so "me" (in "pune me") is never read as "mei…" of a city.
    const found = isStopWord(token) ? undefined : matchAt(tokens, i, isKnownWord);
    if (found) {
      apply(found.meaning, result);
      const phrase = tokens.slice(i, i + found.words.length).join(' ');
      result.chips.push(chipFor(found.meaning, phrase));
      i += found.words.length;
      continue;
    }
    if (!isStopWord(token)) unread.push(token);
    i += 1;
  }
  result.words = searchedWords(unread);
  return result;
}
