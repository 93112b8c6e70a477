import { LANGUAGES, type Language } from '@shuruaat/contract';
import type { ComponentType } from 'react';
import { documentLanguage } from '@/lib/i18n/start';
import { useTranslator } from '@/lib/i18n/translate';

type LegalPage = 'privacy' | 'terms';

// Each language's edition of the two legal pages, each a chunk of its own.
const EDITIONS: Record<Language, (page: LegalPage) => Promise<ComponentType>> = {
  en: (page) =>
    import('./legal-pages').then((m) => (page === 'privacy' ? m.PrivacyPage : m.TermsPage)),
  hi: (page) =>
    import('./legal-pages.hi').then((m) =>
      page === 'privacy' ? m.HindiPrivacyPage : m.HindiTermsPage,
    ),
};

/**
 * The privacy notice or the terms, written anew in each language rather than translated message
 * by message. The browser fetches only its page's edition, so English readers never download the
 * Hindi text; the server, which loads every route module once for both languages, holds every
 * edition and picks the request's. Kept out of the route table so the entry stays small.
 */
export async function legalPage(page: LegalPage): Promise<ComponentType> {
  const wanted = typeof document === 'undefined' ? LANGUAGES : [documentLanguage()];
  const loaded = new Map<Language, ComponentType>(
    await Promise.all(
      wanted.map(async (language) => [language, await EDITIONS[language](page)] as const),
    ),
  );
  return function LegalPageInLanguage() {
    const { language } = useTranslator();
    const Page = loaded.get(language) ?? loaded.get('en');
    return Page ? <Page /> : null;
  };
}
