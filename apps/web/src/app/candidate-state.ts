import { revalidateSession } from '@/features/auth/thunks';
import { applicationsSlice } from '@/features/candidate/applications-slice';
import { applyJobSlice } from '@/features/candidate/apply-slice';
import { jobsForYouSlice } from '@/features/candidate/jobs-for-you-slice';
import { candidateProfileSlice, updateCandidateProfile } from '@/features/candidate/profile-slice';
import { resumesSlice } from '@/features/candidate/resumes-slice';
import { appListeners, rootReducer } from './store';

let isAdded = false;

/**
 * Registers the candidate state groups (docs/product-spec.md §3) when the first candidate screen
 * loads, and the one reaction that crosses features: saving the profile may complete it, so the session's
 * isProfileUpdated is fetched again and the navbar and guards follow without a reload.
 */
export function addCandidateState(): void {
  if (isAdded) return;
  isAdded = true;
  rootReducer.inject(candidateProfileSlice);
  rootReducer.inject(jobsForYouSlice);
  rootReducer.inject(applicationsSlice);
  rootReducer.inject(resumesSlice);
  rootReducer.inject(applyJobSlice);
  appListeners.startListening({
    actionCreator: updateCandidateProfile.fulfilled,
    effect: async (_action, api) => {
      await api.dispatch(revalidateSession());
    },
  });
}
