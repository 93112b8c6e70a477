import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { persistUserMiddleware } from '../features/auth/persist-user';
import { authReducer } from '../features/auth/slice';
import { revalidateSession } from '../features/auth/thunks';

const rootReducer = combineReducers({ auth: authReducer });

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(persistUserMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** A user restored from storage is only a hint until the server confirms the session. */
export function startSession(store: AppStore): void {
  if (store.getState().auth.user) void store.dispatch(revalidateSession());
}
