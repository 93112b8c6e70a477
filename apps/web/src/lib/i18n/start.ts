import { isLanguage, type Language } from '@shuruaat/contract';
import type { Catalogue } from './catalogue';
import { contractEnglish } from './contract-catalogue';
import { setBrowserTranslator, setServerWords } from './translate';

type Started = { language: Language; load: (messages: Record<string, unknown>) => void };

let started: Promise<Started> | undefined;
const loaded = new Set<Catalogue>();

/** The page's language, as the server wrote it on `<html lang>` (`hi` or `en-IN`). */
export function documentLanguage(): Language {
  const language = document.documentElement.lang.split('-')[0];
  return isLanguage(language) ? language : 'en';
}

/**
 * Loads Lingui's runtime and the catalogues every page shows (navbar, footer, shared parts) in
 * the page's language, beside the route modules, before the app renders.
 */
export function startTranslations(language: Language, shared: Catalogue[]): Promise<void> {
  shared.forEach((catalogue) => loaded.add(catalogue));
  started = Promise.all([
    import('./translator'),
    ...shared.map((catalogue) => catalogue[language]()),
  ]).then(([{ createI18n, translatorOf }, ...modules]) => {
    const i18n = createI18n(
      language,
      modules.map((module) => module.default),
    );
    setBrowserTranslator(translatorOf(language, i18n));
    if (language !== 'en') void learnContractEnglish();
    return { language, load: (messages) => i18n.load(language, messages as never) };
  });
  return started.then(() => undefined);
}

/**
 * A route's own catalogue, loaded with its page's module. Does nothing where translations were
 * not started: the server and unit tests hold every catalogue already.
 */
export async function loadCatalogue(catalogue: Catalogue): Promise<void> {
  if (!started || loaded.has(catalogue)) return;
  loaded.add(catalogue);
  const { language, load } = await started;
  load((await catalogue[language]()).default);
}

// Only pages in another language than the server's need to recognise its English messages.
const learnContractEnglish = () =>
  Promise.all([contractEnglish(), import('./server-words')]).then(
    ([english, { learnServerWords, localizeWithKeys }]) => {
      learnServerWords(english);
      setServerWords(localizeWithKeys);
    },
    () => undefined,
  );
