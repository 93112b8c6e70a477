import type { Catalogue } from '@/lib/i18n/catalogue';

/** The privacy page (consents, sessions, data export, deletion) and the notice banner. */
export const privacyCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
