import { CATEGORY_LABELS, type Category, type JobKind, type WorkMode } from './job-options';
import type { Language } from './languages';

export const SITE_NAME = 'Shuruaat';

export type SearchTitleInput = {
  q?: string | null | undefined;
  kind?: JobKind | null | undefined;
  category?: Category | null | undefined;
  city?: string[] | undefined;
  workMode?: WorkMode | null | undefined;
};

const KIND_WORDS: Record<JobKind, string> = { internship: 'internships', job: 'jobs' };
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * "Python internships in Pune or work from home": the server writes it into the HTML and the
 * web app sets it on client navigation, so both must come from here.
 */
export function searchHeading(input: SearchTitleInput): string {
  const kind = input.kind ? KIND_WORDS[input.kind] : 'internships and jobs';
  const category = input.category ? CATEGORY_LABELS[input.category] : undefined;
  const what = [input.q?.trim().slice(0, 60) || category, kind].filter(Boolean).join(' ');
  const cities = input.city?.length ? `in ${input.city.join(', ')}` : '';
  const home = input.workMode === 'remote' ? 'work from home' : '';
  const where = [cities, home].filter(Boolean).join(' or ') || 'in India';
  return `${capitalise(what)} ${where}`;
}

export const searchPageTitle = (input: SearchTitleInput) =>
  `${searchHeading(input)} | ${SITE_NAME}`;

/**
 * "React Developer Intern at Kirana Cloud — Pune, Mumbai | Shuruaat"; in Hindi
 * "React Developer Intern, Kirana Cloud — Pune, Mumbai | Shuruaat" (the title, company and
 * cities are the employer's words; "वर्क फ्रॉम होम" for remote).
 */
export function jobPageTitle(
  job: { title: string; workMode: WorkMode; cities: readonly string[] },
  company: string,
  language: Language = 'en',
): string {
  const remote = language === 'hi' ? 'वर्क फ्रॉम होम' : 'Work from home';
  const where = job.workMode === 'remote' ? remote : job.cities.join(', ');
  const what = language === 'hi' ? `${job.title}, ${company}` : `${job.title} at ${company}`;
  return `${what} — ${where} | ${SITE_NAME}`;
}

export const BLOGS_PAGE_TITLE = `Blogs: career advice for students and freshers | ${SITE_NAME}`;
/** A post's page title: the post's own title, then the site. */
export const blogPageTitle = (title: string) => `${title} | ${SITE_NAME}`;
