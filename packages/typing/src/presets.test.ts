import { describe, expect, it } from 'vitest';
import { MISTAKE_CLASSES, PRESETS } from './presets';
import { allTestChoices, parseTestSlug, testSlug } from './slugs';

describe('presets', () => {
  it('have unique ids and slugs', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    expect(new Set(PRESETS.map((p) => p.slug)).size).toBe(PRESETS.length);
  });

  it('include the exams the issue names', () => {
    const ids = PRESETS.map((p) => p.id);
    for (const id of [
      'practice',
      'ssc-chsl',
      'ssc-cgl-dest',
      'rrb-ntpc',
      'upsssc',
      'mp-cpct',
      'court-gross-minus-errors',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('each weigh every mistake class, explain their rule and name a source', () => {
    for (const preset of PRESETS) {
      expect(Object.keys(preset.mistakeWeights).sort()).toEqual([...MISTAKE_CLASSES].sort());
      expect(preset.rules.length).toBeGreaterThan(0);
      expect(preset.source.length).toBeGreaterThan(10);
      expect(preset.durationOptions).toContain(preset.durationMinutes);
    }
  });

  it('plain practice offers every duration from 1 to 90 minutes', () => {
    expect(PRESETS.find((p) => p.id === 'practice')?.durationOptions).toEqual([
      1, 2, 5, 10, 15, 20, 30, 45, 60, 90,
    ]);
  });

  it('a preset judged on error % has a limit; one judged on speed has a speed for each language', () => {
    for (const preset of PRESETS) {
      if (preset.scoring.formula === 'error-percent')
        expect(preset.passLimit.maxErrorPercent).toBeDefined();
      else if (preset.scoring.formula !== 'practice') {
        for (const language of preset.languages)
          expect(preset.passLimit.minNetWpm?.[language]).toBeGreaterThan(0);
      }
    }
  });
});

describe('test slugs', () => {
  it('writes the slugs the issue gives as examples', () => {
    expect(
      testSlug({
        language: 'hindi',
        layoutId: 'hindi-remington-gail',
        presetId: 'practice',
        durationMinutes: 10,
      }),
    ).toBe('hindi-typing-test-remington-gail-10-minutes');
    expect(
      testSlug({
        language: 'english',
        layoutId: 'english',
        presetId: 'ssc-chsl',
        durationMinutes: 10,
      }),
    ).toBe('english-typing-test-ssc-chsl-10-minutes');
  });

  it('reads back every slug it writes, and no other', () => {
    const choices = allTestChoices();
    expect(new Set(choices.map(testSlug)).size).toBe(choices.length);
    for (const choice of choices) expect(parseTestSlug(testSlug(choice))).toMatchObject(choice);
    expect(parseTestSlug('english-typing-test-7-minutes')).toBeNull();
    expect(parseTestSlug('hindi-typing-test-ssc-cgl-dest-inscript-15-minutes')).toBeNull();
  });
});
