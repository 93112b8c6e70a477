import type { Catalogue } from '@/lib/i18n/catalogue';

/** Every dashboard's frame (side menu, email banner) and the overviews' words. */
export const dashboardCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
