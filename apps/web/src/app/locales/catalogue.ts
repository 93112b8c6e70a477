import type { Catalogue } from '@/lib/i18n/catalogue';

/** The navbar, footer, language switch and error screens: shown on every page. */
export const appCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
