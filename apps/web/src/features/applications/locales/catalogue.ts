import type { Catalogue } from '@/lib/i18n/catalogue';

/** Applying, and the candidate's and employer's application screens. */
export const applicationsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
