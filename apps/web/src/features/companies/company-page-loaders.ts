import { MESSAGES } from '@shuruaat/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { loaded } from '@/lib/route-data';
import { publicCompanyApi } from './public-company-api';

/** /companies/:companyId: the company and its track record, rendered on the server too. */
export async function companyPageLoader({ params }: LoaderFunctionArgs) {
  const companyId = params.companyId ?? '';
  return {
    page: await loaded(() => publicCompanyApi.get(companyId), MESSAGES.somethingWentWrong),
  };
}
