import { describe, expect, it } from 'vitest';
import { alignWords } from './align';
import { MISTAKE_CLASSES, PRESETS, findPreset } from './presets';
import type { Preset } from './presets';
import { score } from './score';
import { passageWords } from './test-passage';

function preset(id: string): Preset {
  const found = findPreset(id);
  if (!found) throw new Error(`No preset ${id}`);
  return found;
}

const kinds = (result: { words: { kind: string; passage: string[]; typed: string[] }[] }) =>
  result.words
    .filter((w) => w.kind !== 'correct')
    .map((w) => [w.kind, w.passage.join(' '), w.typed.join(' ')]);

describe('mistake weights per preset (issue 23, scoring 2)', () => {
  it('every preset weighs every class and cites where its weights come from', () => {
    for (const row of PRESETS) {
      expect(Object.keys(row.mistakeWeights).sort()).toEqual([...MISTAKE_CLASSES].sort());
      expect(row.mistakeWeightsSource.length).toBeGreaterThan(20);
    }
  });

  it('UPSSSC: 4 wrong words and 4 misspellings at 800 key depressions is 29 wpm, a fail', () => {
    const words = passageWords(170, 3);
    const typedWords = words.slice(0, 150); // the preset marks a 150-word passage
    for (const k of [10, 30, 50, 70]) typedWords[k] = 'zzzz';
    // A letter added to four long words further on: misspellings, not different words.
    const long = typedWords.flatMap((word, k) => (k > 80 && /^[a-z]{5,}$/u.test(word) ? [k] : []));
    for (const k of long.slice(0, 4)) typedWords[k] = `${typedWords[k] ?? ''}q`;
    const result = score({
      preset: preset('upsssc'),
      passage: words.join(' '),
      typed: typedWords.join(' '),
      elapsedMs: 300_000,
      keyDepressions: 800,
      language: 'english',
    });
    expect(result.mistakes.counts.substitution).toBe(4);
    expect(result.mistakes.counts.spelling).toBe(4);
    expect(result.mistakes.full).toBe(8);
    // (800 ÷ 5 − 5 × (8 − 5)) ÷ 5 minutes.
    expect(result.netWpm).toBe(29);
    expect(result.passed).toBe(false);
  });

  it('RRB: a misspelt word is a full mistake, as its rule list says', () => {
    expect(preset('rrb-ntpc').mistakeWeights.spelling).toBe('full');
    expect(preset('court-gross-minus-errors').mistakeWeights.spelling).toBe('half');
  });
});

describe('extra spaces and paragraph errors (issue 23, scoring 3)', () => {
  const ssc = { language: 'english' as const, weights: preset('ssc-chsl').mistakeWeights };

  it('SSC: an extra space between words is a half mistake', () => {
    const result = alignWords('I will attend the skill test', 'I will attend the skill  test', ssc);
    expect(result.counts['extra-space']).toBe(1);
    expect(result.half).toBe(1);
    expect(result.mistakes).toBe(0.5);
  });

  it('SSC: a space before the first word is an extra space too', () => {
    expect(alignWords('skill test', ' skill test', ssc).counts['extra-space']).toBe(1);
  });

  it('SSC: a new paragraph not started, or started where the passage has none, is a half mistake', () => {
    const passage = 'The first paragraph ends here.\nThe second one starts here.';
    expect(alignWords(passage, passage.replace('\n', ' '), ssc).counts.paragraph).toBe(1);
    expect(alignWords(passage, passage.replace('\n', '\n\t'), ssc).counts.paragraph).toBe(0);
    const stray = alignWords(passage, passage.replace('first paragraph', 'first\tparagraph'), ssc);
    expect(stray.counts.paragraph).toBe(1);
    expect(stray.mistakes).toBe(0.5);
  });

  it('a preset whose rules do not mention paragraphs does not count them', () => {
    const upsssc = { language: 'english' as const, weights: preset('upsssc').mistakeWeights };
    const result = alignWords('one two three', 'one\ttwo three', upsssc);
    expect(result.mistakes).toBe(0);
  });
});

describe('a word cut short at time-out (issue 23, scoring 4)', () => {
  const passage = 'I will attend the skill test and make the most of this chance.';

  it('RRB marks the attempted part, and the incomplete last word is a full mistake', () => {
    const result = alignWords(passage, 'I will attend the sk', {
      language: 'english',
      attemptedOnly: true,
      weights: preset('rrb-ntpc').mistakeWeights,
    });
    expect(kinds(result)).toEqual([['incomplete', 'skill', 'sk']]);
    expect(result.full).toBe(1);
  });

  it('UPSSSC counts it full too', () => {
    const result = alignWords(passage, 'I will attend the sk', {
      language: 'english',
      attemptedOnly: true,
      weights: preset('upsssc').mistakeWeights,
    });
    expect(result.counts.incomplete).toBe(1);
    expect(result.mistakes).toBe(1);
  });

  it('SSC pairs the partial word with the word it begins, not with the passage’s last word', () => {
    const result = alignWords(passage, 'I will attend the sk', {
      language: 'english',
      weights: preset('ssc-chsl').mistakeWeights,
    });
    expect(kinds(result)[0]).toEqual(['incomplete', 'skill', 'sk']);
    expect(kinds(result).slice(1)).toEqual(
      ['test', 'and', 'make', 'the', 'most', 'of', 'this', 'chance.'].map((w) => [
        'omission',
        w,
        '',
      ]),
    );
  });

  it('plain practice still leaves the word being typed unmarked', () => {
    const result = alignWords(passage, 'I will attend the sk', {
      language: 'english',
      attemptedOnly: true,
      weights: preset('practice').mistakeWeights,
    });
    expect(result.mistakes).toBe(0);
    expect(result.words.at(-1)?.kind).toBe('unfinished');
  });
});
