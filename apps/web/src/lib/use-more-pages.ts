import { useRef, useState } from 'react';
import type { Loaded } from './route-data';

/** One page of a cursor-paged list, as a "Load more" button adds it. */
export type PageOf<T> = { items: T[]; nextCursor: string | null };

/**
 * The pages a visitor adds with "Load more" below the first page a route loader brought:
 * what was added, whether more remain, and why the last one did not arrive.
 */
export function useMorePages<T>(
  firstCursor: string | null,
  findPage: (cursor: string) => Promise<Loaded<PageOf<T>>>,
  /** The first page as loaded: when the loader reads it again, the added pages are dropped. */
  firstPage?: unknown,
) {
  const [more, setMore] = useState({ items: [] as T[], nextCursor: firstCursor });
  const [seen, setSeen] = useState(firstPage);
  if (seen !== firstPage) {
    setSeen(firstPage);
    setMore({ items: [], nextCursor: firstCursor });
  }
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second tap before the page arrives asks for nothing more.
  const isAsking = useRef(false);

  const loadMore = async () => {
    if (!more.nextCursor || isAsking.current) return;
    isAsking.current = true;
    setIsLoading(true);
    setError(null);
    const page = await findPage(more.nextCursor);
    isAsking.current = false;
    setIsLoading(false);
    if (!page.ok) return setError(page.failure.message);
    setMore((current) => ({
      items: [...current.items, ...page.data.items],
      nextCursor: page.data.nextCursor,
    }));
  };
  return { items: more.items, nextCursor: more.nextCursor, isLoading, error, loadMore };
}
