import { MESSAGES, type JobSuggestResponse } from '@shuruaat/contract';
import { loaded } from '@/lib/route-data';
import { jobSearchApi } from './job-search-api';

export type Suggestion = JobSuggestResponse['suggestions'][number];

/** The contract takes at most 60 characters; past them the start still suggests well. */
const MOST_LETTERS = 60;

/** Suggestions for what is being typed in a search box; `query` is the text they answer. */
export const findSuggestions = (typed: string) => {
  const q = typed.slice(0, MOST_LETTERS).trim();
  return loaded(
    async () => ({ query: typed, items: (await jobSearchApi.suggest(q)).suggestions }),
    MESSAGES.somethingWentWrong,
  );
};
