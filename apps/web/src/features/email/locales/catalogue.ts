import type { Catalogue } from '@/lib/i18n/catalogue';

/** Email settings, job alerts and unsubscribing (the development mailbox stays English). */
export const emailCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
