import { useCallback } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '@/lib/redux-hooks';
import type { AuthState } from './slice';
import { logoutUser } from './thunks';

export type AuthRootState = { auth: AuthState };

export const selectAuth = (state: AuthRootState) => state.auth;

export function useAuth(): AuthState {
  return useSelector(selectAuth);
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
