import {
  findInfoPage,
  findSitePage,
  INFO_PAGES,
  LANGUAGES,
  LOCALES,
  pathInLanguage,
  todayInIndia,
  type Language,
} from '@shuruaat/contract';
import type { Db } from '../../db/client';
import { findPublishedPortfolio } from '../portfolio/portfolio.service';
import { findJobBySlug, readSearchAs } from '../search/search.service';
import {
  employerLandingHead,
  exploreInternshipsHead,
  headInLanguage,
  homeHead,
  infoPageHead,
  internshipsHead,
  jobHead,
  jobsHead,
  jobsQueryForTitle,
  notFoundHead,
  sitePageHead,
  type PageHead,
} from './page-head';
import { portfolioHead, programHead, PROGRAM_SITEMAP_PAGES } from './program-heads';
import { blogHead, blogsHead } from './blog-heads';
import { findSitemapSlugs } from '../blogs/blogs.service';
import * as repo from './seo.repository';
import { typingHead, TYPING_SITEMAP_PAGES } from './typing-heads';

/**
 * API answers a page's head was built from, by the path the page's own loader asks for, so
 * the server render reads them here instead of asking the database again (page-render.ts).
 */
export type HeadAnswers = Map<string, unknown>;

/**
 * The head a page's HTML should carry, or undefined to send the app shell unchanged. What it
 * read that the page will ask for again goes into `answers`.
 */
/** The live listings search reads from: with them, /jobs heads use the words as corrected. */
type LiveListings = Parameters<typeof readSearchAs>[0];

export async function headFor(
  db: Db,
  url: URL,
  origin: string,
  answers?: HeadAnswers,
  live?: LiveListings,
  language: Language = 'en',
): Promise<PageHead | undefined> {
  const head = await headOfPage(db, url, origin, answers, live, language);
  if (!head || language === 'en') return head;
  // The search page words its title from its filters in the page's language, as its h1 does.
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/jobs' && head.status === 200) return head;
  return headInLanguage(head, path, language);
}

async function headOfPage(
  db: Db,
  url: URL,
  origin: string,
  answers: HeadAnswers | undefined,
  live: LiveListings | undefined,
  language: Language,
): Promise<PageHead | undefined> {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return homeHead(origin, language);
  if (path === '/internships') return internshipsHead(origin);
  if (path === '/explore-internships') return exploreInternshipsHead(origin);
  if (path === '/employerpage') return employerLandingHead(origin);
  if (path === '/jobs') return jobsHeadFor(origin, url.searchParams, live, language);
  const info = findInfoPage(path);
  if (info) return infoPageHead(origin, info, language);
  const program = programHead(origin, path);
  if (program) return program;
  if (path === '/blogs') return blogsHead(origin);
  const blogSlug = /^\/blogs\/([^/]+)$/.exec(path)?.[1];
  if (blogSlug) {
    const head = /^[a-z0-9-]{1,80}$/.test(blogSlug)
      ? await blogHead(db, origin, blogSlug)
      : undefined;
    return head ?? notFoundHead(origin, path, language);
  }
  const typing = await typingHead(db, origin, path, language);
  if (typing) return typing;
  const handle = /^\/portfolio\/([^/]+)$/.exec(path)?.[1];
  if (handle) {
    // An unpublished or unknown portfolio is a real 404, not an empty page.
    const portfolio = /^[a-z0-9-]{3,40}$/i.test(handle)
      ? await findPublishedPortfolio(db, handle)
      : undefined;
    return portfolio
      ? portfolioHead(origin, portfolio, language)
      : notFoundHead(origin, path, language);
  }
  const slug = /^\/jobs\/([a-z0-9-]{1,200})$/.exec(path)?.[1];
  if (!slug) {
    // Any other page of the app gets its title; a path that is no page is a real 404.
    const page = findSitePage(path);
    if (!page) return notFoundHead(origin, path, language);
    return page.title ? sitePageHead(origin, path, page.title, language) : undefined;
  }
  const detail = await findJobBySlug(db, slug);
  if (!detail) return notFoundHead(origin, path, language);
  // GET /api/jobs/:slug answers exactly this (search.routes.ts).
  answers?.set(`/api/jobs/${slug}`, detail);
  return jobHead(origin, detail, language);
}

/** Old `/job/{id}` links lead to the job's readable address. */
export async function slugForJobId(db: Db, id: string): Promise<string | undefined> {
  return repo.findPublicSlugById(db, id);
}

const SITEMAP_PAGES = [
  '/',
  '/jobs',
  '/internships',
  '/explore-internships',
  '/employerpage',
  '/blogs',
  ...INFO_PAGES.map((page) => page.path),
  ...PROGRAM_SITEMAP_PAGES,
  ...TYPING_SITEMAP_PAGES,
];
// Each listing is two addresses, English and Hindi (decision 032): 22,500 listings make 45,000
// URLs a file, under the protocol's 50,000.
export const SITEMAP_CHUNK = 22_500;

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One `<url>` per language of each page, each naming all of the page's addresses with
 * `hreflang`, as search engines ask of a site in several languages.
 */
function urlset(origin: string, entries: { path: string; lastmod?: string }[]): string {
  const urls = entries.flatMap((e) => {
    const alternates = LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${LOCALES[language]}" href="${xmlEscape(origin + pathInLanguage(language, e.path))}"/>`,
    ).join('');
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
    return LANGUAGES.map(
      (language) =>
        `<url><loc>${xmlEscape(origin + pathInLanguage(language, e.path))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index: the site's pages, then open jobs in chunks under the 50,000-URL limit. */
export async function sitemapIndex(db: Db, origin: string): Promise<string> {
  const openJobs = await repo.countOpenJobs(db, todayInIndia());
  const chunks = Math.ceil(openJobs / SITEMAP_CHUNK);
  const maps = [`${origin}/sitemaps/pages.xml`];
  for (let i = 1; i <= chunks; i += 1) maps.push(`${origin}/sitemaps/jobs-${i}.xml`);
  const items = maps.map((loc) => `<sitemap><loc>${xmlEscape(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The site's pages and every published blog post (a few hundred at most: one file holds them). */
export async function pagesSitemap(db: Db, origin: string): Promise<string> {
  const posts = await findSitemapSlugs(db);
  return urlset(origin, [
    ...SITEMAP_PAGES.map((path) => ({ path })),
    ...posts.map((post) => ({
      path: `/blogs/${post.slug}`,
      lastmod: post.updatedAt.toISOString().slice(0, 10),
    })),
  ]);
}

export async function jobsSitemap(
  db: Db,
  origin: string,
  chunk: number,
): Promise<string | undefined> {
  const rows = await repo.findOpenJobSlugs(
    db,
    todayInIndia(),
    (chunk - 1) * SITEMAP_CHUNK,
    SITEMAP_CHUNK,
  );
  if (rows.length === 0 && chunk > 1) return undefined;
  return urlset(
    origin,
    rows.map((r) => ({
      path: `/jobs/${r.slug}`,
      lastmod: r.updatedAt.toISOString().slice(0, 10),
    })),
  );
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /user/',
    'Disallow: /employer/',
    'Disallow: /admin/',
    'Disallow: /applyjob/',
    // The same, in Hindi (decision 032).
    'Disallow: /hi/user/',
    'Disallow: /hi/employer/',
    'Disallow: /hi/admin/',
    'Disallow: /hi/applyjob/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

async function jobsHeadFor(
  origin: string,
  query: URLSearchParams,
  live: LiveListings | undefined,
  language: Language,
) {
  const input = jobsQueryForTitle(query);
  if (!live || !input) return jobsHead(origin, query, undefined, language);
  const readAs = await readSearchAs(live, {
    q: input.q?.slice(0, 100) ?? undefined,
    kind: input.kind ?? undefined,
    city: input.city,
    workMode: input.workMode ?? undefined,
    partTime: undefined,
  });
  return jobsHead(origin, query, readAs, language);
}
