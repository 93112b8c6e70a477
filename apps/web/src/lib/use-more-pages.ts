import { useCallback, useRef, useState } from 'react';
import type { Loaded } from './route-data';

/** One page of a cursor-paged list, as a loader or "Load more" hands it over. */
export type PageOf<T> = { items: T[]; nextCursor: string | null };

/** What "Load more" has added below the loader's first page. */
export type MorePages<T> = {
  items: T[];
  nextCursor: string | null;
  isLoading: boolean;
  error: string | null;
};

type Added<T> = Omit<MorePages<T>, 'nextCursor'> & {
  /** Where the added pages end; undefined until one is added. */
  nextCursor: string | null | undefined;
};

/**
 * The pages a visitor adds with "Load more" below the first page a route loader brought: what
 * was added, where it ends, and why the last page did not arrive. Every paged list in the app
 * is built on this one. Until a page is added the next cursor is the first page's, read on each
 * render, so a loader that answers the first page afresh (after an action) moves it too.
 */
export function useMorePages<T>(
  firstCursor: string | null,
  findPage: (cursor: string) => Promise<Loaded<PageOf<T>>>,
  options: {
    /** Pages added earlier, restored (the job search keeps them per history entry). */
    start?: PageOf<T>;
    /** The first page as loaded: when the loader reads it again, the added pages are dropped. */
    firstPage?: unknown;
  } = {},
) {
  const fresh = (): Added<T> => ({
    items: options.start?.items ?? [],
    nextCursor: options.start?.nextCursor,
    isLoading: false,
    error: null,
  });
  const [added, setAdded] = useState<Added<T>>(fresh);
  const [seen, setSeen] = useState(options.firstPage);
  if (seen !== options.firstPage) {
    setSeen(options.firstPage);
    setAdded({ items: [], nextCursor: undefined, isLoading: false, error: null });
  }
  const nextCursor = added.nextCursor === undefined ? firstCursor : added.nextCursor;

  // A second tap before the page arrives asks for nothing more.
  const isAsking = useRef(false);
  const loadMore = async () => {
    if (!nextCursor || isAsking.current) return;
    isAsking.current = true;
    setAdded((current) => ({ ...current, isLoading: true, error: null }));
    const page = await findPage(nextCursor);
    isAsking.current = false;
    setAdded((current) =>
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

  /** Changes the added rows in place (an action's outcome), keeping where they end. */
  const updateItems = useCallback(
    (change: (items: T[]) => T[]) =>
      setAdded((current) => ({ ...current, items: change(current.items) })),
    [],
  );

  const more: MorePages<T> = { ...added, nextCursor };
  return { ...more, loadMore, updateItems };
}
