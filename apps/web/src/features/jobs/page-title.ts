import { jobPageTitle as jobPageTitleIn, SITE_NAME, type WorkMode } from '@shuruaat/contract';
import { cityLabel, workModeLabel } from '@/job-search/option-labels';
import { pageLanguage, type Translator } from '@/lib/i18n/translate';

export { searchPageTitle } from '@shuruaat/contract';

/** A job page's title in the page's language, as the server writes it. */
export const jobPageTitle = (...[job, company]: Parameters<typeof jobPageTitleIn>) =>
  jobPageTitleIn(job, company, pageLanguage());

export const NOT_FOUND_TITLE = `Page not found | ${SITE_NAME}`;

/**
 * A job page's title in the reader's language: English is the contract's (the server writes the
 * same into the page's head), another language says where in its own words.
 */
export function jobPageTitleText(
  { language, t }: Translator,
  job: { title: string; workMode: WorkMode; cities: readonly string[] },
  company: string,
): string {
  if (language === 'en') return jobPageTitleIn(job, company);
  const where =
    job.workMode === 'remote'
      ? workModeLabel(t, 'remote')
      : job.cities.map((city) => cityLabel(t, city)).join(', ');
  return `${t('jobs.title.job', { title: job.title, company, where })} | ${SITE_NAME}`;
}

export const notFoundTitleText = ({ t }: Translator) =>
  `${t('jobs.title.notFound')} | ${SITE_NAME}`;
