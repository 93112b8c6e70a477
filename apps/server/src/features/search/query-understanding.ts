import type { City, JobKind, SearchChip } from '@shuruaat/contract';
import { editDistance } from './live-index/spelling';
import { foldAt, splitWords } from './live-index/words';
import { CITY_NAMES } from './place-names';

/**
 * What a student means by what they type: "web developer, pune" is the words "web developer" in
 * Pune; "internship in mumbai" is internships in Mumbai; "wfh" is work from home. Each phrase
 * understood becomes a filter and a chip the student can remove; the rest are the words searched.
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
  ...['work from home', 'wfh', 'remote', 'remotely', 'home based'].map((p): [string, Meaning] => [
    p,
    { type: 'workMode' },
  ]),
  ...['part time', 'parttime'].map((p): [string, Meaning] => [p, { type: 'partTime' }]),
  ...['internship', 'internships', 'intern', 'interns'].map((p): [string, Meaning] => [
    p,
    { type: 'kind', kind: 'internship' },
  ]),
  ...['job', 'jobs', 'fresher', 'freshers', 'fresher job', 'fresher jobs'].map(
    (p): [string, Meaning] => [p, { type: 'kind', kind: 'job' }],
  ),
];

// Longest phrases first, so "navi mumbai" wins over "mumbai" and "fresher jobs" over "fresher".
const PATTERNS = PHRASES.map(([phrase, meaning]) => ({
  words: splitWords(phrase),
  phrase,
  meaning,
}))
  .filter((p) => p.words.length > 0)
  .sort((a, b) => b.words.length - a.words.length);

const KIND_LABELS: Record<JobKind, string> = { internship: 'Internships', job: 'Jobs' };

function chipFor(meaning: Meaning, phrase: string): SearchChip {
  switch (meaning.type) {
    case 'city':
      return { type: 'city', phrase, label: meaning.city };
    case 'workMode':
      return { type: 'workMode', phrase, label: 'Work from home' };
    case 'partTime':
      return { type: 'partTime', phrase, label: 'Part-time' };
    case 'kind':
      return { type: 'kind', phrase, label: KIND_LABELS[meaning.kind] };
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
  const typed = words.map((_, k) => tokens[i + k]);
  const slips = words.filter((w, k) => typed[k] !== w);
  return (
    slips.length === 1 &&
    words.every((w, k) => {
      const token = typed[k];
      if (token === w) return true;
      return token !== undefined && token.length >= 3 && editDistance(token, w, 1) <= 1;
    })
  );
}

/** The longest phrase wins, so "fresher jbos" is fresher jobs, not fresher and a word "jbos". */
function matchAt(tokens: string[], i: number, isKnownWord: (w: string) => boolean) {
  const exact = PATTERNS.find((p) => p.words.every((w, k) => tokens[i + k] === w));
  const slipped = PATTERNS.find((p) => meansPhrase(tokens, i, p.words));
  if (slipped && slipped.words.length > (exact?.words.length ?? 0)) return slipped;
  return (
    exact ?? PATTERNS.find((p) => p.words.every((w, k) => means(tokens[i + k], w, isKnownWord)))
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
    excluded.push(...splitWords(word));
    return ' ';
  });
  const tokens = splitWords(rest);
  const result: UnderstoodQuery = {
    words: [],
    excluded,
    cities: [],
    remote: false,
    partTime: false,
    kind: undefined,
    chips: [],
  };
  for (let i = 0; i < tokens.length;) {
    const found = matchAt(tokens, i, isKnownWord);
    if (found) {
      apply(found.meaning, result);
      const phrase = tokens.slice(i, i + found.words.length).join(' ');
      result.chips.push(chipFor(found.meaning, phrase));
      i += found.words.length;
      continue;
    }
    const fold = foldAt(tokens, i);
    result.words.push(fold ? fold.canonical : (tokens[i] as string));
    i += fold ? fold.length : 1;
  }
  return result;
}
