import { revalidateSession } from '@/features/auth/thunks';
import { employerProfileSaved, employerSlice } from '@/features/employer/slice';
import { applicantTypingSlice } from '@/features/employer/typing-results';
import { appListeners, rootReducer } from './store';

let isAdded = false;

/**
 * Registers the employer state group (docs/product-spec.md §3) when the first employer screen
 * loads, and the one reaction that crosses features: saving the company profile (the profile
 * page's route action, then employerProfileSaved) may complete it, so the session's
 * isProfileUpdated is fetched again and the navbar and guards follow without a reload.
 */
export function addEmployerState(): void {
  if (isAdded) return;
  isAdded = true;
  rootReducer.inject(employerSlice);
  // The applicant panel shows the typing results candidates attached to their applications.
  rootReducer.inject(applicantTypingSlice);
  appListeners.startListening({
    actionCreator: employerProfileSaved,
    effect: async (_action, api) => {
      await api.dispatch(revalidateSession());
    },
  });
}
