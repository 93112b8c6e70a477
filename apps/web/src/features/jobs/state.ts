import type { JobSuggestResponse } from '@shuruaat/contract';

// Search results come from the /jobs route's loader; only the search box's suggestions are
// kept in the store.

/** Suggestions for what is being typed; `query` is the text they answer. */
export type SuggestionsState = { query: string; items: JobSuggestResponse['suggestions'] };

export type JobsState = { suggestions: SuggestionsState };

export const initialJobsState: JobsState = { suggestions: { query: '', items: [] } };
