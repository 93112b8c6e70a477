import type { Catalogue } from '@/lib/i18n/catalogue';

/** The company profile form, its verification and the public company page. */
export const companiesCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
