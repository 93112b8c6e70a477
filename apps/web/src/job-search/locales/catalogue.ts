import type { Catalogue } from '@/lib/i18n/catalogue';

/** The search box's words, shared by the home page, the landings and /jobs. */
export const jobSearchCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
