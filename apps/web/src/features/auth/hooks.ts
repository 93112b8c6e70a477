import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '@/lib/redux-hooks';
import type { RootState } from '@/lib/store-types';
import type { AuthState } from './slice';
import { logoutUser } from './thunks';
import type { LoginNotice } from './components/account-deleted-notice';

export const selectAuth = (state: RootState) => state.auth;

export function useAuth(): AuthState {
  return useAppSelector(selectAuth);
}

/** Ends the session (server and browser) and lands on the login screen. */
/** Signs out and shows the login page; `notice` tells it why (an account just deleted). */
export function useLogout(): (notice?: LoginNotice) => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    async (notice?: LoginNotice) => {
      await dispatch(logoutUser());
      await navigate('/login', { replace: true, ...(notice ? { state: notice } : {}) });
    },
    [dispatch, navigate],
  );
}
