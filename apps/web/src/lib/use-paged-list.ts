import { useEffect, useRef, useState } from 'react';
import type { Loaded } from '@/lib/route-data';

/** One page of a cursor-paged list, as a loader hands it over. */
export type Page<T> = { items: T[]; nextCursor: string | null };

type More<T> = {
  items: T[];
  /** Where the pages "Load more" added end; undefined until the first is added. */
  nextCursor: string | null | undefined;
  isLoading: boolean;
  error: string | null;
};

/**
 * A list whose first page came from the route's loader, with the pages "Load more" adds after it.
 * Mount it keyed by the search, so a new search starts from its first page again. After an
 * action the loader answers the first page afresh; the rows added later are kept, brought up to
 * date by `apply` (null drops a row; applying an outcome twice must change nothing) for the
 * outcome the action answered.
 */
export function usePagedList<T extends { _id: string }, O>(
  first: Page<T>,
  findMore: (cursor: string) => Promise<Loaded<Page<T>>>,
  outcome?: O,
  apply?: (item: T, outcome: O) => T | null,
) {
  const [more, setMore] = useState<More<T>>({
    items: [],
    nextCursor: undefined,
    isLoading: false,
    error: null,
  });

  const applied = useRef<O | undefined>(outcome);
  useEffect(() => {
    if (outcome === undefined || outcome === applied.current || !apply) return;
    applied.current = outcome;
    setMore((current) => ({
      ...current,
      items: current.items.flatMap((item) => apply(item, outcome) ?? []),
    }));
  }, [outcome, apply]);

  const nextCursor = more.nextCursor === undefined ? first.nextCursor : more.nextCursor;
  // A row the fresh first page now holds (one moved up after a deletion) is shown once.
  const firstIds = new Set(first.items.map((item) => item._id));
  // The outcome is applied here too, so the rows change in the same render as its message.
  const added =
    outcome === undefined || !apply
      ? more.items
      : more.items.flatMap((item) => apply(item, outcome) ?? []);
  const items = [...first.items, ...added.filter((item) => !firstIds.has(item._id))];

  // A second tap before the page arrives asks for nothing more.
  const isAsking = useRef(false);
  const loadMore = async () => {
    if (!nextCursor || isAsking.current) return;
    isAsking.current = true;
    setMore((current) => ({ ...current, isLoading: true, error: null }));
    const page = await findMore(nextCursor);
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

  return {
    items,
    hasMore: nextCursor !== null,
    isLoadingMore: more.isLoading,
    moreError: more.error,
    loadMore: () => void loadMore(),
  };
}
