import {
  countOf,
  PROGRAM_PAGE_DESCRIPTIONS,
  PROGRAM_PAGES,
  portfolioPageTitleIn,
  type Language,
  type PublicPortfolio,
} from '@shuruaat/contract';
import type { PageHead } from './page-head';

/** The head of a program or tool page with a written description, or undefined for others. */
export function programHead(origin: string, path: string): PageHead | undefined {
  const page = PROGRAM_PAGES.find((p) => p.path === path);
  const description = PROGRAM_PAGE_DESCRIPTIONS[path];
  if (!page?.title || !description) return undefined;
  return {
    status: 200,
    title: page.title,
    description,
    canonical: `${origin}${path}`,
    ogType: 'website',
  };
}

export function portfolioHead(
  origin: string,
  portfolio: PublicPortfolio,
  language: Language = 'en',
): PageHead {
  const count = portfolio.projects.length;
  const skills = [...new Set(portfolio.projects.flatMap((p) => p.skills))].slice(0, 6);
  const lead = portfolio.headline || countOf(count, 'project');
  return {
    status: 200,
    title: portfolioPageTitleIn(language, portfolio.displayName),
    description: [lead, skills.length ? `Skills: ${skills.join(', ')}` : '']
      .filter(Boolean)
      .join('. '),
    canonical: `${origin}/portfolio/${portfolio.handle}`,
    ogType: 'website',
  };
}

export const PROGRAM_SITEMAP_PAGES: string[] = PROGRAM_PAGES.filter((p) => p.inSitemap).map(
  (p) => p.path,
);
