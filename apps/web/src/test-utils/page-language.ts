import en from '@shuruaat/contract/locales/en.json';
import { allTranslators } from '@/lib/i18n/all-translators';
import { learnServerWords, localizeWithKeys } from '@/lib/i18n/server-words';
import { setBrowserTranslator, setServerWords } from '@/lib/i18n/translate';

const translators = allTranslators();

/**
 * Makes the test's page Hindi, as a browser on a /hi page is: every component's words, and the
 * server's English messages shown by their contract keys.
 */
export function pageInHindi(): void {
  setBrowserTranslator(translators.hi);
  learnServerWords(en);
  setServerWords(localizeWithKeys);
}

/** Back to the English page every other test expects. */
export function pageInEnglish(): void {
  setBrowserTranslator(translators.en);
  setServerWords((message) => message);
}
