import { describe, expect, it } from 'vitest';
import { indexWords, searchedWords, splitWords, tokenize } from './words';

const MARKS = '\u093e\u093f\u0940\u0941\u0942\u0947\u0948\u094b\u094c\u0902\u0901\u093c\u094d';

describe('tokenize', () => {
  it('keeps the vowel signs of Devanagari words, which are part of their letters', () => {
    expect(tokenize('पुणे में इंटर्नशिप')).toEqual(['पुणे', 'में', 'इंटर्नशिप']);
    expect(tokenize('डेटा एंट्री ऑपरेटर।')).toEqual(['डेटा', 'एंट्री', 'ऑपरेटर']);
  });

  it('still drops the accents of Latin letters and keeps C++ and C#', () => {
    expect(tokenize('Bengalūru Café, C++ and C#')).toEqual([
      'bengaluru',
      'cafe',
      'c++',
      'and',
      'c#',
    ]);
  });

  it.each([
    [
      'a precomposed nukta letter and its decomposed form',
      '\u0958\u093e\u092e',
      '\u0915\u093c\u093e\u092e',
    ],
    ['with and without a nukta', 'डिज़ाइन', 'डिजाइन'],
    ['chandrabindu and anusvara', 'गाँव', 'गांव'],
    ['a half nasal and an anusvara', 'हिन्दी', 'हिंदी'],
    ['a zero-width joiner inside', 'इंटर्\u200dनशिप', 'इंटर्नशिप'],
    ['a zero-width non-joiner inside', 'इंटर्\u200cनशिप', 'इंटर्नशिप'],
    ['NFD and NFC Latin', 'Cafe\u0301', 'Café'],
    ['a right-to-left mark inside', 'pu\u200fne', 'pune'],
  ])('makes one word of %s', (_case, a, b) => {
    expect(tokenize(a)).toEqual(tokenize(b));
    expect(tokenize(a)).toHaveLength(1);
  });

  it('finds no word in 10,000 combining marks, quickly', () => {
    const hostile = Array.from({ length: 10_000 }, (_, i) => MARKS[i % MARKS.length]).join('');
    const started = performance.now();
    expect(tokenize(hostile)).toEqual([]);
    expect(tokenize(`${hostile} पुणे ${hostile}`)).toEqual(['पुणे']);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('cuts a word of thousands of letters and marks to 60 characters', () => {
    const [word] = tokenize(`क${'\u093e'.repeat(5_000)}`);
    expect(Array.from(word ?? '')).toHaveLength(60);
  });

  it('does not throw on lone surrogates, right-to-left overrides or a byte order mark', () => {
    expect(tokenize('\ud800pune\udc00')).toContain('pune');
    expect(tokenize('\u202eपुणे\u202c \ufeffjob')).toEqual(['पुणे', 'job']);
  });
});

describe('splitWords', () => {
  it('drops English, Hindi and Hinglish stop words alike', () => {
    expect(splitWords('internship in pune')).toEqual(['internship', 'pune']);
    expect(splitWords('पुणे में इंटर्नशिप के लिए')).toEqual(['पुणे', 'इंटर्नशिप']);
    expect(splitWords('mumbai mein job chahiye')).toEqual(['mumbai', 'job']);
    expect(splitWords('में के लिए')).toEqual([]);
  });
});

describe('searchedWords', () => {
  it('searches Devanagari job words as their English word, word by word', () => {
    expect(searchedWords(splitWords('कंटेंट राइटर'))).toEqual(['content', 'writer']);
    expect(searchedWords(splitWords('अकाउंटेंट'))).toEqual(['accountant']);
    expect(searchedWords(splitWords('डिज़ाइन'))).toEqual(searchedWords(splitWords('डिजाइन')));
  });

  it('folds translated words into a synonym phrase: फ्रंट एंड is frontend', () => {
    expect(searchedWords(splitWords('फ्रंट एंड डेवलपर'))).toEqual(['frontend', 'developer']);
    expect(searchedWords(splitWords('टेली कॉलर'))).toEqual(['telecaller']);
  });

  it('leaves a Devanagari word the table does not know as written', () => {
    expect(searchedWords(splitWords('कुम्हार'))).toEqual(tokenize('कुम्हार'));
  });
});

describe('indexWords', () => {
  it('indexes a Hindi listing under its own words and their English ones', () => {
    const words = indexWords('डेटा एंट्री ऑपरेटर (हिंदी टाइपिंग)');
    expect(words).toEqual(expect.arrayContaining(['डेटा', 'एंट्री', 'ऑपरेटर', 'हिंदी', 'टाइपिंग']));
    expect(words).toEqual(
      expect.arrayContaining(['data', 'entry', 'operator', 'hindi', 'dataentry']),
    );
  });

  it('adds nothing to an English listing it did not add before', () => {
    expect(indexWords('Front End Developer')).toEqual(['front', 'end', 'developer', 'frontend']);
  });
});
