import { revalidateSession } from '@/features/auth/thunks';
import { candidateProfileSaved } from '@/features/candidates/events';
import { appListeners } from './store';

let isAdded = false;

/**
 * Added when the first candidate screen loads: the one reaction that crosses features. Saving
 * the profile may complete it, so the session's isProfileUpdated is fetched again and the navbar
 * and guards follow without a reload. (The candidate screens' data comes from their route
 * loaders; docs/ARCHITECTURE.md, "How a page gets its data".)
 */
export function addCandidateState(): void {
  if (isAdded) return;
  isAdded = true;
  appListeners.startListening({
    actionCreator: candidateProfileSaved,
    effect: async (_action, api) => {
      await api.dispatch(revalidateSession());
    },
  });
}
