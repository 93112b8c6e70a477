// Krutidev 010 typewriter mode: the key positions of the Remington typewriter as the Kruti Dev
// font lays them out (UPSSSC, RSSB, RRB and CBSE offer it). Always typewriter order: ि before
// its consonant, the reph after its syllable. The text is kept in Unicode — no legacy 8-bit font
// is shipped — so it is scored like any other Hindi text. Key facts checked against the
// Kruti Dev → Unicode tables of anthro-ai/krutidev-unicode (ISC licence); written for this project.
import { HALANT, NUKTA } from '../devanagari';
import { REMINGTON_KEYS, VOWEL_RULES, halfLetterRules, nuktaRules } from './remington-gail';
import type { ContextRule, LayoutDefinition } from './types';

// Letters, matras and half letters sit where Remington GAIL has them; these keys differ.
const { '!': _danda, $: _star, ...shared } = REMINGTON_KEYS;

const keys: Record<string, string> = {
  ...shared,
  '`': 'ृ',
  '~': HALANT,
  '=': 'त्र',
  '+': NUKTA,
  '|': 'द्य',
  ')': 'द्ध',
  _: 'ऋ',
  '(': ';',
  '-': '.',
  '#': 'रु',
  '%': 'ः',
  '&': '-',
  '*': '’',
  '\\': '?',
  A: '।',
};

const RULES: ContextRule[] = [
  ...halfLetterRules().filter((rule) => rule.key === 'k'),
  ...nuktaRules('+'),
  // Shift+A is the danda here, not a second ा key.
  ...VOWEL_RULES.filter((rule) => !['A', '!', '=', '&'].includes(rule.key)),
  { after: '।', key: 'A', becomes: '॥' },
  { after: 'ृ', key: '`', becomes: 'ॄ' },
  { after: '’', key: '*', becomes: '”' },
  // After a digit, Shift+5 is the colon of a time (10:30), not a visarga.
  ...[...'0123456789'].map((digit) => ({ after: digit, key: '%', becomes: `${digit}:` })),
];

export const KRUTIDEV: LayoutDefinition = {
  id: 'hindi-krutidev',
  name: 'Hindi Krutidev (typewriter)',
  language: 'hindi',
  description:
    'The Remington typewriter keys as the Kruti Dev 010 font lays them out, as UPSSSC, RSSB and CBSE offer: ि typed before its consonant, the reph after its syllable.',
  keys,
  altGr: {},
  rules: RULES,
  typewriterOrder: 'always',
};
