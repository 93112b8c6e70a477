import type { Catalogue } from '@/lib/i18n/catalogue';

/** Sign-in, sign-up and the email-link pages. */
export const authCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
