import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@shuruaat/contract';
import contractEn from '@shuruaat/contract/locales/en.json';
import contractHi from '@shuruaat/contract/locales/hi.json';
import type { Translator } from './translate';
import { createI18n, translatorOf } from './translator';

// Every catalogue of the app, for the server's render and the unit tests, which hold both
// languages at once; the browser loads only its page's (./start.ts). Read raw here, so the
// messages are compiled on first use.
const CATALOGUES = import.meta.glob<Record<string, unknown>>(
  ['../../**/locales/*.json', '../../**/locales/*/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

const languageOf = (path: string) => /\/locales\/(?:\w+\/)?(\w+)\.json$/.exec(path)?.[1];

const CONTRACT: Record<Language, Record<string, unknown>> = { en: contractEn, hi: contractHi };

function translatorFor(language: Language): Translator {
  const messages = Object.entries(CATALOGUES)
    .filter(([path]) => languageOf(path) === language)
    .map(([, catalogue]) => catalogue)
    .concat(CONTRACT[language]);
  const i18n = createI18n(language, messages);
  i18n.setMessagesCompiler(compileMessage);
  return translatorOf(language, i18n);
}

/** One translator per language, holding every message. */
export const allTranslators = (): Record<Language, Translator> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, translatorFor(language)])) as Record<
    Language,
    Translator
  >;
