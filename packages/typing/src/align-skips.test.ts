import { describe, expect, it } from 'vitest';
import { alignWords } from './align';
import { findPreset } from './presets';
import type { Preset } from './presets';
import { score } from './score';
import { passageWords } from './test-passage';

function preset(id: string): Preset {
  const found = findPreset(id);
  if (!found) throw new Error(`No preset ${id}`);
  return found;
}

const words = passageWords(7_000, 1);

describe('long skips and repeats (issue 23, scoring 1)', () => {
  it('RRB: a reader who jumps 45 words loses 45 omissions and nothing more', () => {
    const passage = words.slice(0, 3_000).join(' ');
    const typed = [...words.slice(0, 100), ...words.slice(145, 345)].join(' ');
    const result = score({ preset: preset('rrb-ntpc'), passage, typed, elapsedMs: 600_000 });
    expect(result.mistakes.counts.omission).toBe(45);
    expect(result.mistakes.counts.addition).toBe(0);
    expect(result.mistakes.total).toBe(45);
    expect(result.correctWords).toBe(300);
    // W = KD ÷ 5; 5 % of W pardoned; 10 words a mistake beyond; over 10 minutes.
    const W = typed.length / 5;
    expect(result.netWpm).toBeCloseTo((W - 10 * (45 - 0.05 * W)) / 10, 2);
  });

  it('60-minute practice: a 70-word skip in a 3,000-word passage is 70 omissions', () => {
    const passage = words.slice(0, 3_000).join(' ');
    const typed = [...words.slice(0, 1_000), ...words.slice(1_070, 2_900)].join(' ');
    const result = score({
      preset: preset('practice'),
      passage,
      typed,
      elapsedMs: 3_600_000,
      durationMinutes: 60,
    });
    expect(result.mistakes.total).toBe(70);
    expect(result.mistakes.counts.omission).toBe(70);
    expect(result.correctWords).toBe(2_830);
    expect(result.accuracy).toBeCloseTo((2_830 / 2_900) * 100, 1);
  });

  it('a 500-word skip deep into a 90-minute transcript is found', () => {
    const passage = words.join(' ');
    const typed = [...words.slice(0, 5_000), ...words.slice(5_500, 6_800)].join(' ');
    const result = alignWords(passage, typed, { language: 'english', attemptedOnly: true });
    expect(result.counts.omission).toBe(500);
    expect(result.mistakes).toBe(500);
    expect(result.correctWords).toBe(6_300);
  });

  it('a stretch typed twice (the eye went 70 words back) is 70 extra words, the rest in step', () => {
    const passage = words.slice(0, 3_000).join(' ');
    const typed = [...words.slice(0, 1_000), ...words.slice(930, 2_900)].join(' ');
    const result = alignWords(passage, typed, { language: 'english', attemptedOnly: true });
    expect(result.counts.addition + result.counts.repetition).toBe(70);
    expect(result.mistakes).toBe(70);
    expect(result.correctWords).toBe(2_900);
  });

  it('a long skip among typing slips still lines up the words after it', () => {
    const passage = words.slice(0, 3_000).join(' ');
    const typedWords = [...words.slice(0, 1_000), ...words.slice(1_200, 2_900)];
    // A misspelt word every 37 words, as a hurried typist leaves them.
    for (let k = 20; k < typedWords.length; k += 37) typedWords[k] = `${typedWords[k]}x`;
    const result = alignWords(passage, typedWords.join(' '), {
      language: 'english',
      attemptedOnly: true,
    });
    const slips = Math.ceil((typedWords.length - 20) / 37);
    expect(result.counts.omission).toBe(200);
    expect(result.counts.addition).toBe(0);
    expect(result.counts.spelling + result.counts.substitution + result.counts.punctuation).toBe(
      slips,
    );
  });
});
