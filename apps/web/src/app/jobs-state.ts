import { jobsSlice } from '@/features/jobs/slice';
import { rootReducer } from './store';

/** Registers the public job search state (its search box suggestions) when /jobs first loads. */
export function addJobsState(): void {
  rootReducer.inject(jobsSlice);
}
