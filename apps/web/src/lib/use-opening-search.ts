import { useLocation, useNavigation } from 'react-router';

/**
 * The query of the address this page is moving to while its loader runs (a filter just chosen),
 * or undefined: a filter box shows the new choice at once instead of waiting for its list.
 */
export function useOpeningSearch(): URLSearchParams | undefined {
  const next = useNavigation().location;
  const { pathname } = useLocation();
  return next?.pathname === pathname ? new URLSearchParams(next.search) : undefined;
}
