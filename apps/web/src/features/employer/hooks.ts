import { useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import { initialEmployerState, type EmployerState } from './slice';

// The slice is injected when the first employer screen loads, so it may not exist yet.
export const selectEmployer = (state: RootState): EmployerState =>
  state.employer ?? initialEmployerState;

export function useEmployer(): EmployerState {
  return useAppSelector(selectEmployer);
}
