import { PRESETS } from '@shuruaat/typing';
import { describe, expect, it } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import en from './locales/en.json';
import { PRESET_WORDS, presetName, presetRuleText, shortfallText } from './words';

const { hi, en: english } = allTranslators();
const catalogue = en as Record<string, string>;

describe('the presets’ words', () => {
  it('name every preset the engine ships, in its English as the server sends it', () => {
    expect(PRESET_WORDS.map((words) => [words.id, words.english])).toEqual(
      PRESETS.map((preset) => [preset.id, preset.name]),
    );
    for (const preset of PRESETS) {
      const words = PRESET_WORDS.find((w) => w.id === preset.id);
      expect(catalogue[words?.name ?? '']).toBe(preset.name);
      expect(catalogue[words?.rules ?? '']).toBe(preset.rules.join(' '));
    }
  });

  it('say a preset in Hindi on a Hindi page, by id or by its English name, and as sent in English', () => {
    expect(presetName(hi, 'SSC CHSL typing test', 'ssc-chsl')).toBe('SSC CHSL टाइपिंग टेस्ट');
    expect(presetName(hi, 'RRB NTPC typing skill test (CBTST)')).toBe(
      'RRB NTPC टाइपिंग स्किल टेस्ट (CBTST)',
    );
    expect(presetName(hi, 'A preset an admin added')).toBe('A preset an admin added');
    expect(presetName(english, 'SSC CHSL', 'ssc-chsl')).toBe('SSC CHSL');
    expect(presetRuleText(hi, 'rrb-ntpc', 'English rules')).toContain('Backspace नहीं चलेगा');
    expect(presetRuleText(english, 'rrb-ntpc', 'English rules')).toBe('English rules');
  });

  it('read the engine’s shortfalls (packages/typing score.ts) into Hindi, figures kept', () => {
    expect(shortfallText(hi, 'Errors 9.5% are above the 7% allowed.')).toBe(
      'गलतियाँ 9.5% हैं, जबकि 7% तक ही चलती हैं।',
    );
    expect(shortfallText(hi, 'Net speed 21.4 wpm is below the 25 wpm required.')).toBe(
      'नेट स्पीड 21.4 wpm है, जबकि 25 wpm चाहिए।',
    );
    expect(shortfallText(hi, 'Speed 20 wpm is below the 26.67 wpm required.')).toBe(
      'स्पीड 20 wpm है, जबकि 26.67 wpm चाहिए।',
    );
    expect(shortfallText(english, 'Errors 9.5% are above the 7% allowed.')).toBe(
      'Errors 9.5% are above the 7% allowed.',
    );
  });
});
