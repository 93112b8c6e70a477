import type { Catalogue } from '@/lib/i18n/catalogue';

/** The offer checker's words, and each red flag explained (SCAM_FLAG_TEXTS, by its code). */
export const offerCheckCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
