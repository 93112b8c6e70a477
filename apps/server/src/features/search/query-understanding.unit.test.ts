import { describe, expect, it } from 'vitest';
import { CITY_NAMES } from './place-names';
import { understandQuery } from './query-understanding';

/** With no index, only exact phrases are understood: what the tables say, nothing guessed. */
const read = (q: string) => understandQuery(q);

describe('understandQuery — Hindi and Hinglish', () => {
  it('reads "पुणे में इंटर्नशिप" as internships in Pune, with nothing left to search', () => {
    const understood = read('पुणे में इंटर्नशिप');
    expect(understood).toMatchObject({ cities: ['Pune'], kind: 'internship', words: [] });
    expect(understood.chips).toEqual([
      { type: 'city', phrase: 'पुणे', label: 'Pune', value: 'Pune' },
      { type: 'kind', phrase: 'इंटर्नशिप', label: 'Internships', value: 'internship' },
    ]);
  });

  it.each([
    ['pune me internship', ['Pune'], 'internship'],
    ['mumbai mein job', ['Mumbai'], 'job'],
    ['मुंबई में जॉब', ['Mumbai'], 'job'],
    ['दिल्ली में नौकरी', ['Delhi NCR'], 'job'],
    ['naukri bangalore', ['Bengaluru'], 'job'],
    ['बैंगलोर इंटर्नशिप', ['Bengaluru'], 'internship'],
    ['गुड़गाँव जॉब्स', ['Delhi NCR'], 'job'],
    ['गुरुग्राम फ्रेशर', ['Delhi NCR'], 'job'],
  ])('reads "%s" as %j, %s', (q, cities, kind) => {
    expect(read(q)).toMatchObject({ cities, kind, words: [] });
  });

  it.each(['ghar se kaam', 'ghar baithe', 'घर से काम', 'घर बैठे काम', 'वर्क फ्रॉम होम', 'रिमोट'])(
    'reads "%s" as work from home, the whole phrase in its chip',
    (q) => {
      const understood = read(q);
      expect(understood).toMatchObject({ remote: true, words: [] });
      expect(understood.chips).toEqual([
        { type: 'workMode', phrase: q, label: 'Work from home', value: 'remote' },
      ]);
    },
  );

  it('reads part time and fresher in Devanagari and leaves "ke liye" out', () => {
    expect(read('पार्ट टाइम')).toMatchObject({ partTime: true, words: [] });
    expect(read('fresher ke liye')).toMatchObject({ kind: 'job', words: [] });
    expect(read('फ्रेशर के लिए')).toMatchObject({ kind: 'job', words: [] });
  });

  it('searches Devanagari job words as English ones beside the understood place', () => {
    expect(read('पुणे में डेवलपर')).toMatchObject({ cities: ['Pune'], words: ['developer'] });
    expect(read('कंटेंट राइटर घर से काम')).toMatchObject({
      remote: true,
      words: ['content', 'writer'],
    });
    expect(read('मार्केटिंग इंटर्नशिप')).toMatchObject({
      kind: 'internship',
      words: ['marketing'],
    });
  });

  it('reads every Devanagari name of every city as that city', () => {
    const devanagari = CITY_NAMES.filter(([name]) => /[\u0900-\u097f]/u.test(name));
    expect(devanagari.length).toBeGreaterThan(70);
    for (const [name, city] of devanagari) expect(read(name).cities, name).toEqual([city]);
  });

  it('reads nothing and searches nothing in a query of stop words only', () => {
    for (const q of ['में के लिए', 'me ke liye', 'in the', 'का की को']) {
      expect(read(q), q).toMatchObject({ words: [], chips: [], cities: [], kind: undefined });
    }
  });

  it('reads a query that mixes scripts word by word', () => {
    expect(read('react डेवलपर pune में ghar se kaam')).toMatchObject({
      cities: ['Pune'],
      remote: true,
      words: ['reactjs', 'developer'],
    });
  });

  it('excludes a Devanagari word after a minus by its English word', () => {
    expect(read('डेवलपर -वेब')).toMatchObject({ words: ['developer'], excluded: ['web'] });
  });

  it('now reads a slip in a three-word phrase: "work form home"', () => {
    expect(understandQuery('work form home', () => false)).toMatchObject({
      remote: true,
      words: [],
    });
  });
});
