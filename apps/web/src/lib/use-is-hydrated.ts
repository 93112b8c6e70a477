import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React adopts the server's markup, true from then on: the server
 * snapshot is used during hydration, the client one for every render after it.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
