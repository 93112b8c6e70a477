import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { initialJobsState, type JobsState } from './state';

// The slice is injected when the first job page loads, so it may not exist yet.
export const selectJobs = (state: RootState): JobsState => state.jobs ?? initialJobsState;

export const useJobSuggestions = () => useAppSelector((state) => selectJobs(state).suggestions);
