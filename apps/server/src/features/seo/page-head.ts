import {
  CATEGORY_LABELS,
  formatInr,
  formatLpa,
  WORK_MODE_LABELS,
  type Category,
  type JobDetailResponse,
  type WorkMode,
} from '@shuruaat/contract';
import { markdownToPlainText } from '../../lib/markdown';
import { jobPostingLd } from './job-posting';

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

export function homeHead(origin: string): PageHead {
  return {
    status: 200,
    title: 'Shuruaat — Internships and jobs for students and freshers in India',
    description:
      'Find paid internships, work-from-home roles and first jobs across India, apply with one profile, and follow every application. Employers hire skilled freshers.',
    canonical: `${origin}/`,
    ogType: 'website',
  };
}

export function internshipsHead(origin: string): PageHead {
  return {
    status: 200,
    title: `Internships in India — paid, work from home and part-time | ${SITE}`,
    description:
      'Browse internships by category and city: web development, data science, marketing, design and more, with the stipend, duration and start date on every listing.',
    canonical: `${origin}/internships`,
    ogType: 'website',
  };
}

/** "Python internships in Pune", from the filters in the URL, so shared searches read well. */
export function jobsHead(origin: string, query: URLSearchParams): PageHead {
  const kind =
    query.get('kind') === 'internship'
      ? 'internships'
      : query.get('kind') === 'job'
        ? 'jobs'
        : 'internships and jobs';
  const category = CATEGORY_LABELS[query.get('category') as Category] as string | undefined;
  const q = query.get('q')?.trim().slice(0, 60);
  const what = [q || category, kind].filter(Boolean).join(' ');
  const mode = query.get('workMode') as WorkMode | null;
  const where =
    mode === 'remote'
      ? 'work from home'
      : query.getAll('city').length
        ? `in ${query.getAll('city').join(', ')}`
        : 'in India';
  const title = `${capitalise(what)} ${where}`;
  return {
    status: 200,
    title: `${title} | ${SITE}`,
    description: `${title}: see stipend or CTC, duration, start date and apply-by on each listing, and apply with your Shuruaat profile.${mode && mode !== 'remote' ? ` ${WORK_MODE_LABELS[mode]}.` : ''}`,
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

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function payText(detail: JobDetailResponse): string {
  const { job } = detail;
  if (job.kind === 'job')
    return job.ctc ? `CTC ${formatLpa(job.ctc.min)}–${formatLpa(job.ctc.max)}` : '';
  if (!job.stipend) return 'Unpaid';
  return `Stipend ${formatInr(job.stipend.min)}–${formatInr(job.stipend.max)} /month`;
}

export function jobHead(origin: string, detail: JobDetailResponse): PageHead {
  const { job, company } = detail;
  const where = job.workMode === 'remote' ? 'Work from home' : job.cities.join(', ');
  const url = `${origin}/jobs/${job.slug}`;
  const summary = markdownToPlainText(job.description, 110);
  return {
    status: 200,
    title: `${job.title} at ${company.name} — ${where} | ${SITE}`,
    description: [payText(detail), summary].filter(Boolean).join('. '),
    canonical: url,
    ogType: 'article',
    image: company.logoUrl ? `${origin}${company.logoUrl}` : undefined,
    jsonLd: job.isAcceptingApplications ? jobPostingLd(detail, url, origin) : undefined,
  };
}

export function notFoundHead(origin: string, path: string): PageHead {
  return {
    status: 404,
    title: `Page not found | ${SITE}`,
    description: 'This page does not exist or is no longer available.',
    canonical: `${origin}${path}`,
    ogType: 'website',
  };
}
