import { configureStore } from '@reduxjs/toolkit';
import type { User } from '@shuruaat/contract';
import { listingsSlice } from '@/lib/listings-slice';
import { baseReducers } from './store';

/** The store a home or landing page reads: who is signed in, and the live listings. */
export function makeListingsStore(viewer: User | null = null) {
  return configureStore({
    reducer: { ...baseReducers(viewer), listings: listingsSlice.reducer },
  });
}
