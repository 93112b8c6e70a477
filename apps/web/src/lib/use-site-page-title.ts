import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { findSitePage, NOT_FOUND_TITLE } from '@shuruaat/contract';

/**
 * Gives every page the title the server writes for it (one list, in the contract), as the
 * visitor navigates. Pages whose title depends on what they show set it themselves.
 */
export function useSitePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = findSitePage(pathname);
    if (!page) document.title = NOT_FOUND_TITLE;
    else if (page.title) document.title = page.title;
  }, [pathname]);
}
