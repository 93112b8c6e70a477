import {
  findSitePage,
  HINDI_PAGE_TITLES,
  NOT_FOUND_TITLE,
  type Language,
} from '@shuruaat/contract';

/** The title the server writes for a path in a language; null when the page writes its own. */
export function sitePageTitle(pathname: string, language: Language = 'en'): string | null {
  const page = findSitePage(pathname);
  if (!page) return NOT_FOUND_TITLE;
  return (language === 'hi' ? HINDI_PAGE_TITLES[page.path] : undefined) ?? page.title;
}
