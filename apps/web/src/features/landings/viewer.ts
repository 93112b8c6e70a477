import { useSelector } from 'react-redux';

// Read by shape so this feature need not import the auth feature (features stay independent).
type RootStateWithAuth = { auth?: { user?: { role?: string } | null } };

export const selectViewerRole = (state: RootStateWithAuth): string | null =>
  state.auth?.user?.role ?? null;

export function useViewerRole(): string | null {
  return useSelector(selectViewerRole);
}
