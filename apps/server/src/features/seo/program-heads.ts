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

// The student's own words (headline, skill names) stay as written; ours follow the page.
const PORTFOLIO_WORDS: Record<
  Language,
  { projects: (count: number) => string; skills: string; stop: string }
> = {
  en: { projects: (count) => countOf(count, 'project'), skills: 'Skills', stop: '. ' },
  // "प्रोजेक्ट" is the same for every count (docs/glossary-hi.md).
  hi: { projects: (count) => `${count} प्रोजेक्ट`, skills: 'स्किल्स', stop: '। ' },
};

/** "3 projects. Skills: React, SQL", or the headline first; in Hindi on the Hindi address. */
function portfolioDescription(
  headline: string,
  count: number,
  skills: string[],
  language: Language,
): string {
  const words = PORTFOLIO_WORDS[language];
  const lead = headline || words.projects(count);
  return [lead, skills.length ? `${words.skills}: ${skills.join(', ')}` : '']
    .filter(Boolean)
    .join(words.stop);
}

export function portfolioHead(
  origin: string,
  portfolio: PublicPortfolio,
  language: Language = 'en',
): PageHead {
  const count = portfolio.projects.length;
  const skills = [...new Set(portfolio.projects.flatMap((p) => p.skills))].slice(0, 6);
  return {
    status: 200,
    title: portfolioPageTitleIn(language, portfolio.displayName),
    description: portfolioDescription(portfolio.headline, count, skills, language),
    canonical: `${origin}/portfolio/${portfolio.handle}`,
    ogType: 'website',
  };
}

export const PROGRAM_SITEMAP_PAGES: string[] = PROGRAM_PAGES.filter((p) => p.inSitemap).map(
  (p) => p.path,
);
