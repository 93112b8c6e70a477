import type { Catalogue } from '@/lib/i18n/catalogue';

/** The success stories pages' words. */
export const storiesCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
