import type { Catalogue } from '@/lib/i18n/catalogue';

/** The job search page's, the job page's and the job card's words. */
export const jobsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
