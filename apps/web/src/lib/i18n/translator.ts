import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { LOCALES, type Language } from '@shuruaat/contract';
import type { Translator } from './translate';

/** A Lingui instance for one language; numbers, plurals and dates follow its Indian locale. */
export function createI18n(language: Language, catalogues: Record<string, unknown>[]): I18n {
  const i18n = setupI18n();
  for (const messages of catalogues) i18n.load(language, messages as Messages);
  i18n.activate(language, [LOCALES[language]]);
  return i18n;
}

export const translatorOf = (language: Language, i18n: I18n): Translator => ({
  language,
  t: (id, values) => i18n._(id, values ?? {}),
});
