import type { TypingLanguage, TypingToolPage } from '@shuruaat/contract';
import { TYPING_LAYOUT_NAMES } from '@shuruaat/contract';
import type { Translate, Translator } from '@/lib/i18n/translate';

// The server words a preset (its name, its rules) and a verdict's shortfalls in English, from
// the engine's rows. An English page shows them as sent; a Hindi page shows the catalogue's
// Hindi for the presets the product ships, found by id (or, where a summary carries only the
// name, by that English name), and anything else as sent.

type PresetWords = { id: string; english: string; name: string; rules: string };

export const PRESET_WORDS: readonly PresetWords[] = [
  {
    id: 'practice',
    english: 'Plain practice',
    name: 'typing.preset.practice.name',
    rules: 'typing.preset.practice.rules',
  },
  {
    id: 'ssc-chsl',
    english: 'SSC CHSL typing test',
    name: 'typing.preset.sscChsl.name',
    rules: 'typing.preset.sscChsl.rules',
  },
  {
    id: 'ssc-cgl-dest',
    english: 'SSC CGL Data Entry Speed Test (DEST)',
    name: 'typing.preset.sscCglDest.name',
    rules: 'typing.preset.sscCglDest.rules',
  },
  {
    id: 'ssc-chsl-dest',
    english: 'SSC CHSL Data Entry Speed Test (DEO)',
    name: 'typing.preset.sscChslDest.name',
    rules: 'typing.preset.sscChslDest.rules',
  },
  {
    id: 'rrb-ntpc',
    english: 'RRB NTPC typing skill test (CBTST)',
    name: 'typing.preset.rrbNtpc.name',
    rules: 'typing.preset.rrbNtpc.rules',
  },
  {
    id: 'upsssc',
    english: 'UPSSSC Junior Assistant typing test',
    name: 'typing.preset.upsssc.name',
    rules: 'typing.preset.upsssc.rules',
  },
  {
    id: 'mp-cpct',
    english: 'MP CPCT typing test',
    name: 'typing.preset.mpCpct.name',
    rules: 'typing.preset.mpCpct.rules',
  },
  {
    id: 'court-gross-minus-errors',
    english: 'Court clerk test (gross minus mistakes)',
    name: 'typing.preset.court.name',
    rules: 'typing.preset.court.rules',
  },
  {
    id: 'strokes-per-mistake',
    english: 'AIIMS-style test (50 strokes per mistake)',
    name: 'typing.preset.strokes.name',
    rules: 'typing.preset.strokes.rules',
  },
];

const byId = new Map(PRESET_WORDS.map((words) => [words.id, words]));
const byName = new Map(PRESET_WORDS.map((words) => [words.english, words]));

/** A preset's name in the page's language; `id` when the answer carries it, else by its name. */
export function presetName({ language, t }: Translator, name: string, id?: string): string {
  const words = id ? byId.get(id) : byName.get(name);
  return language === 'en' || !words ? name : t(words.name);
}

/** How a preset is scored, in the page's language. */
export function presetRuleText({ language, t }: Translator, id: string, ruleText: string): string {
  const words = byId.get(id);
  return language === 'en' || !words ? ruleText : t(words.rules);
}

// The engine's shortfall sentences (packages/typing/src/score.ts, `judge`), with their figures.
const SHORTFALLS: readonly [RegExp, string][] = [
  [/^Errors (.+)% are above the (.+)% allowed\.$/u, 'typing.shortfall.errors'],
  [/^Net speed (.+) wpm is below the (.+) wpm required\.$/u, 'typing.shortfall.net'],
  [/^Speed (.+) wpm is below the (.+) wpm required\.$/u, 'typing.shortfall.gross'],
];

/** Why an exam result did not pass, in the page's language. */
export function shortfallText({ language, t }: Translator, shortfall: string): string {
  if (language === 'en') return shortfall;
  for (const [pattern, id] of SHORTFALLS) {
    const found = pattern.exec(shortfall);
    if (found) return t(id, { figure: found[1], limit: found[2] });
  }
  return shortfall;
}

export const languageName = (t: Translate, language: TypingLanguage) =>
  t(language === 'hi' ? 'typing.language.hi' : 'typing.language.en');

export const minutesWords = (t: Translate, minutes: number) => t('typing.minutes', { minutes });

/**
 * A preset page's heading: its English title as written, or in Hindi built from its parts
 * (layout and exam names stay as students know them).
 */
export function toolPageHeading(translator: Translator, page: TypingToolPage): string {
  if (translator.language === 'en') return page.title.split(' | ')[0] ?? page.title;
  const { t } = translator;
  const values = {
    language: languageName(t, page.language),
    layout: page.language === 'hi' ? TYPING_LAYOUT_NAMES[page.layout] : '',
    duration: minutesWords(t, page.durationMinutes),
    preset: presetName(translator, '', page.presetId),
    hasLayout: page.language === 'hi' ? 'yes' : 'no',
  };
  return page.presetId === 'practice'
    ? t('typing.toolPage.practice', values)
    : t('typing.toolPage.exam', values);
}

// The loaders' own fallbacks, shown when no answer carries words (a network error). A loader
// has no translator of its own (on the server it runs before any page's language applies), so
// it writes the English and the page says it in its language with `failureWords`.
export const LOAD_FALLBACKS = {
  certificate: { english: 'Failed to load this certificate', id: 'typing.failed.certificate' },
  retest: { english: 'Failed to load this retest link', id: 'typing.failed.retest' },
  result: { english: 'Failed to load this result', id: 'typing.failed.result' },
  attach: { english: 'Failed to attach the result', id: 'typing.failed.attach' },
} as const;

/** A failure's message in the page's language: the server's already is, by its key. */
export function failureWords(t: Translate, message: string): string {
  const fallback = Object.values(LOAD_FALLBACKS).find(({ english }) => english === message);
  return fallback ? t(fallback.id) : message;
}
