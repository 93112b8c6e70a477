import { useAppSelector } from '@/lib/redux-hooks';
import { initialAdminState, type AdminState } from './slice';

export function useAdmin(): AdminState {
  return useAppSelector((state) => state.admin ?? initialAdminState);
}
