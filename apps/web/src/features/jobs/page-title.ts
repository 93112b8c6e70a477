import { SITE_NAME } from '@shuruaat/contract';

export { jobPageTitle, searchPageTitle } from '@shuruaat/contract';

export const NOT_FOUND_TITLE = `Page not found | ${SITE_NAME}`;
