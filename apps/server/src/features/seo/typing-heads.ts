import {
  findSitePage,
  findTypingToolPage,
  TYPING_PAGE_DESCRIPTIONS,
  TYPING_PAGES,
  TYPING_TOOL_PAGES,
  type Language,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { certificateHead, getCertificate, toolPageHead } from '../typing/typing.service';
import { notFoundHead, type PageHead } from './page-head';

const head = (origin: string, path: string, title: string, description: string): PageHead => ({
  status: 200,
  title,
  description,
  canonical: `${origin}${path}`,
  ogType: 'website',
});

/**
 * The heads of the typing test and its preset pages (each with its own title and
 * description, as search engines list them) and of a certificate (named, or a real 404).
 * Undefined for paths that are not the typing test's. Under /hi the preset pages and the
 * certificate are titled and described in Hindi; the fixed pages' Hindi titles are the site's.
 */
export async function typingHead(
  db: Db,
  origin: string,
  path: string,
  language: Language = 'en',
): Promise<PageHead | undefined> {
  if (!path.startsWith('/tools/')) return undefined;
  const fixed = TYPING_PAGES.find((page) => page.path === path);
  const described = TYPING_PAGE_DESCRIPTIONS[path];
  if (fixed?.title && described) return head(origin, path, fixed.title, described);
  const certificate = /^\/tools\/typing-test\/certificate\/([^/]{1,64})$/.exec(path)?.[1];
  if (certificate) {
    const found = await getCertificate(db, certificate).catch(() => undefined);
    if (!found) return notFoundHead(origin, path, language);
    const { title, description } = certificateHead(found, language);
    return head(origin, path, title, description);
  }
  const slug = /^\/tools\/([a-z0-9-]{1,120})$/.exec(path)?.[1];
  // Another page listed under /tools/ (from another feature) is not the typing test's to judge.
  if (slug && slug !== 'typing-test' && findSitePage(path)?.path === '/tools/:slug') {
    const page = findTypingToolPage(slug);
    if (!page) return notFoundHead(origin, path, language);
    const { title, description } = toolPageHead(page, language);
    return head(origin, path, title, description);
  }
  return undefined;
}

export const TYPING_SITEMAP_PAGES: string[] = [
  '/tools/typing-test',
  ...TYPING_TOOL_PAGES.map((page) => `/tools/${page.slug}`),
];
