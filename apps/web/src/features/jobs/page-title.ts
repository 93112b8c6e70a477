import { jobPageTitle as jobPageTitleIn, SITE_NAME } from '@shuruaat/contract';
import { pageLanguage } from '@/lib/i18n/translate';

export { searchPageTitle } from '@shuruaat/contract';

/** A job page's title in the page's language, as the server writes it. */
export const jobPageTitle = (...[job, company]: Parameters<typeof jobPageTitleIn>) =>
  jobPageTitleIn(job, company, pageLanguage());

export const NOT_FOUND_TITLE = `Page not found | ${SITE_NAME}`;
