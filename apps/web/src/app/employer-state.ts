import { revalidateSession } from '@/features/auth/thunks';
import { employerProfileSaved } from '@/features/employer/events';
import { applicantTypingSlice } from '@/features/employer/typing-results';
import { appListeners, rootReducer } from './store';

let isAdded = false;

/**
 * Added when the first employer screen loads: the applicants' typing results, and the one
 * reaction that crosses features: saving the company profile (the profile page's route action,
 * then employerProfileSaved) may complete it, so the session's isProfileUpdated is fetched again
 * and the navbar and guards follow without a reload. (The employer screens' data comes from
 * their route loaders; docs/ARCHITECTURE.md, "How a page gets its data".)
 */
export function addEmployerState(): void {
  if (isAdded) return;
  isAdded = true;
  // The applicant panel shows the typing results candidates attached to their applications.
  rootReducer.inject(applicantTypingSlice);
  appListeners.startListening({
    actionCreator: employerProfileSaved,
    effect: async (_action, api) => {
      await api.dispatch(revalidateSession());
    },
  });
}
