import type { Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * Filled in by app/store.ts with `declare module '@/lib/store-types'`. Features, components and
 * lib may not import app/, yet their thunks and selectors should see the store's real state: the
 * app declares it here, the way React Router lets an app register its own types.
 */
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- only an interface can be augmented
export interface StoreRegistry {}

/** Every slice of the store; the lazily injected ones are optional until their pages load. */
export type RootState = StoreRegistry['rootState'];

export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
export type AppStore = Store<RootState> & { dispatch: AppDispatch };
