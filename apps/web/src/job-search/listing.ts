import { MESSAGES, type JobSearchResponse } from '@shuruaat/contract';
import { jobSearchApi } from './job-search-api';
import { loaded, type Loaded } from '@/lib/route-data';
import { searchQuery, type SearchRequest } from './search-query';

/** One live section of a home or landing page: its search's answer, or why there is none. */
export type Listing = Loaded<JobSearchResponse>;

/**
 * Asks the public search for one live section. A failure stays with its section (which then
 * steps aside), so a loader fetching several in parallel never loses the others to it.
 */
export const findListing = (request: SearchRequest): Promise<Listing> =>
  loaded(() => jobSearchApi.findJobs(searchQuery(request)), MESSAGES.somethingWentWrong);
