import type { JobListItem } from '@shuruaat/contract';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { JobFilters } from '@/job-search/job-filters';
import { findMoreJobs } from './loaders';

/** The pages a student added with "Load more" after the loader's first page. */
export type MoreResults = {
  items: JobListItem[];
  nextCursor: string | null;
  isLoading: boolean;
  error: string | null;
};

type Kept = { searchKey: string; items: JobListItem[]; nextCursor: string | null };

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
  const [more, setMore] = useState<MoreResults>(() => {
    const saved = kept.get(locationKey);
    const isSame = saved?.searchKey === searchKey;
    return {
      items: isSame ? saved.items : [],
      nextCursor: isSame ? saved.nextCursor : firstCursor,
      isLoading: false,
      error: null,
    };
  });

  useEffect(() => {
    if (more.items.length === 0) return;
    keep(locationKey, { searchKey, items: more.items, nextCursor: more.nextCursor });
  }, [locationKey, searchKey, more.items, more.nextCursor]);

  // A second tap before the first page arrives asks for nothing more.
  const isAsking = useRef(false);
  const loadMore = async () => {
    if (!more.nextCursor || isAsking.current) return;
    isAsking.current = true;
    setMore((current) => ({ ...current, isLoading: true, error: null }));
    const page = await findMoreJobs(filters, more.nextCursor);
    isAsking.current = false;
    setMore((current) =>
      page.ok
        ? {
            items: [...current.items, ...page.data.items],
            nextCursor: page.data.nextCursor,
            isLoading: false,
            error: null,
          }
        : { ...current, isLoading: false, error: page.failure.message },
    );
  };
  return { more, loadMore };
}
