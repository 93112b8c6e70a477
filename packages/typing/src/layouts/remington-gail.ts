// Remington GAIL: the Hindi typewriter layout that Hindi Indic Input 3 brought to Unicode and
// that SSC, RRB, CPCT and CBSE offer. Key facts checked against SIL's Remington GAIL keyboard
// for Keyman (MIT licence) and its help page; the table below is written for this project.
import { HALANT, NUKTA, withNukta } from '../devanagari';
import type { ContextRule, LayoutDefinition } from './types';

export const REMINGTON_KEYS: Record<string, string> = {
  // Number row: Arabic digits as on Keyman's GAIL; Devanagari digits are on AltGr.
  '`': NUKTA,
  '~': 'द्य',
  '1': '1',
  '!': '।',
  '2': '2',
  '@': '/',
  '3': '3',
  '#': 'ः',
  '4': '4',
  $: '*',
  '5': '5',
  '%': '-',
  '6': '6',
  '^': '‘',
  '7': '7',
  '&': '’',
  '8': '8',
  '*': 'द्ध',
  '9': '9',
  '(': 'त्र',
  '0': '0',
  ')': 'ऋ',
  '-': ';',
  _: '.',
  '=': 'ृ',
  '+': HALANT,
  // Top row
  q: 'ु',
  Q: 'फ',
  w: 'ू',
  W: 'ॅ',
  e: 'म',
  E: 'म्',
  r: 'त',
  R: 'त्',
  t: 'ज',
  T: 'ज्',
  y: 'ल',
  Y: 'ल्',
  u: 'न',
  U: 'न्',
  i: 'प',
  I: 'प्',
  o: 'व',
  O: 'व्',
  p: 'च',
  P: 'च्',
  '[': 'ख्',
  '{': 'क्ष्',
  ']': ',',
  '}': 'द्व',
  '\\': '(',
  '|': ')',
  // Home row
  a: 'ं',
  A: 'ा',
  s: 'े',
  S: 'ै',
  d: 'क',
  D: 'क्',
  f: 'ि',
  F: 'थ्',
  g: 'ह',
  G: 'ळ',
  h: 'ी',
  H: 'भ्',
  j: 'र',
  J: 'श्र',
  k: 'ा',
  K: 'ज्ञ',
  l: 'स',
  L: 'स्',
  ';': 'य',
  ':': 'रू',
  "'": 'श्',
  '"': 'ष्',
  // Bottom row
  z: '्र',
  Z: 'र्',
  x: 'ग',
  X: 'ग्',
  c: 'ब',
  C: 'ब्',
  v: 'अ',
  V: 'ट',
  b: 'इ',
  B: 'ठ',
  n: 'द',
  N: 'छ',
  m: 'उ',
  M: 'ड',
  ',': 'ए',
  '<': 'ढ',
  '.': 'ण्',
  '>': 'झ',
  '/': 'ध्',
  '?': 'घ्',
};

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
/** Zero-width joiner and non-joiner: shape a half form (र्‍ is the eyelash ra) or stop one. */
const ZWJ = '\u200D';
const ZWNJ = '\u200C';

// AltGr (Shift + AltGr on the shifted character): Devanagari digits, the full forms of letters the
// main layers type in two strokes, common conjuncts, and the ASCII marks the typewriter lacked
// (? ! % + =). As SIL's keyboard has them; checked key by key in layouts-reference.test.ts.
const altGr: Record<string, string> = {
  ...Object.fromEntries([...DEVANAGARI_DIGITS].map((output, digit) => [String(digit), output])),
  ...Object.fromEntries([...DEVANAGARI_DIGITS].map((output, d) => [`Numpad${d}`, output])),
  // Number row, shifted
  '`': ZWNJ,
  '~': ZWJ,
  '!': 'ङ',
  '@': 'घ',
  '#': 'ह्न',
  $: 'ह्य',
  '%': '%',
  '^': 'ह्म',
  '&': '÷',
  '*': '×',
  '(': 'द्ग',
  ')': '!',
  '-': 'ञ',
  _: 'ञ्',
  '=': '+',
  '+': '=',
  // Top row
  q: 'फ्',
  Q: 'झ्र',
  w: 'ॄ',
  W: 'ॠ',
  e: 'ें',
  E: 'ैं',
  r: 'त्त',
  R: 'त्त्',
  t: 'ज्र',
  T: 'त्र्',
  y: 'द्द',
  Y: 'द्भ',
  u: 'फ़',
  U: 'न्न',
  i: 'फ',
  I: 'प्र',
  o: 'व्न',
  O: 'व्र',
  p: 'श',
  P: 'ढ़',
  '[': 'ख',
  '{': 'क्ष',
  ']': 'द्ध',
  '}': 'द्ब',
  '\\': 'ऽ',
  '|': 'ॐ',
  // Home row
  a: 'ह्ण',
  A: 'ख़',
  s: 'भ',
  S: 'ष्ट',
  d: 'ध',
  D: 'ष्ठ',
  f: 'य्',
  F: 'थ',
  g: 'घ',
  G: 'ग्र',
  h: 'ीं',
  H: 'ञ्च',
  j: `र्${ZWJ}`,
  J: 'श्',
  k: '्य',
  K: 'ज्ञ्',
  l: 'स्त्र',
  L: 'स्र',
  ';': ';',
  ':': 'ञ्ज',
  "'": 'श',
  '"': 'ष',
  // Bottom row
  z: 'ो',
  Z: 'ौ',
  x: 'द्र',
  X: 'ग़',
  c: 'ड़',
  C: 'ज़',
  v: 'ट्',
  V: 'ट्ट',
  b: 'ई',
  B: 'ईं',
  n: 'ण',
  N: 'द्म',
  m: 'ऊ',
  M: 'ड्ड',
  ',': 'ँ',
  '<': 'ढ्ढ',
  '.': '.',
  '>': 'झ्',
  '/': '/',
  '?': '?',
};

const CONSONANTS = Array.from({ length: 0x0939 - 0x0915 + 1 }, (_, i) =>
  String.fromCharCode(0x0915 + i),
);
const NUKTA_BASES = ['क', 'ख', 'ग', 'ज', 'ड', 'ढ', 'फ', 'य', 'न', 'र', 'ळ'];

export function halfLetterRules(): ContextRule[] {
  // A half letter followed by ा (k, or Shift+A) is the full letter: ख = ख् + ा-stroke.
  const rules: ContextRule[] = [];
  for (const consonant of CONSONANTS) {
    for (const key of ['k', 'A']) {
      rules.push({ after: consonant + HALANT, key, becomes: consonant });
    }
  }
  for (const base of NUKTA_BASES) {
    for (const key of ['k', 'A']) {
      rules.push({ after: withNukta(base) + HALANT, key, becomes: withNukta(base) });
    }
  }
  return rules;
}

export function nuktaRules(nuktaKey = '`'): ContextRule[] {
  return NUKTA_BASES.flatMap((base) => [
    { after: base, key: nuktaKey, becomes: withNukta(base) },
    // A nukta typed on a half letter belongs before the halant (ज़् , not ज़्).
    { after: base + HALANT, key: nuktaKey, becomes: withNukta(base) + HALANT },
  ]);
}

export const VOWEL_RULES: ContextRule[] = [
  { after: 'अ', key: 'k', becomes: 'आ' },
  { after: 'अ', key: 'A', becomes: 'आ' },
  { after: 'आ', key: 'W', becomes: 'ऑ' },
  { after: 'आ', key: 's', becomes: 'ओ' },
  { after: 'आ', key: 'S', becomes: 'औ' },
  { after: 'इ', key: 'Z', becomes: 'ई' },
  { after: 'उ', key: 'q', becomes: 'ऊ' },
  { after: 'ए', key: 'W', becomes: 'ऍ' },
  { after: 'ए', key: 's', becomes: 'ऐ' },
  { after: 'ा', key: 'W', becomes: 'ॉ' },
  { after: 'ा', key: 's', becomes: 'ो' },
  { after: 'ा', key: 'S', becomes: 'ौ' },
  { after: 'ॅ', key: 'a', becomes: 'ँ' },
  { after: 'ॅ', key: 'A', becomes: 'ँ' },
  { after: 'ं', key: 'W', becomes: 'ँ' },
  { after: 'ॉ', key: 'a', becomes: 'ाँ' },
  // The same kindness for the vowel letters: आ ॅ ं is आँ (आँख), not ऑं, as typists strike it.
  { after: 'ऑ', key: 'a', becomes: 'आँ' },
  { after: 'ऍ', key: 'a', becomes: 'एँ' },
  { after: '।', key: '!', becomes: '॥' },
  { after: 'ृ', key: '=', becomes: 'ॄ' },
  { after: '‘', key: '^', becomes: '“' },
  { after: '’', key: '&', becomes: '”' },
];

// After a digit, a space or punctuation, Shift+3 types a colon rather than a visarga (as in 10:30).
const COLON_RULES: ContextRule[] = [...'0123456789;,()/*-‘’“”÷×! '].map((ch) => ({
  after: ch,
  key: '#',
  becomes: `${ch}:`,
}));

export const REMINGTON_GAIL: LayoutDefinition = {
  id: 'hindi-remington-gail',
  name: 'Hindi Remington (GAIL)',
  language: 'hindi',
  description:
    'The Hindi typewriter layout offered as "Remington GAIL" in SSC, RRB, CPCT and CBSE typing tests: half letters on Shift, full letters as half letter + ा.',
  keys: REMINGTON_KEYS,
  altGr,
  rules: [...halfLetterRules(), ...nuktaRules(), ...VOWEL_RULES, ...COLON_RULES],
  typewriterOrder: 'optional',
};
