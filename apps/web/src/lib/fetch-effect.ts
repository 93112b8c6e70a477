import { createContext, useContext, useEffect, type DependencyList } from 'react';

/** True while the server renders a page to find out which data it needs (entry-server.tsx). */
export const ServerPassContext = createContext(false);

/**
 * An effect that fetches a page's data. In the browser it is `useEffect`. On the server, where
 * effects never run, it runs during render so the server can wait for the answers and render
 * the page again with them; the thunks' `condition` keeps later passes from asking twice.
 */
export function useFetchEffect(effect: () => void, deps: DependencyList): void {
  const isServerPass = useContext(ServerPassContext);
  if (isServerPass) effect();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists the effect's inputs
  useEffect(effect, deps);
}
