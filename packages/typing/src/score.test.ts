import { describe, expect, it } from 'vitest';
import { findPreset } from './presets';
import type { Preset } from './presets';
import { score } from './score';
import { eventsOf } from './test-keys';

function preset(id: string): Preset {
  const found = findPreset(id);
  if (!found) throw new Error(`No preset ${id}`);
  return found;
}

const PASSAGE = 'The quick brown fox jumps over the lazy dog near the river bank today.';

describe('score', () => {
  it('plain practice: WPM from correct words, raw WPM from every key, accuracy by words', () => {
    const typed = 'The quick brown fox jumps over teh lazy dog';
    const result = score({
      preset: preset('practice'),
      passage: PASSAGE,
      typed,
      elapsedMs: 60_000,
    });
    expect(result.passed).toBeNull();
    expect(result.correctWords).toBe(8);
    expect(result.mistakes.counts.spelling).toBe(1);
    // 43 keys = 8.6 wpm gross; 40 of the 44 characters (words + their spaces) are in correct words.
    expect(result.netWpm).toBe(7.82);
    expect(result.grossWpm).toBe(typed.length / 5);
    expect(result.accuracy).toBe(88.89);
  });

  it('plain practice in Hindi: a faultless attempt has net speed equal to its KD-true gross speed', () => {
    const passage = 'खाना खा लिया';
    const result = score({
      preset: preset('practice'),
      passage,
      typed: passage,
      elapsedMs: 60_000,
      keyDepressions: 14,
    });
    expect(result.grossWpm).toBe(2.8);
    expect(result.netWpm).toBe(2.8);
  });

  it('SSC CHSL: untyped words at time-out are omissions, so a half-typed passage does not pass', () => {
    const result = score({
      preset: preset('ssc-chsl'),
      passage: PASSAGE,
      typed: 'The quick brown fox',
      elapsedMs: 600_000,
      language: 'english',
    });
    expect(result.mistakes.counts.omission).toBe(10);
    expect(result.errorPercent).toBe(71.43);
    expect(result.passed).toBe(false);
    expect(result.shortfalls[0]).toContain('above the 7% allowed');
  });

  it('SSC CHSL: a complete passage with one half mistake passes', () => {
    const result = score({
      preset: preset('ssc-chsl'),
      passage: PASSAGE,
      typed: PASSAGE.replace('today.', 'today'),
      elapsedMs: 600_000,
    });
    expect(result.mistakes.half).toBe(1);
    expect(result.errorPercent).toBe(3.57);
    expect(result.passed).toBe(true);
  });

  it('SSC CHSL: a reserved category is judged against its own limit (10% rather than 7%)', () => {
    const typed = PASSAGE.replace('quick', 'quik');
    const input = { preset: preset('ssc-chsl'), passage: PASSAGE, typed, elapsedMs: 600_000 };
    expect(score(input)).toMatchObject({ errorPercent: 7.14, errorLimitPercent: 7, passed: false });
    expect(score({ ...input, category: 'OBC / EWS / SC / ST' })).toMatchObject({
      errorLimitPercent: 10,
      passed: true,
    });
  });

  it('RRB NTPC: judged on net speed over the allotted 10 minutes', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i % 50}`).join(' ');
    const result = score({
      preset: preset('rrb-ntpc'),
      passage: words,
      typed: words,
      elapsedMs: 600_000,
    });
    expect(result.minutes).toBe(10);
    expect(result.netWpm).toBeGreaterThanOrEqual(30);
    expect(result.passed).toBe(true);
  });

  it('reports speed for every minute of a long test', () => {
    const keystrokes = eventsOf('a '.repeat(3000), 1_000);
    const result = score({
      preset: preset('practice'),
      passage: 'a '.repeat(3000),
      typed: 'a '.repeat(3000),
      elapsedMs: 90 * 60_000,
      keystrokes,
      durationMinutes: 90,
    });
    expect(result.perMinute).toHaveLength(90);
    expect(result.perMinute.every((m) => m.keys > 0)).toBe(true);
  });
});

describe('score: mistakes between words', () => {
  it('plain practice: an extra space is counted but is not a word, so accuracy stays by words', () => {
    const typed = 'The quick brown  fox';
    const result = score({
      preset: preset('practice'),
      passage: PASSAGE,
      typed,
      elapsedMs: 60_000,
    });
    expect(result.mistakes.counts['extra-space']).toBe(1);
    expect(result.accuracy).toBe(100);
  });
});

describe('score: paragraphs in an exam passage', () => {
  it('SSC CHSL keeps the passage’s paragraph breaks when it cuts it to size', () => {
    const passage = `${'word '.repeat(200)}ends here.\nNew paragraph ${'text '.repeat(200)}`;
    const typed = `${'word '.repeat(200)}ends here.\nNew paragraph`;
    const result = score({ preset: preset('ssc-chsl'), passage, typed, elapsedMs: 600_000 });
    expect(result.mistakes.counts.paragraph).toBe(0);
    expect(result.mistakes.counts.omission).toBe(350 - 204);
  });
});
