import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AuthResponse, ErrorDetail, LoginBody, RegisterBody, User } from '@shuruaat/contract';
import { ApiError } from '@/lib/api-error';
import { errorText } from '@/lib/error-text';
import { authApi } from './api';

/** What a failed auth call reports: the text to show and any per-field problems. */
export type AuthFailure = { message: string; details: ErrorDetail[] };
type Rejects = { rejectValue: AuthFailure };

function toFailure(error: unknown): AuthFailure {
  return { message: errorText(error), details: error instanceof ApiError ? error.details : [] };
}

export const loginUser = createAsyncThunk<AuthResponse, LoginBody, Rejects>(
  'auth/login',
  async (body, { rejectWithValue }) => {
    try {
      return await authApi.login(body);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

export const registerUser = createAsyncThunk<AuthResponse, RegisterBody, Rejects>(
  'auth/register',
  async (body, { rejectWithValue }) => {
    try {
      return await authApi.register(body);
    } catch (error) {
      return rejectWithValue(toFailure(error));
    }
  },
);

/** Confirms a restored user with the server; `null` means the session has ended. */
export const revalidateSession = createAsyncThunk<User | null, undefined, Rejects>(
  'auth/revalidate',
  async (_, { rejectWithValue }) => {
    try {
      return (await authApi.getMe()).user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      return rejectWithValue(toFailure(error));
    }
  },
);

export const logoutUser = createAsyncThunk('auth/logoutUser', async () => {
  try {
    await authApi.logout();
  } catch {
    // Signing out must always work locally, even offline or with an expired session.
  }
});
