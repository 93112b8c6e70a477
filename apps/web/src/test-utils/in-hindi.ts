import contractEnglish from '@shuruaat/contract/locales/en.json';
import { afterEach, beforeEach } from 'vitest';
import { allTranslators } from '@/lib/i18n/all-translators';
import { learnServerWords, localizeWithKeys } from '@/lib/i18n/server-words';
import { setBrowserTranslator, setServerWords } from '@/lib/i18n/translate';

const translators = allTranslators();

/**
 * Runs a file's tests as a Hindi page does in the browser: screens, loaders' fallbacks and
 * formatters in Hindi, and the server's English messages shown by their contract keys.
 */
export function onHindiPages(): void {
  beforeEach(() => {
    setBrowserTranslator(translators.hi);
    learnServerWords(contractEnglish);
    setServerWords(localizeWithKeys);
  });
  afterEach(() => {
    setBrowserTranslator(translators.en);
    setServerWords((message) => message);
  });
}
