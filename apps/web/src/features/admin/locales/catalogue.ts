import type { Catalogue } from '@/lib/i18n/catalogue';

/** The admin console's words. */
export const adminCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
