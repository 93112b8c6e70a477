import { adminSlice } from '@/features/admin/slice';
import { adminTypingSlice } from '@/features/admin/typing-slice';
import { rootReducer } from './store';

let isAdded = false;

/** Registers the admin console's state when one of its pages loads. */
export function addAdminState(): void {
  if (isAdded) return;
  isAdded = true;
  rootReducer.inject(adminSlice);
  rootReducer.inject(adminTypingSlice);
}
