import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ApplicationsState } from '@/features/candidate/applications-slice';
import type { ApplyJobState } from '@/features/candidate/apply-slice';
import type { JobsForYouState } from '@/features/candidate/jobs-for-you-slice';
import type { CandidateProfileState } from '@/features/candidate/profile-slice';
import type { ResumesState } from '@/features/candidate/resumes-slice';
import type { EmployerState } from '@/features/employer/slice';
import { persistUserMiddleware } from '@/features/auth/persist-user';
import { authSlice } from '@/features/auth/slice';
import { revalidateSession } from '@/features/auth/thunks';

// Feature slices used only behind lazy pages are injected when those pages load (see
// employer-state.ts), so their code stays out of the entry chunk every visitor downloads.
export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<{
  employer: EmployerState;
  candidateProfile: CandidateProfileState;
  jobsForYou: JobsForYouState;
  candidateApplications: ApplicationsState;
  candidateResumes: ResumesState;
  applyJob: ApplyJobState;
}>();

export type RootState = ReturnType<typeof rootReducer>;

/** Cross-feature reactions (one feature's action, another feature's thunk) start here. */
export const appListeners = createListenerMiddleware<RootState>();

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(persistUserMiddleware.middleware, appListeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** A user restored from storage is only a hint until the server confirms the session. */
export function startSession(store: AppStore): void {
  if (store.getState().auth.user) void store.dispatch(revalidateSession());
}
