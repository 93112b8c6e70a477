import {
  findSitePage,
  NOT_FOUND_TITLE,
  notFoundTitleIn,
  sitePageTitleIn,
} from '@shuruaat/contract';
import { pageLanguage } from './i18n/translate';

/** The title the server writes for a path, in the page's language; null when the page writes its own. */
export function sitePageTitle(pathname: string): string | null {
  const page = findSitePage(pathname);
  const language = pageLanguage();
  if (!page) return notFoundTitleIn(language, NOT_FOUND_TITLE);
  return page.title === null ? null : sitePageTitleIn(language, page.path, page.title);
}
