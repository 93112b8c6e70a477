import { describe, expect, it } from 'vitest';
import { applyFormula, errorPercent } from './formulas';
import { findPreset } from './presets';
import type { ScoringRule } from './presets';

function rule(id: string): ScoringRule {
  const preset = findPreset(id);
  if (!preset) throw new Error(`No preset ${id}`);
  return preset.scoring;
}

// Worked examples: the figures the notices (or the sites reproducing them) use.
describe('exam formulas', () => {
  it('SSC: 20 mistakes (15 full, 10 half) in a 350-word passage is 5.71% — within 7%', () => {
    expect(errorPercent(15 + 10 / 2, 350)).toBe(5.71);
  });

  it('SSC KD variant example: omitting "have" is 4 KD of 2,000 = 0.2%', () => {
    expect(errorPercent(4, 2000)).toBe(0.2);
  });

  it('RRB: 1,750 KD in 10 min with 25 mistakes: 5% of 350 words pardoned, 7.5 × 10 deducted = 27.5 wpm', () => {
    const result = applyFormula(rule('rrb-ntpc'), {
      keyDepressions: 1750,
      mistakes: 25,
      minutes: 10,
    });
    expect(result.grossWpm).toBe(35);
    expect(result.netWpm).toBe(27.5);
  });

  it('RRB: mistakes within 5% of words cost nothing', () => {
    const result = applyFormula(rule('rrb-ntpc'), {
      keyDepressions: 1750,
      mistakes: 17,
      minutes: 10,
    });
    expect(result.netWpm).toBe(35);
  });

  it('UPSSSC: 150 words in 5 min with 9 mistakes: 4 beyond the 5 pardoned cost 20 words = 26 wpm', () => {
    const result = applyFormula(rule('upsssc'), { keyDepressions: 750, mistakes: 9, minutes: 5 });
    expect(result.netWpm).toBe(26);
  });

  it('court: 48 gross − 14 mistakes = 34 net in 10 minutes, accuracy 70.83%', () => {
    const result = applyFormula(rule('court-gross-minus-errors'), {
      keyDepressions: 2400,
      mistakes: 14,
      minutes: 10,
    });
    expect(result).toEqual({ grossWpm: 48, netWpm: 34, accuracy: 70.83 });
  });

  it('CPCT: 1,500 KD in 15 min with 15 mistakes = (300 − 15) ÷ 15 = 19 net wpm', () => {
    const result = applyFormula(rule('mp-cpct'), {
      keyDepressions: 1500,
      mistakes: 15,
      minutes: 15,
    });
    expect(result.netWpm).toBe(19);
  });

  it('50 strokes per mistake: 2,700 KD in 15 min with 5 mistakes = 32.67 net wpm', () => {
    const result = applyFormula(rule('strokes-per-mistake'), {
      keyDepressions: 2700,
      mistakes: 5,
      minutes: 15,
    });
    expect(result.grossWpm).toBe(36);
    expect(result.netWpm).toBe(32.67);
  });

  it('in 10 minutes "10 words per mistake" and "gross minus mistakes" agree, as the research notes', () => {
    const input = { keyDepressions: 2000, mistakes: 6, minutes: 10 };
    const strokes = applyFormula(rule('strokes-per-mistake'), input).netWpm;
    expect(applyFormula(rule('court-gross-minus-errors'), input).netWpm).toBe(strokes);
  });

  it('net speed never goes below zero', () => {
    const result = applyFormula(rule('mp-cpct'), { keyDepressions: 50, mistakes: 40, minutes: 1 });
    expect(result.netWpm).toBe(0);
  });
});
