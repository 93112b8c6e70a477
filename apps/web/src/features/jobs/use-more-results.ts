import type { JobListItem } from '@shuruaat/contract';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { JobFilters } from '@/job-search/job-filters';
import { useMorePages, type MorePages, type PageOf } from '@/lib/use-more-pages';
import { findMoreJobs } from './search-loaders';

/** The pages a student added with "Load more" after the loader's first page. */
export type MoreResults = MorePages<JobListItem>;

type Kept = PageOf<JobListItem> & { searchKey: string };

// Pages added to each visited search, by history entry, so the browser's back button to a search
// shows every page loaded before and the restored scroll position finds the same card. Kept for
// the app's lifetime only, like the store was: a reload starts again from the first page.
const kept = new Map<string, Kept>();
const KEPT_ENTRIES = 20;

function keep(locationKey: string, entry: Kept) {
  kept.delete(locationKey);
  kept.set(locationKey, entry);
  if (kept.size > KEPT_ENTRIES) kept.delete(kept.keys().next().value ?? '');
}

/**
 * "Load more" for the search the loader answered (`searchKey` names it, `firstCursor` is where
 * its first page ended). Mount it keyed by the location, so each history entry starts from what
 * was kept for it.
 */
export function useMoreResults(filters: JobFilters, searchKey: string, firstCursor: string | null) {
  const { key: locationKey } = useLocation();
  const saved = kept.get(locationKey);
  const { items, nextCursor, isLoading, error, loadMore } = useMorePages(
    firstCursor,
    (cursor) => findMoreJobs(filters, cursor),
    { start: saved?.searchKey === searchKey ? saved : undefined },
  );
  const more: MoreResults = { items, nextCursor, isLoading, error };

  useEffect(() => {
    if (more.items.length === 0) return;
    keep(locationKey, { searchKey, items: more.items, nextCursor: more.nextCursor });
  }, [locationKey, searchKey, more.items, more.nextCursor]);

  return { more, loadMore };
}
