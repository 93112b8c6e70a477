import type { TypingLanguage, TypingLayout, TypingPreset } from '@shuruaat/contract';
import type { LayoutId, Preset } from '@shuruaat/typing';

/** The contract's short layout names (in URLs) and the engine's ids. */
export function engineLayout(layout: TypingLayout): LayoutId {
  if (layout === 'inscript') return 'hindi-inscript';
  if (layout === 'remington-gail') return 'hindi-remington-gail';
  if (layout === 'krutidev') return 'hindi-krutidev';
  return 'english';
}

type Rules = {
  backspace: Preset['backspace'];
  highlightNextWord: boolean;
  pauseAllowed: boolean;
  passageWords: Partial<Record<TypingLanguage, number>> | null;
  durationOptions: number[];
};

/** The rules the page enforces, read from the preset row the server sent (the one it scores with). */
export function presetRules(preset: TypingPreset): Rules {
  const row = preset.definition;
  const words = row.passageWords;
  return {
    backspace: row.backspace,
    highlightNextWord: row.highlightNextWord,
    pauseAllowed: row.pauseAllowed,
    passageWords: words ? { en: words.english, hi: words.hindi } : null,
    durationOptions:
      row.durationOptions.length > 0 ? row.durationOptions : [preset.durationMinutes],
  };
}

/** Each Backspace rule's words (message ids, said where they render). */
export const BACKSPACE_TEXT: Record<Preset['backspace'], string> = {
  free: 'typing.backspace.free',
  'current-and-previous-word': 'typing.backspace.currentAndPrevious',
  'current-word': 'typing.backspace.current',
  none: 'typing.backspace.none',
};
