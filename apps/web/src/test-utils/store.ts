import type { User } from '@shuruaat/contract';
import { notificationsSlice } from '@/features/notifications/slice';
import type { RootState } from '@/lib/store-types';
import { buildUser } from './user-factory';

type Session = RootState['auth'];

/** The session as the store keeps it: signed in as `user`, or a visitor when it is null. */
export function buildSession(user: User | null = buildUser()): Session {
  return {
    loading: false,
    error: null,
    user,
    token: null,
    isAuthenticated: user !== null,
    profile: user?.profile ?? null,
    isProfileUpdated: user?.isProfileUpdated ?? false,
  };
}

/**
 * The slices every page has, for a feature's test store: a session the feature reads but never
 * changes, and the bell's notifications. With them the store has the app's shape, so the
 * feature's thunks, typed with the app's state, dispatch on it.
 */
export function baseReducers(user: User | null = buildUser()) {
  const session = buildSession(user);
  return {
    auth: (state: Session = session): Session => state,
    notifications: notificationsSlice.reducer,
  };
}
