import { findSitePage, NOT_FOUND_TITLE } from '@shuruaat/contract';

/** The title the server writes for a path; null when the page writes its own. */
export function sitePageTitle(pathname: string): string | null {
  const page = findSitePage(pathname);
  return page ? page.title : NOT_FOUND_TITLE;
}
