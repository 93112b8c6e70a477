import type { Catalogue } from '@/lib/i18n/catalogue';

/** The admin's words for writing and managing posts, kept apart so public readers skip them. */
export const adminBlogsCatalogue: Catalogue = {
  en: () => import('./en.json'),
  hi: () => import('./hi.json'),
};
