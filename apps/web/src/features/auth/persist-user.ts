import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { RootState } from '@/lib/store-types';
import { clearStoredUser, saveStoredUser } from './stored-user';

/**
 * Mirrors the signed-in user into localStorage whenever it changes, whichever action changed it,
 * so reducers stay pure and no code path can forget to save or clear it.
 */
export const persistUserMiddleware = createListenerMiddleware();

persistUserMiddleware.startListening.withTypes<RootState>()({
  predicate: (_action, current, previous) => current.auth.user !== previous.auth.user,
  effect: (_action, api) => {
    const { user } = api.getState().auth;
    if (user) saveStoredUser(user);
    else clearStoredUser();
  },
});
