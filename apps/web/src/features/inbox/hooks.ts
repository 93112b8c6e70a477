import { useAppSelector } from '@/lib/redux-hooks';
import { initialInboxState, type InboxState } from './slice';

export function useInbox(): InboxState {
  return useAppSelector((state) => state.inbox ?? initialInboxState);
}
