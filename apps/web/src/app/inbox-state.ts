import { inboxSlice } from '@/features/inbox/slice';
import { rootReducer } from './store';

let isAdded = false;

/** Registers the admin inbox's state when its page loads. */
export function addInboxState(): void {
  if (isAdded) return;
  isAdded = true;
  rootReducer.inject(inboxSlice);
}
