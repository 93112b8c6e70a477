import { useFetcher } from 'react-router';
import type { Loaded } from '@/lib/route-data';

type Outcome = { id: string; message: string };

/**
 * A console screen's actions on its rows, through its route action: `act` sends one, `busyId` is
 * the row it runs on (only that row's buttons wait, through the list's reload too), and
 * `outcome` is the last answer once the list is fresh: the server's message, or its refusal.
 */
export function useRowAction<A extends { id: string }, O extends Outcome = Outcome>() {
  const fetcher = useFetcher<() => Promise<Loaded<O>>>();
  const isIdle = fetcher.state === 'idle';
  const sent = fetcher.json as A | undefined;
  return {
    act: (action: A) =>
      void fetcher.submit(action as unknown as Parameters<typeof fetcher.submit>[0], {
        method: 'post',
        encType: 'application/json',
      }),
    busyId: isIdle ? null : (sent?.id ?? null),
    outcome: isIdle ? fetcher.data : undefined,
  };
}
