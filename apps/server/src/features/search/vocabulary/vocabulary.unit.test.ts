import { describe, expect, it } from 'vitest';
import { CITIES } from '@shuruaat/contract';
import { isStopWord, tokenize } from '../live-index/words';
import { CITY_NAMES } from '../place-names';
import { ENGLISH_STOP_WORDS, HINDI_STOP_WORDS, HINGLISH_STOP_WORDS } from './stop-words';
import { KIND_PHRASES, PART_TIME_PHRASES, WORK_FROM_HOME_PHRASES } from './understood-phrases';
import { WORD_TRANSLATIONS } from './word-translations';

const DEVANAGARI_WORD = /^[\u0900-\u097f]+$/u;
const LATIN_WORD = /^[a-z]+$/;
const PHRASES = [
  ...CITY_NAMES.map(([name]) => name),
  ...WORK_FROM_HOME_PHRASES,
  ...PART_TIME_PHRASES,
  ...Object.values(KIND_PHRASES).flat(),
];
const phraseKeys = new Set(PHRASES.map((p) => tokenize(p).join(' ')));

describe('the word table', () => {
  const spellings = WORD_TRANSLATIONS.flatMap(([english, ...rest]) =>
    rest.map((spelling) => ({ english, spelling })),
  );

  it('has over a hundred English words, each written at least once in Devanagari', () => {
    expect(WORD_TRANSLATIONS.length).toBeGreaterThan(100);
    for (const [english, ...rest] of WORD_TRANSLATIONS) {
      expect(english, english).toMatch(LATIN_WORD);
      expect(
        rest.some((s) => DEVANAGARI_WORD.test(tokenize(s).join(''))),
        english,
      ).toBe(true);
    }
  });

  it('spells each word as one word, Devanagari or Latin, that is no stop word', () => {
    for (const { english, spelling } of spellings) {
      const words = tokenize(spelling);
      expect(words, `${english}: ${spelling}`).toHaveLength(1);
      const [word = ''] = words;
      expect(DEVANAGARI_WORD.test(word) || LATIN_WORD.test(word), spelling).toBe(true);
      expect(isStopWord(word), spelling).toBe(false);
    }
  });

  it('gives no spelling two English words, and none is also a city or a phrase', () => {
    const meaning = new Map<string, string>();
    for (const { english, spelling } of spellings) {
      const key = tokenize(spelling).join(' ');
      expect(meaning.get(key) ?? english, spelling).toBe(english);
      meaning.set(key, english);
      expect(phraseKeys.has(key), spelling).toBe(false);
    }
  });
});

describe('the phrases and city names', () => {
  it('names every city in Devanagari', () => {
    for (const city of CITIES) {
      const names = CITY_NAMES.filter(([, c]) => c === city).map(([name]) => tokenize(name));
      expect(
        names.some((words) => words.every((w) => DEVANAGARI_WORD.test(w))),
        city,
      ).toBe(true);
    }
  });

  it('gives no name to two cities', () => {
    const cityOf = new Map<string, string>();
    for (const [name, city] of CITY_NAMES) {
      const key = tokenize(name).join(' ');
      expect(cityOf.get(key) ?? city, name).toBe(city);
      cityOf.set(key, city);
    }
  });

  it('starts no phrase with a stop word, so every phrase can be read', () => {
    for (const phrase of PHRASES) {
      const [first] = tokenize(phrase);
      expect(first, phrase).toBeDefined();
      expect(isStopWord(first ?? ''), phrase).toBe(false);
    }
  });

  it('has stop words in each language, none a phrase on its own', () => {
    const all = [...ENGLISH_STOP_WORDS, ...HINGLISH_STOP_WORDS, ...HINDI_STOP_WORDS];
    expect(HINDI_STOP_WORDS.length).toBeGreaterThan(20);
    expect(HINGLISH_STOP_WORDS.length).toBeGreaterThan(20);
    for (const word of all) expect(phraseKeys.has(tokenize(word).join(' ')), word).toBe(false);
  });
});
