import type { Catalogue } from '@/lib/i18n/catalogue';

/** The bell's panel: its heading, empty state and links. */
export const notificationsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
