import type { Catalogue } from '@/lib/i18n/catalogue';

/** The landing pages' words: /internships, /explore-internships and /employerpage. */
export const landingsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
