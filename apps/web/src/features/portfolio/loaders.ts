import { PORTFOLIO_MESSAGES } from '@shuruaat/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { loaded } from '@/lib/route-data';
import { portfolioApi } from './api';

/** /portfolio/:handle: the published portfolio, or why it cannot be shown. */
export async function publicPortfolioPageLoader({ params }: LoaderFunctionArgs) {
  const handle = params.handle ?? '';
  const portfolio = await loaded(
    async () => (await portfolioApi.getPublic(handle)).portfolio,
    PORTFOLIO_MESSAGES.notFound,
  );
  return { portfolio };
}
