import { revalidateSession } from '@/features/auth/thunks';
import { employerProfileSaved } from '@/features/companies/events';
import { appListeners } from './store';

let isAdded = false;

/**
 * Added when the first employer screen loads: the one reaction that crosses features. Saving the
 * company profile (the profile page's route action, then employerProfileSaved) may complete it,
 * so the session's isProfileUpdated is fetched again and the navbar and guards follow without a
 * reload. (The employer screens' data comes from their route loaders, and the applicant panel
 * reads the typing results it shows; docs/ARCHITECTURE.md, "How a page gets its data".)
 */
export function addEmployerState(): void {
  if (isAdded) return;
  isAdded = true;
  appListeners.startListening({
    actionCreator: employerProfileSaved,
    effect: async (_action, api) => {
      await api.dispatch(revalidateSession());
    },
  });
}
