import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import type { AuthState } from './slice';
import { logoutUser } from './thunks';

export const selectAuth = (state: RootState) => state.auth;

export function useAuth(): AuthState {
  return useAppSelector(selectAuth);
}

/** Ends the session (server and browser) and lands on the login screen. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await dispatch(logoutUser());
    await navigate('/login', { replace: true });
  }, [dispatch, navigate]);
}
