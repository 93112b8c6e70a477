import type { Role } from '@shuruaat/contract';
import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';

/** Who is looking at the page, read from the session the app keeps in the store. */
export const selectViewerRole = (state: RootState): Role | null => state.auth.user?.role ?? null;

export function useViewerRole(): Role | null {
  return useAppSelector(selectViewerRole);
}
