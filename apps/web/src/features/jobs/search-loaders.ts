import { MESSAGES } from '@shuruaat/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { readFilters, type JobFilters } from '@/job-search/job-filters';
import { jobSearchApi } from '@/job-search/job-search-api';
import { searchQuery, type SearchRequest } from '@/job-search/search-query';
import { loaded } from '@/lib/route-data';

// Apart from the job page's loaders: those bring the application, report and company schemas,
// which the search page would otherwise load and build before it could hydrate.

const FALLBACK = MESSAGES.somethingWentWrong;

/** One search request, as every job list (search, similar jobs, home) sends it. */
export const searchJobs = (request: SearchRequest) => jobSearchApi.findJobs(searchQuery(request));

/**
 * /jobs: the filters read from the URL once, with the contract's rules, and the first page of
 * results with its facet counts.
 */
export async function jobSearchPageLoader({ request }: LoaderFunctionArgs) {
  const filters = readFilters(new URL(request.url).searchParams);
  const first = await loaded(() => searchJobs({ filters }), FALLBACK);
  return { filters, first };
}

/** The page after `cursor` of the same search, cards only ("Load more"). */
export const findMoreJobs = (filters: JobFilters, cursor: string) =>
  loaded(() => searchJobs({ filters, cursor }), FALLBACK);
