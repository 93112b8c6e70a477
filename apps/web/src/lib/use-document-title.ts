import { useEffect } from 'react';

/**
 * The server writes each public page's <title>; after a client-side navigation the page sets
 * it again so the tab and history entries read the same as a fresh load.
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = title;
    // Pages that set no title of their own must not keep the one the last page left behind.
    return () => {
      document.title = previous;
    };
  }, [title]);
}
