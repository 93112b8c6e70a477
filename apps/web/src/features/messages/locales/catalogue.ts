import type { Catalogue } from '@/lib/i18n/catalogue';

/** A conversation's words: the inbox, the thread, its composer, interviews and warnings. */
export const messagesCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
