import { useSelector } from 'react-redux';
import { initialJobsState, type JobsState } from './slice';

// The slice is injected when the first job page loads, so it may not exist yet.
export type JobsRootState = { jobs?: JobsState };

export const selectJobs = (state: JobsRootState): JobsState => state.jobs ?? initialJobsState;

export const useJobSearch = () => useSelector((state: JobsRootState) => selectJobs(state).search);
export const useJobDetail = () => useSelector((state: JobsRootState) => selectJobs(state).detail);
export const useSimilarJobs = () =>
  useSelector((state: JobsRootState) => selectJobs(state).similar);
