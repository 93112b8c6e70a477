import { useAppSelector } from '@/lib/redux-hooks';
import { initialAdminState, type AdminState } from './slice';
import { initialAdminTypingState, type AdminTypingState } from './typing-slice';

export function useAdmin(): AdminState {
  return useAppSelector((state) => state.admin ?? initialAdminState);
}

export function useAdminTyping(): AdminTypingState {
  return useAppSelector((state) => state.adminTyping ?? initialAdminTypingState);
}
