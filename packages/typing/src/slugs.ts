// Page slugs for typing tests, long and descriptive as the spec asks:
// /tools/english-typing-test-10-minutes, /tools/hindi-typing-test-remington-gail-10-minutes,
// /tools/english-typing-test-ssc-chsl-10-minutes, /tools/hindi-typing-test-ssc-chsl-inscript-10-minutes.
import type { Language, LayoutId } from './layouts/types';
import { PRESETS } from './presets';
import type { Preset } from './presets';

export type TestChoice = {
  language: Language;
  layoutId: LayoutId;
  presetId: string;
  durationMinutes: number;
};

const LAYOUT_SLUGS: Readonly<Record<LayoutId, string>> = {
  english: '',
  'hindi-inscript': 'inscript',
  'hindi-remington-gail': 'remington-gail',
  'hindi-krutidev': 'krutidev',
};

export function testSlug(choice: TestChoice): string {
  const preset = PRESETS.find((p) => p.id === choice.presetId);
  const parts = [`${choice.language}-typing-test`];
  if (preset && preset.id !== 'practice') parts.push(preset.slug);
  if (choice.language === 'hindi') parts.push(LAYOUT_SLUGS[choice.layoutId]);
  parts.push(`${choice.durationMinutes}-minutes`);
  return parts.filter(Boolean).join('-');
}

/** Every slug a page can be served at: each preset × language × layout × allowed duration. */
export function allTestChoices(): TestChoice[] {
  const choices: TestChoice[] = [];
  for (const preset of PRESETS) {
    for (const language of preset.languages) {
      const layouts: LayoutId[] =
        language === 'english'
          ? ['english']
          : ['hindi-remington-gail', 'hindi-inscript', 'hindi-krutidev'];
      for (const layoutId of layouts) {
        for (const durationMinutes of preset.durationOptions) {
          choices.push({ language, layoutId, presetId: preset.id, durationMinutes });
        }
      }
    }
  }
  return choices;
}

let bySlug: Map<string, TestChoice> | null = null;

/** The test a slug names, or null for a slug no test has. */
export function parseTestSlug(slug: string): (TestChoice & { preset: Preset }) | null {
  bySlug ??= new Map(allTestChoices().map((choice) => [testSlug(choice), choice]));
  const choice = bySlug.get(slug);
  const preset = choice && PRESETS.find((p) => p.id === choice.presetId);
  return choice && preset ? { ...choice, preset } : null;
}
