import { useSelector } from 'react-redux';
import { initialEmployerState, type EmployerState } from './slice';

// The slice is injected when the first employer screen loads, so it may not exist yet.
export type EmployerRootState = { employer?: EmployerState };

export const selectEmployer = (state: EmployerRootState): EmployerState =>
  state.employer ?? initialEmployerState;

export function useEmployer(): EmployerState {
  return useSelector(selectEmployer);
}
