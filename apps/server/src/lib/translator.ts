import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, LOCALES, type Language } from '@shuruaat/contract';

export type MessageValues = Record<string, string | number>;
export type Translate = (id: string, values?: MessageValues) => string;
/** A folder's catalogue in each language (`locales/{en,hi}.json`), as the web's are. */
export type Catalogue = Record<Language, Record<string, string>>;

/**
 * The server's words in each language (decision 032): the same Lingui runtime and ICU messages
 * as the web app, compiled on first use (the server ships no bundle, so no build step).
 */
export function createTranslators(...catalogues: Catalogue[]): Record<Language, Translate> {
  const entries = LANGUAGES.map((language) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    for (const catalogue of catalogues) i18n.load(language, catalogue[language] as Messages);
    i18n.activate(language, [LOCALES[language]]);
    const translate: Translate = (id, values) => i18n._(id, values ?? {});
    return [language, translate] as const;
  });
  return Object.fromEntries(entries) as Record<Language, Translate>;
}
