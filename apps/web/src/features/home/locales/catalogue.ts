import type { Catalogue } from '@/lib/i18n/catalogue';

/** The home page's words. */
export const homeCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
