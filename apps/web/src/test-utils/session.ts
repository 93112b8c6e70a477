import type { User } from '@shuruaat/contract';
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
 * A reducer holding one session, for a feature's test store: the feature reads who is signed in
 * but never changes it, and its thunks need the store's own shape.
 */
export const sessionReducer =
  (user: User | null = buildUser()) =>
  (state: Session = buildSession(user)): Session =>
    state;
