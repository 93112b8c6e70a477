import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useTranslator } from './i18n/translate';

/**
 * Gives every page the title the server writes for it (one list, in the contract), as the
 * visitor navigates. Pages whose title depends on what they show set it themselves. The list of
 * every page's title loads after the first paint: the server already wrote the first page's, and
 * keeping it out of the entry script keeps that under its budget.
 */
export function useSitePageTitle(): void {
  const { pathname } = useLocation();
  const { language } = useTranslator();
  useEffect(() => {
    let isCurrent = true;
    void import('./site-page-title').then(({ sitePageTitle }) => {
      const title = sitePageTitle(pathname, language);
      if (isCurrent && title) document.title = title;
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname, language]);
}
