import { listingsSlice } from '@/lib/listings-slice';
import { rootReducer } from './store';

/** Registers the live listings state when the home page or a landing page first loads. */
export function addListingsState(): void {
  rootReducer.inject(listingsSlice);
}
