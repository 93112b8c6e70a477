import type { Catalogue } from './catalogue';

/** The contract's messages (packages/contract/src/locales): the server's words, by key. */
export const contractCatalogue: Catalogue = {
  en: () => import('@shuruaat/contract/locales/en.json'),
  hi: () => import('@shuruaat/contract/locales/hi.json'),
};

/** Its English as written (not compiled), to recognise the server's messages on other pages. */
export const contractEnglish = () =>
  import('@shuruaat/contract/locales/en.json?raw').then(
    (module) => JSON.parse(module.default) as Record<string, string>,
  );
