import { describe, expect, it } from 'vitest';
import { passageStats } from './passage-stats';

describe('passageStats', () => {
  it('English: one key depression per character, spaces included, Shift not counted', () => {
    expect(passageStats('The cat sat.', 'english')).toMatchObject({
      words: 3,
      keyDepressions: 12,
      untypable: [],
    });
  });

  it('Hindi: key depressions depend on the layout (ख is two keys on Remington, one on InScript)', () => {
    expect(passageStats('खाना', 'hindi-remington-gail').keyDepressions).toBe(5);
    expect(passageStats('खाना', 'hindi-inscript').keyDepressions).toBe(4);
  });

  it('counts conjuncts and punctuation per 100 words', () => {
    const stats = passageStats('प्रत्येक विभाग, आयोग।', 'hindi-inscript');
    expect(stats.conjunctsPer100Words).toBe(66.67);
    expect(stats.punctuationPer100Words).toBe(66.67);
  });

  it('counts AltGr keys once each, and types figures on the layer that has them (issue 23, item 7)', () => {
    expect(passageStats('2023', 'hindi-inscript')).toMatchObject({
      keyDepressions: 4,
      untypable: [],
    });
    expect(passageStats('१९४७', 'hindi-remington-gail')).toMatchObject({
      keyDepressions: 4,
      untypable: [],
    });
    // One AltGr key each, and the two spaces between them.
    expect(passageStats('ङ ञ ऽ', 'hindi-remington-gail')).toMatchObject({
      keyDepressions: 5,
      untypable: [],
    });
  });

  it('prefers the main layers to AltGr: ख stays ख् + ा on Remington', () => {
    expect(passageStats('खाना क्या?', 'hindi-remington-gail')).toMatchObject({
      keyDepressions: 5 + 1 + 4,
      untypable: [],
    });
  });

  it('lists words the layout cannot type', () => {
    expect(passageStats('abc कमल', 'hindi-remington-gail').untypable).toEqual(['abc']);
  });
});
