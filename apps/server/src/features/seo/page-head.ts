import { z } from 'zod';
import {
  HINDI_PAGE_DESCRIPTIONS,
  sitePageTitleIn,
  INFO_PAGE_DESCRIPTIONS,
  CategorySchema,
  CitySchema,
  formatInr,
  formatLpa,
  jobPageTitle,
  findSitePage,
  NOT_FOUND_TITLE,
  notFoundTitleIn,
  SITE_PAGES,
  JobKindSchema,
  searchHeadingIn,
  WorkModeSchema,
  type ContractWords,
  type InfoPage,
  type JobDetailResponse,
  type Language,
  type SearchReadAs,
} from '@shuruaat/contract';
import { markdownToPlainText } from '../../lib/markdown';
import { jobPostingLd } from './job-posting';
import { faqPageLd, organizationLd } from './site-structured-data';
import { headWords } from './seo-words';

export type PageHead = {
  status: number;
  title: string;
  description: string;
  canonical: string;
  ogType: 'website' | 'article';
  image?: string | undefined;
  jsonLd?: object | undefined;
};

const SITE = 'Shuruaat';

// Whatever a visitor typed into the URL: unknown values are dropped, never echoed as filters.
const SearchQueryForTitle = z.object({
  q: z.string().nullable(),
  kind: JobKindSchema.nullable().catch(null),
  category: CategorySchema.nullable().catch(null),
  city: z.array(CitySchema).catch([]),
  workMode: WorkModeSchema.nullable().catch(null),
});

const titleOf = (path: string) => SITE_PAGES.find((page) => page.path === path)?.title ?? SITE;

export function homeHead(origin: string, language: Language = 'en'): PageHead {
  return {
    status: 200,
    title: titleOf('/'),
    description: headWords(language).t('seo.home.description'),
    canonical: `${origin}/`,
    ogType: 'website',
    jsonLd: organizationLd(origin, language),
  };
}

/**
 * About, programs, help, legal…: each with its own description; two carry structured data, in
 * the page's language.
 */
export function infoPageHead(origin: string, page: InfoPage, language: Language = 'en'): PageHead {
  const jsonLd =
    page.path === '/about-us'
      ? organizationLd(origin, language)
      : page.path === '/Faqs'
        ? faqPageLd(language)
        : undefined;
  return {
    status: 200,
    title: page.title,
    description: INFO_PAGE_DESCRIPTIONS[page.path] ?? '',
    canonical: `${origin}${page.path}`,
    ogType: 'website',
    jsonLd,
  };
}

/**
 * The head in the page's language, where that page has its own title and description in it
 * (`path` is the spec's path, without /hi); otherwise the head as it is. The title is looked up
 * by the route's pattern as the browser does (a retest link's page by its `:token` route).
 */
export function headInLanguage(head: PageHead, path: string, language: Language): PageHead {
  if (language !== 'hi') return head;
  const pattern = findSitePage(path)?.path ?? path;
  const description = HINDI_PAGE_DESCRIPTIONS[path];
  return {
    ...head,
    title:
      head.status === 404
        ? notFoundTitleIn(language, head.title)
        : sitePageTitleIn(language, pattern, head.title),
    ...(description ? { description } : {}),
  };
}

export function internshipsHead(origin: string): PageHead {
  return {
    status: 200,
    title: titleOf('/internships'),
    description:
      'Browse internships by category and city: web development, data science, marketing, design and more, with the stipend, duration and start date on every listing.',
    canonical: `${origin}/internships`,
    ogType: 'website',
  };
}

export function exploreInternshipsHead(origin: string): PageHead {
  return {
    status: 200,
    title: titleOf('/explore-internships'),
    description:
      'Every internship category and city on Shuruaat with live counts, plus work-from-home and part-time internships, each one click from the matching listings.',
    canonical: `${origin}/explore-internships`,
    ogType: 'website',
  };
}

export function employerLandingHead(origin: string): PageHead {
  return {
    status: 200,
    title: titleOf('/employerpage'),
    description:
      'Post internships and entry-level jobs, ask screening questions, and move applicants from applied to hired. Listing checks catch pay mistakes before students see them.',
    canonical: `${origin}/employerpage`,
    ogType: 'website',
  };
}

/** "Python internships in Pune", from the filters in the URL, so shared searches read well. */
export function jobsQueryForTitle(query: URLSearchParams) {
  const input = SearchQueryForTitle.safeParse({
    q: query.get('q'),
    kind: query.get('kind'),
    category: query.get('category'),
    city: query.getAll('city'),
    workMode: query.get('workMode'),
  });
  return input.success ? input.data : undefined;
}

/**
 * `readAs` is what the search read the box as ("intership pune" is internships in Pune), so the
 * head says what the page's heading says, in the page's language; without it, the words as typed.
 */
export function jobsHead(
  origin: string,
  query: URLSearchParams,
  readAs?: SearchReadAs,
  language: Language = 'en',
): PageHead {
  const input = jobsQueryForTitle(query);
  const words = headWords(language);
  const heading = searchHeadingIn(
    words,
    readAs ? { ...readAs, category: input?.category } : (input ?? {}),
  );
  return {
    status: 200,
    title: `${heading} | ${SITE}`,
    description: words.t('seo.jobs.description', { heading }),
    canonical: `${origin}/jobs${canonicalQuery(query)}`,
    ogType: 'website',
  };
}

function canonicalQuery(query: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of ['q', 'kind', 'category', 'city', 'workMode']) {
    for (const value of query.getAll(key)) kept.append(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}

function payText({ job }: JobDetailResponse, { language, t }: ContractWords): string {
  if (job.kind === 'job') {
    if (!job.ctc) return '';
    const [min, max] = [formatLpa(job.ctc.min, language), formatLpa(job.ctc.max, language)];
    return t('seo.job.ctc', { min, max });
  }
  if (!job.stipend) return t('seo.job.unpaid');
  const [min, max] = [formatInr(job.stipend.min, language), formatInr(job.stipend.max, language)];
  return t('seo.job.stipend', { min, max });
}

export function jobHead(
  origin: string,
  detail: JobDetailResponse,
  language: Language = 'en',
): PageHead {
  const { job, company } = detail;
  const url = `${origin}/jobs/${job.slug}`;
  const summary = markdownToPlainText(job.description, 110);
  return {
    status: 200,
    title: jobPageTitle(job, company.name, language),
    description: [payText(detail, headWords(language)), summary].filter(Boolean).join('. '),
    canonical: url,
    ogType: 'article',
    image: company.logoUrl ? `${origin}${company.logoUrl}` : undefined,
    jsonLd: job.isAcceptingApplications ? jobPostingLd(detail, url, origin) : undefined,
  };
}

/** A page of the app with no head of its own (sign-in, dashboards): its title, found. */
export function sitePageHead(
  origin: string,
  path: string,
  title: string,
  language: Language = 'en',
): PageHead {
  return {
    status: 200,
    title,
    description: headWords(language).t('seo.sitePage.description'),
    canonical: `${origin}${path}`,
    ogType: 'website',
  };
}

export function notFoundHead(origin: string, path: string, language: Language = 'en'): PageHead {
  return {
    status: 404,
    title: NOT_FOUND_TITLE,
    description: headWords(language).t('seo.notFound.description'),
    canonical: `${origin}${path}`,
    ogType: 'website',
  };
}
