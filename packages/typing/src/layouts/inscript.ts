// InScript: the Government of India (BIS) Devanagari layout as Windows "Devanagari - INSCRIPT"
// (KBDINDEV) has it, since Windows is what exam centres run. Vowels on the left (matra unshifted,
// letter on Shift), consonants on the right (aspirate on Shift); ि follows its consonant, so no
// reordering. The number row types ASCII digits; Devanagari digits and the rarer signs are on
// AltGr. Checked key by key against Keyman's import of KBDINDEV (layouts-reference.test.ts).
import { NUKTA, withNukta } from '../devanagari';
import type { ContextRule, LayoutDefinition } from './types';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const digitKeys = (outputs: string) =>
  Object.fromEntries([...outputs].map((output, digit) => [String(digit), output]));

const keys: Record<string, string> = {
  '`': 'ॊ',
  '~': 'ऒ',
  ...digitKeys('0123456789'),
  '!': 'ऍ',
  '@': 'ॅ',
  '#': '्र',
  $: 'र्',
  '%': 'ज्ञ',
  '^': 'त्र',
  '&': 'क्ष',
  '*': 'श्र',
  '(': '(',
  ')': ')',
  '-': '-',
  _: 'ः',
  '=': 'ृ',
  '+': 'ऋ',
  q: 'ौ',
  Q: 'औ',
  w: 'ै',
  W: 'ऐ',
  e: 'ा',
  E: 'आ',
  r: 'ी',
  R: 'ई',
  t: 'ू',
  T: 'ऊ',
  y: 'ब',
  Y: 'भ',
  u: 'ह',
  U: 'ङ',
  i: 'ग',
  I: 'घ',
  o: 'द',
  O: 'ध',
  p: 'ज',
  P: 'झ',
  '[': 'ड',
  '{': 'ढ',
  ']': NUKTA,
  '}': 'ञ',
  '\\': 'ॉ',
  '|': 'ऑ',
  a: 'ो',
  A: 'ओ',
  s: 'े',
  S: 'ए',
  d: '्',
  D: 'अ',
  f: 'ि',
  F: 'इ',
  g: 'ु',
  G: 'उ',
  h: 'प',
  H: 'फ',
  j: 'र',
  J: 'ऱ',
  k: 'क',
  K: 'ख',
  l: 'त',
  L: 'थ',
  ';': 'च',
  ':': 'छ',
  "'": 'ट',
  '"': 'ठ',
  z: 'ॆ',
  Z: 'ऎ',
  x: 'ं',
  X: 'ँ',
  c: 'म',
  C: 'ण',
  v: 'न',
  V: 'ऩ',
  b: 'व',
  B: 'ऴ',
  n: 'ल',
  N: 'ळ',
  m: 'स',
  M: 'श',
  ',': ',',
  '<': 'ष',
  '.': '.',
  '>': '।',
  '/': 'य',
  '?': 'य़',
};

// AltGr (Shift + AltGr on the shifted character): Devanagari digits, the nukta letters, the
// vocalic letters, abbreviation sign and Vedic accents, as Windows has them. Windows has no AltGr
// ₹ here (it is Ctrl + Shift + 4, which a browser page cannot tell from a shortcut).
const altGr: Record<string, string> = {
  ...digitKeys(DEVANAGARI_DIGITS),
  '=': 'ॄ',
  '+': 'ॠ',
  E: '\u0951',
  r: 'ॣ',
  R: 'ॡ',
  i: 'ग़',
  p: 'ज़',
  '[': 'ड़',
  '{': 'ढ़',
  d: '\u0952',
  f: 'ॢ',
  F: 'ऌ',
  H: 'फ़',
  k: 'क़',
  K: 'ख़',
  ';': '\u0952',
  '"': '\u0951',
  z: '\u0953',
  X: 'ॐ',
  c: '\u0954',
  ',': '॰',
  '.': '॥',
  '>': 'ऽ',
};

const NUKTA_BASES = ['क', 'ख', 'ग', 'ज', 'ड', 'ढ', 'फ', 'य', 'न', 'र', 'ळ'];

const RULES: ContextRule[] = [
  // The nukta key after a consonant gives the nukta letter, spelt as NFC spells it.
  ...NUKTA_BASES.map((base) => ({ after: base, key: ']', becomes: withNukta(base) })),
];

export const INSCRIPT: LayoutDefinition = {
  id: 'hindi-inscript',
  name: 'Hindi InScript',
  language: 'hindi',
  description:
    'The Government of India standard Devanagari layout (Windows "Devanagari - INSCRIPT", Mangal font): vowels on the left hand, consonants on the right, conjunct keys for ज्ञ त्र क्ष श्र.',
  keys,
  altGr,
  rules: RULES,
  typewriterOrder: 'never',
};
