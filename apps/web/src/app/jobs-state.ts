import { jobsSlice } from '@/features/jobs/slice';
import { rootReducer } from './store';

/** Registers the public job search state when /jobs or a job page first loads. */
export function addJobsState(): void {
  rootReducer.inject(jobsSlice);
}
