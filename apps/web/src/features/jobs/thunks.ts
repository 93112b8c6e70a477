import { MESSAGES } from '@shuruaat/contract';
import { createAppThunk } from '@/lib/app-thunk';
import { jobsApi } from './api';

// The public job screens have no texts of their own in the spec; a reply without a message says
// what every other unexplained failure says.
const FALLBACK = MESSAGES.somethingWentWrong;

/** Suggestions for the search box; an answer for older text is dropped by the slice. */
export const suggestJobs = createAppThunk('jobs/suggestJobs', FALLBACK, async (q: string) => ({
  query: q,
  items: (await jobsApi.suggest(q)).suggestions,
}));
