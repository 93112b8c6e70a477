import type { Catalogue } from '@/lib/i18n/catalogue';

/** The public information pages' words: about, team, programs, services, careers, help. */
export const siteCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
