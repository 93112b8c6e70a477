import { configureStore } from '@reduxjs/toolkit';
import type { User } from '@shuruaat/contract';
import { listingsSlice } from '@/lib/listings-slice';
import { sessionReducer } from './session';

/** The store a home or landing page reads: who is signed in, and the live listings. */
export function makeListingsStore(viewer: User | null = null) {
  return configureStore({
    reducer: { auth: sessionReducer(viewer), listings: listingsSlice.reducer },
  });
}
