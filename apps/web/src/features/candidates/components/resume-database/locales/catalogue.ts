import type { Catalogue } from '@/lib/i18n/catalogue';

/**
 * The employer's resume database: its own catalogue inside the candidates folder, because its
 * reader is an employer on one route, not the candidate whose screens the folder's is for.
 */
export const resumeDatabaseCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
