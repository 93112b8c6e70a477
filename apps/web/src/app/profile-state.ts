import { isAnyOf } from '@reduxjs/toolkit';
import { revalidateSession } from '@/features/auth/thunks';
import { candidateProfileSaved } from '@/features/candidates/events';
import { employerProfileSaved } from '@/features/companies/events';
import { appListeners } from './store';

let isAdded = false;

/**
 * Added when the first candidate or employer screen loads: the one reaction that crosses
 * features. Saving the candidate's profile (candidateProfileSaved) or the company profile
 * (employerProfileSaved, after the profile page's route action) may complete it, so the
 * session's isProfileUpdated is fetched again and the navbar and guards follow without a reload.
 * (The screens' data comes from their route loaders; docs/ARCHITECTURE.md, "How a page gets its
 * data".)
 */
export function addProfileState(): void {
  if (isAdded) return;
  isAdded = true;
  appListeners.startListening({
    matcher: isAnyOf(candidateProfileSaved, employerProfileSaved),
    effect: async (_action, api) => {
      await api.dispatch(revalidateSession());
    },
  });
}
