import { typingSlice } from '@/features/typing/slice';
import { rootReducer } from './store';

/** Registers the typing test's state when one of its pages loads. */
export function addTypingState(): void {
  rootReducer.inject(typingSlice);
}
