import { MESSAGES, type LoginBody, type RegisterBody } from '@shuruaat/contract';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { ApiError } from '@/lib/api-error';
import { createAppThunk } from '@/lib/app-thunk';
import { authApi } from './api';

// A reply without a message of its own says "Something went wrong" on the auth forms, as it always
// has; the slice's "Failed to login" / "Failed to register" cover a rejection with no payload.
const FALLBACK = MESSAGES.somethingWentWrong;

export const loginUser = createAppThunk('auth/login', FALLBACK, (body: LoginBody) =>
  authApi.login(body),
);

export const registerUser = createAppThunk('auth/register', FALLBACK, (body: RegisterBody) =>
  authApi.register(body),
);

/** Confirms a restored user with the server; `null` means the session has ended. */
export const revalidateSession = createAppThunk('auth/revalidate', FALLBACK, async () => {
  try {
    return (await authApi.getMe()).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
});

export const logoutUser = createAsyncThunk('auth/logoutUser', async () => {
  try {
    await authApi.logout();
  } catch {
    // Signing out must always work locally, even offline or with an expired session.
  }
});
