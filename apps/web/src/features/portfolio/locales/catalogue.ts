import type { Catalogue } from '@/lib/i18n/catalogue';

/** The project portfolio pages' words. */
export const portfolioCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
