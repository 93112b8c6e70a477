import type { Catalogue } from '@/lib/i18n/catalogue';

/** The referral and campus ambassador pages' words. */
export const referralCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
