import type { Catalogue } from '@/lib/i18n/catalogue';

/** The typing test's words: picker, test screen, results, certificate, history, retest. */
export const typingCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
