import { useEffect, useRef } from 'react';
import type { Loaded } from '@/lib/route-data';
import { useMorePages, type PageOf } from './use-more-pages';

/** One page of a cursor-paged list, as a loader hands it over. */
export type Page<T> = PageOf<T>;

/**
 * A list whose first page came from the route's loader, with the pages "Load more" adds after it
 * (`useMorePages`), for lists whose rows an action changes. Mount it keyed by the search, so a
 * new search starts from its first page again. After an action the loader answers the first
 * page afresh; the rows added later are kept, brought up to date by `apply` (null drops a row;
 * applying an outcome twice must change nothing) for the outcome the action answered.
 */
export function usePagedList<T extends { _id: string }, O>(
  first: Page<T>,
  findMore: (cursor: string) => Promise<Loaded<Page<T>>>,
  outcome?: O,
  apply?: (item: T, outcome: O) => T | null,
) {
  const more = useMorePages(first.nextCursor, findMore);
  const { updateItems } = more;

  const applied = useRef<O | undefined>(outcome);
  useEffect(() => {
    if (outcome === undefined || outcome === applied.current || !apply) return;
    applied.current = outcome;
    updateItems((items) => items.flatMap((item) => apply(item, outcome) ?? []));
  }, [outcome, apply, updateItems]);

  // A row the fresh first page now holds (one moved up after a deletion) is shown once.
  const firstIds = new Set(first.items.map((item) => item._id));
  // The outcome is applied here too, so the rows change in the same render as its message.
  const added =
    outcome === undefined || !apply
      ? more.items
      : more.items.flatMap((item) => apply(item, outcome) ?? []);
  const items = [...first.items, ...added.filter((item) => !firstIds.has(item._id))];

  return {
    items,
    hasMore: more.nextCursor !== null,
    isLoadingMore: more.isLoading,
    moreError: more.error,
    loadMore: () => void more.loadMore(),
  };
}
