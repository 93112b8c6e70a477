import type { Catalogue } from '@/lib/i18n/catalogue';

/** The inbox inbox's words. */
export const inboxCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
