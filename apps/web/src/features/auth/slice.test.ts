import { configureStore } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { authApi } from './api';
import { persistUserMiddleware } from './persist-user';
import { authReducer, logout, setCredentials } from './slice';
import { USER_KEY } from './stored-user';
import { baseReducers } from '@/test-utils/store';
import { buildUser } from '@/test-utils/user-factory';
import { loginUser, logoutUser, registerUser, revalidateSession } from './thunks';

const credentials = { email: 'asha@example.in', password: 'correct horse' };

function makeStore() {
  return configureStore({
    reducer: { ...baseReducers(null), auth: authReducer },
    middleware: (getDefault) => getDefault().prepend(persistUserMiddleware.middleware),
  });
}

afterEach(() => vi.restoreAllMocks());

describe('auth slice', () => {
  it('turns loading on and clears the error while a login is pending', () => {
    const failed = authReducer(undefined, loginUser.rejected(null, 'r1', credentials));
    const pending = authReducer(failed, loginUser.pending('r2', credentials));
    expect(pending).toMatchObject({ loading: true, error: null });
  });

  it('stores user and token and marks the user authenticated when login succeeds', async () => {
    const user = buildUser();
    vi.spyOn(authApi, 'login').mockResolvedValue({ user, token: 't0k' });
    const store = makeStore();
    await store.dispatch(loginUser(credentials));
    expect(store.getState().auth).toMatchObject({
      loading: false,
      error: null,
      user,
      token: 't0k',
      isAuthenticated: true,
      profile: user.profile,
    });
  });

  it('saves only the user (never the token) under the "user" key', async () => {
    vi.spyOn(authApi, 'register').mockResolvedValue({ user: buildUser(), token: 't0k' });
    await makeStore().dispatch(
      registerUser({ ...credentials, name: 'Asha Verma', role: 'candidate' }),
    );
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(buildUser());
    expect(JSON.stringify(localStorage)).not.toContain('t0k');
  });

  it('shows the server message when login is rejected', async () => {
    vi.spyOn(authApi, 'login').mockRejectedValue(
      new ApiError(401, 'UNAUTHENTICATED', 'Invalid email or password'),
    );
    const store = makeStore();
    await store.dispatch(loginUser(credentials));
    expect(store.getState().auth).toMatchObject({
      loading: false,
      error: 'Invalid email or password',
      isAuthenticated: false,
    });
  });

  it('falls back to "Something went wrong" when the failure has no text', async () => {
    vi.spyOn(authApi, 'login').mockRejectedValue(new Error(''));
    const store = makeStore();
    await store.dispatch(loginUser(credentials));
    expect(store.getState().auth.error).toBe('Something went wrong');
  });

  it('stores "Failed to login" / "Failed to register" when a rejection carries no payload', () => {
    const body = { ...credentials, name: 'Asha', role: 'candidate' as const };
    expect(authReducer(undefined, loginUser.rejected(null, 'r', credentials)).error).toBe(
      'Failed to login',
    );
    expect(authReducer(undefined, registerUser.rejected(null, 'r', body)).error).toBe(
      'Failed to register',
    );
  });

  it('clears user, token, the flag and the saved user on logout', () => {
    const store = makeStore();
    store.dispatch(setCredentials({ user: buildUser(), token: 't0k' }));
    expect(localStorage.getItem(USER_KEY)).not.toBeNull();
    store.dispatch(logout());
    expect(store.getState().auth).toMatchObject({
      user: null,
      token: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('clears the session even when the logout call fails', async () => {
    vi.spyOn(authApi, 'logout').mockRejectedValue(new ApiError(0, 'SERVICE_UNAVAILABLE', 'down'));
    const store = makeStore();
    store.dispatch(setCredentials({ user: buildUser(), token: 't0k' }));
    await store.dispatch(logoutUser());
    expect(store.getState().auth).toMatchObject({
      user: null,
      isAuthenticated: false,
      error: null,
    });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('ends the restored session when /api/users/me answers 401', async () => {
    localStorage.setItem(USER_KEY, JSON.stringify(buildUser()));
    vi.spyOn(authApi, 'getMe').mockRejectedValue(new ApiError(401, 'UNAUTHENTICATED', 'No'));
    const store = makeStore();
    expect(store.getState().auth.isAuthenticated).toBe(true);
    await store.dispatch(revalidateSession());
    expect(store.getState().auth).toMatchObject({
      user: null,
      isAuthenticated: false,
      error: null,
    });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});

describe('restoring the session at load', () => {
  it('restores a saved user as signed in', () => {
    localStorage.setItem(USER_KEY, JSON.stringify(buildUser({ role: 'employer' })));
    expect(authReducer(undefined, { type: 'init' })).toMatchObject({
      isAuthenticated: true,
      user: { role: 'employer' },
      token: null,
    });
  });

  it.each([
    ['bad JSON', '{not json'],
    ['a value that is not a user', JSON.stringify({ role: 'superuser' })],
  ])('ignores and removes %s', (_, stored) => {
    localStorage.setItem(USER_KEY, stored);
    expect(authReducer(undefined, { type: 'init' })).toMatchObject({
      user: null,
      isAuthenticated: false,
    });
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });
});
