import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
import type { TypingState } from '@/features/typing/slice';
import { persistUserMiddleware } from '@/features/auth/persist-user';
import { authSlice, type AuthState } from '@/features/auth/slice';
import { revalidateSession } from '@/features/auth/thunks';
import {
  clearNotifications,
  notificationsSlice,
  type NotificationsState,
} from '@/features/notifications/slice';

/** The slices every page has, in the entry chunk: the session, and the navbar bell's count. */
type StaticSlices = { auth: AuthState; notifications: NotificationsState };

/**
 * Slices used only behind lazy pages, injected when those pages load (see typing-state.ts), so
 * their code stays out of the entry chunk every visitor downloads.
 */
type LazySlices = {
  typing: TypingState;
};

// Written out rather than inferred from rootReducer: thunks are typed with it, and inferring it
// would make each slice's type depend on itself. `satisfies` below keeps the two in step.
export type RootState = StaticSlices & Partial<LazySlices>;

// Inside the block, `RootState` would name lib's own alias; this name points back out here.
type ThisRootState = RootState;

// Features reach the state type through lib/store-types, since they may not import app/.
declare module '@/lib/store-types' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augments an interface
  interface StoreRegistry {
    rootState: ThisRootState;
  }
}

export const rootReducer = combineSlices(
  authSlice,
  notificationsSlice,
).withLazyLoadedSlices<LazySlices>() satisfies Reducer<RootState>;

/** Cross-feature reactions (one feature's action, another feature's thunk) start here. */
export const appListeners = createListenerMiddleware<RootState>();

// Another account (or none) never sees the previous one's count or list, even for a moment.
appListeners.startListening({
  predicate: (_action, current, previous) => current.auth.user?._id !== previous.auth.user?._id,
  effect: (_action, api) => {
    api.dispatch(clearNotifications());
  },
});

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(persistUserMiddleware.middleware, appListeners.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** A user restored from storage is only a hint until the server confirms the session. */
export function startSession(store: AppStore): void {
  if (store.getState().auth.user) void store.dispatch(revalidateSession());
}
