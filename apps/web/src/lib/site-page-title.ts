import {
  findSitePage,
  NOT_FOUND_TITLE,
  notFoundTitleIn,
  sitePageTitleIn,
  type Language,
} from '@shuruaat/contract';
import { pageLanguage } from './i18n/translate';

/** The title the server writes for a path, in the page's language; null when the page writes its own. */
export function sitePageTitle(
  pathname: string,
  language: Language = pageLanguage(),
): string | null {
  const page = findSitePage(pathname);
  if (!page) return notFoundTitleIn(language, NOT_FOUND_TITLE);
  return page.title === null ? null : sitePageTitleIn(language, page.path, page.title);
}
