import type { Language } from '@shuruaat/contract';

/**
 * A folder's messages in each language, as lazy JSON modules (`locales/{en,hi}.json`). The
 * browser build compiles them (i18n-catalogues.ts in the web root); elsewhere they are read raw
 * and compiled on first use.
 */
export type Catalogue = Record<Language, () => Promise<{ default: Record<string, unknown> }>>;
