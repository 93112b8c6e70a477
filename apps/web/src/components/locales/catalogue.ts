import type { Catalogue } from '@/lib/i18n/catalogue';

/** Shared building blocks (components/ui) and lib/: shown on many pages. */
export const componentsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
