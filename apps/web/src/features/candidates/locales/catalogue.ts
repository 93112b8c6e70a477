import type { Catalogue } from '@/lib/i18n/catalogue';

/** The candidate's profile, resume and jobs-for-you screens. */
export const candidatesCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
