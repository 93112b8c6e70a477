import { useCallback, useEffect, useState } from 'react';
import { MESSAGES } from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';

export type Loaded<T> =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; data: T };

export const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : MESSAGES.somethingWentWrong;

/**
 * A signed-in page's own data, read in the browser: these pages sit behind sign-in, which the
 * server render does not have, and no other screen shares what they show.
 */
export function useLoad<T>(load: () => Promise<T>) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const fetchNow = useCallback(() => {
    load().then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => setState({ status: 'failed', message: messageOf(error) }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` is a fixed API call
  }, []);
  // The first load starts in the 'loading' state already; a retry shows it again.
  useEffect(fetchNow, [fetchNow]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    fetchNow();
  }, [fetchNow]);
  return [state, setState, reload] as const;
}
