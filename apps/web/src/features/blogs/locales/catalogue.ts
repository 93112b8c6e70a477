import type { Catalogue } from '@/lib/i18n/catalogue';

/** The public blog's words: /blogs and a post's page around its text (not the admin editor). */
export const blogsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
