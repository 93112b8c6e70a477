import type { Catalogue } from '@/lib/i18n/catalogue';

/** The stipend checks: the intern's question, the employer's answers page and the admin's list. */
export const stipendsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
